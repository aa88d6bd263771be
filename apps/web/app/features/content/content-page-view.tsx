import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { langFromPath, matchPage, pathTo, type ContentPage, type PageKey } from '@mdc/shared';
import type { LoaderArgs } from '~/context';
import { useT } from '~/i18n/i18n';
import { FooterBanner } from '~/ui/footer-banner';
import { NavCard } from '~/ui/nav-card';
import { PageHeader } from '~/ui/page-header';
import { pageMeta } from '~/ui/page-meta';
import { ContentBlocks, ContentIntro } from './content-blocks';

/**
 * About, Grapes and Wine tourism share one shape (docs/product/site-pages.md#about-grapes-region-and-wine-tourism): banner, intro, alternating
 * text/image blocks from the content data, then a navigation card onward. Wine tourism has a
 * route module of its own (routes/wine-tourism.tsx), so only its page loads the booking form.
 */
const pagesConfig = {
  about: { content: 'about', next: 'grapes', banner: 1 },
  grapes: { content: 'grapes', next: 'wineList', banner: 2 },
  wineTourism: { content: 'wine_tourism', next: 'house', banner: 1 },
} as const satisfies Partial<
  Record<PageKey, { content: ContentPage; next: PageKey; banner: 1 | 2 }>
>;
type ContentPageKey = keyof typeof pagesConfig;

function pageOf(pathname: string): ContentPageKey {
  const page = matchPage(pathname)?.page;
  if (page && page in pagesConfig) return page as ContentPageKey;
  throw new Error(`a content page mounted at an unexpected path: ${pathname}`);
}

/** The page's blocks in the visitor's language: the loader of every content page. */
export async function loadContentPage({ request, context }: LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const page = pageOf(pathname);
  const blocks = await context.services.content.blocks(pagesConfig[page].content, lang);
  return { lang, page, blocks };
}
export type ContentPageData = Awaited<ReturnType<typeof loadContentPage>>;

export const contentPageMeta: MetaFunction = (args) => {
  const page = pageOf(args.location.pathname);
  return pageMeta(`${page}.title`, `${page}.description`, `/images/banners/${page}.svg`)(args);
};

/** A content page; `afterIntro` and `afterBlocks` hold what one page adds to the shape. */
export function ContentPageView({
  data: { lang, page, blocks },
  afterIntro,
  afterBlocks,
}: {
  data: ContentPageData;
  afterIntro?: ReactNode;
  afterBlocks?: ReactNode;
}) {
  const t = useT();
  const config = pagesConfig[page];
  const [intro, ...rest] = blocks;
  return (
    <>
      <PageHeader title={t(`${page}.title`)} image={`/images/banners/${page}.svg`} />
      <ContentIntro block={intro} />
      {afterIntro}
      <ContentBlocks blocks={rest} />
      {afterBlocks}
      <NavCard
        title={t(`${page}.navTitle`)}
        text={t(`${page}.navText`)}
        to={pathTo(config.next, lang)}
        linkLabel={t(`${page}.navLink`)}
        image={`/images/banners/${config.next}.svg`}
      />
      <FooterBanner variant={config.banner} />
    </>
  );
}
