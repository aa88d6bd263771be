import { route, type RouteConfig } from '@react-router/dev/routes';
import { pages, siteLanguages, type PageKey } from '@mdc/shared';

/** One route per language for a page of the shared route table, with ids like `wine-en`. */
const inBothLanguages = (page: PageKey, file: string) =>
  siteLanguages.map((lang) => route(pages[page][lang], file, { id: `${page}-${lang}` }));

export default [
  ...inBothLanguages('home', 'routes/home.tsx'),
  ...inBothLanguages('about', 'routes/content-page.tsx'),
  ...inBothLanguages('grapes', 'routes/content-page.tsx'),
  ...inBothLanguages('wineTourism', 'routes/content-page.tsx'),
  ...inBothLanguages('region', 'routes/region.tsx'),
  ...inBothLanguages('contact', 'routes/contact.tsx'),
  ...inBothLanguages('house', 'routes/house.tsx'),
  ...inBothLanguages('legal', 'routes/legal.tsx'),
  ...inBothLanguages('wineList', 'routes/wine-list.tsx'),
  ...inBothLanguages('wine', 'routes/wine-detail.tsx'),
  // Guest welcome and information pages: /{pt,en,es,fr}/hellofrom{estate-slug}[-info].
  route(':guestLang/:guestPage', 'routes/guest.tsx', { id: 'guest' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
