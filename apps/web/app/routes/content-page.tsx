import { useLoaderData, type MetaFunction } from 'react-router';
import {
  langFromPath,
  matchPage,
  pathTo,
  wineTourismBookingLeadDays,
  wineTourismPeople,
  type ContentPage,
  type PageKey,
} from '@mdc/shared';
import type { LoaderArgs } from '~/context';
import { ContentBlocks, ContentIntro } from '~/features/content/content-blocks';
import {
  WineTourismBooking,
  wineTourismBookingAnchor,
} from '~/features/forms/wine-tourism-booking';
import { useT } from '~/i18n/i18n';
import { publicPage } from '~/ui/cache';
import { FooterBanner } from '~/ui/footer-banner';
import { NavCard } from '~/ui/nav-card';
import { PageHeader } from '~/ui/page-header';
import { pageMeta } from '~/ui/page-meta';

/**
 * About, Grapes and Wine tourism share one shape (docs/product/site-pages.md#about-grapes-region-and-wine-tourism): banner, intro, alternating
 * text/image blocks from the content data, then a navigation card onward.
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
  throw new Error(`content-page.tsx mounted at an unexpected path: ${pathname}`);
}

export async function loader({ request, context }: LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const page = pageOf(pathname);
  const blocks = await context.services.content.blocks(pagesConfig[page].content, lang);
  return { lang, page, blocks };
}

export const headers = () => publicPage;

export const meta: MetaFunction = (args) => {
  const page = pageOf(args.location.pathname);
  return pageMeta(`${page}.title`, `${page}.description`, `/images/banners/${page}.svg`)(args);
};

export default function ContentPageRoute() {
  const { lang, page, blocks } = useLoaderData<typeof loader>();
  const t = useT();
  const config = pagesConfig[page];
  const [intro, ...rest] = blocks;
  return (
    <>
      <PageHeader title={t(`${page}.title`)} image={`/images/banners/${page}.svg`} />
      <ContentIntro block={intro} />
      {page === 'wineTourism' ? <WineTourismFacts /> : null}
      <ContentBlocks blocks={rest} />
      {page === 'wineTourism' ? <WineTourismBooking /> : null}
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

/**
 * docs/product/site-pages.md#about-grapes-region-and-wine-tourism: bookings at least 6 days ahead; activities in Portuguese and English.
 * The numbers come from the constants the booking form and the server check, never from the
 * page's editable text (docs/decisions/105-pictures-and-tourism.md).
 */
function WineTourismFacts() {
  const t = useT();
  return (
    <aside className="mx-auto mt-10 max-w-3xl rounded-lg border-l-4 border-ochre bg-white px-6 py-5 shadow-sm">
      <h2 className="font-serif text-2xl font-semibold">{t('wineTourism.factsTitle')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('wineTourism.leadTime', { days: wineTourismBookingLeadDays })}</li>
        <li>{t('wineTourism.languages')}</li>
        <li data-testid="wine-tourism-group-size">
          {t('wineTourism.groupSize', wineTourismPeople)}
        </li>
      </ul>
      <a
        href={`#${wineTourismBookingAnchor}`}
        className="mt-3 inline-block font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
      >
        {t('wineTourismBooking.bookLink')}
      </a>
    </aside>
  );
}
