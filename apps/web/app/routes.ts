import { route, type RouteConfig } from '@react-router/dev/routes';
import { pages, siteLanguages, type PageKey } from '@mdc/shared';

/** One route per language for a page of the shared route table, with ids like `wine-en`. */
const inBothLanguages = (page: PageKey, file: string) =>
  siteLanguages.map((lang) => route(pages[page][lang], file, { id: `${page}-${lang}` }));

export default [
  ...inBothLanguages('home', 'routes/home.tsx'),
  ...inBothLanguages('wineList', 'routes/wine-list.tsx'),
  ...inBothLanguages('wine', 'routes/wine-detail.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
