import {
  Link,
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { ActionArgs, LoaderArgs } from '~/context';
import { imageSlotOfSrc, langFromPath, pathTo, type SiteLang, type SlotPhotos } from '@mdc/shared';
import { GallerySection, type GalleryItem } from '~/features/gallery/gallery-section';
import { aboutSectionId, AboutTeaser } from '~/features/home/about-teaser';
import { EstateBanner, EstateTagline } from '~/features/home/estate-banner';
import { estateJsonLd } from '~/features/home/estate-json-ld';
import { heroBackgroundFor, heroImages } from '~/features/home/hero-background';
import type { HeroWine } from '~/features/home/hero-slideshow';
import { HomeHero } from '~/features/home/home-hero';
import { LazyNewsletterForm, LazyNewsletterLinkToast } from '~/features/forms/lazy-forms';
import { NewsletterSection } from '~/features/home/newsletter-section';
import { SectionHeading } from '~/features/home/section-heading';
import { translator, useT } from '~/i18n/i18n';
import { visitorFormAction } from '~/features/forms/visitor-form-action.server';
import { pageOrActionHeaders, publicPage } from '~/ui/cache';
import { shareImageOf } from '~/ui/page-meta';
import { rootDataOf, useRootData } from '~/ui/root-data';
import { seo } from '~/ui/seo';

/** The picture the home page's structured data names. */
const shareImage = heroImages.bottles;

const heroKinds = ['bottles', 'vineyard'] as const;
const photoOf = (photos: SlotPhotos, kind: (typeof heroKinds)[number]) =>
  photos[imageSlotOfSrc(heroImages[kind])?.key ?? ''];

export async function loader({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { catalogue, content, settings } = context.services;
  const [wines, about, gallery, photos, estate, contact] = await Promise.all([
    catalogue.listWines({ lang, channel: 'catalogue' }),
    content.blocks('home_about', lang),
    content.gallery(),
    context.services.siteImages.photos().catch((): SlotPhotos => ({})),
    settings.getEstate(),
    content.companyContact(),
  ]);
  // Only what the page shows travels to the browser (no wine descriptions, prices or stock).
  const heroWines: HeroWine[] = wines.flatMap((wine) =>
    wine.image_url
      ? [
          {
            id: wine.id,
            title: wine.product_title,
            subtitle: wine.product_subtitle_1,
            productUrl: wine.product_url,
            imageUrl: wine.image_url,
          },
        ]
      : [],
  );
  const galleryItems: GalleryItem[] = gallery.map((image) => ({
    id: image.id,
    title: lang === 'en' ? image.titleEn : image.titlePt,
    src: image.imgUrl,
  }));
  // Random per request; the page cache keeps a rendered page, and so its picture, at most 10 s
  // (decision 080), so each short window shows one of the two (decision 112).
  // With staff photos the hero shows only those (decision 108).
  const photoKinds = heroKinds.filter((kind) => photoOf(photos, kind));
  const heroBackground = heroBackgroundFor(
    url.searchParams.get('hero'),
    Math.random(),
    photoKinds.length > 0 ? photoKinds : heroKinds,
  );
  // Structured data is for crawlers: built here, so the browser does not load its code (decision 112).
  const { publicUrl } = context;
  const jsonLd = estateJsonLd({
    estate,
    contact,
    url: `${publicUrl}${pathTo('home', lang)}`,
    image: `${publicUrl}${shareImageOf(photos, shareImage)}`,
  });
  return { lang, heroWines, about, galleryItems, heroBackground, jsonLd };
}

export const headers = pageOrActionHeaders(publicPage);

/** The newsletter form posted without scripts (docs/decisions/127-visitor-forms-as-route-actions.md). */
export const action = (args: ActionArgs) => visitorFormAction('newsletter', args);

/**
 * Moving within the page (the about anchor, the gallery's `#gallery-N` address) changes only the
 * fragment or returns to the same address: the page's data cannot have changed.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? false
    : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const lang = data?.lang ?? langFromPath(location.pathname);
  const t = translator(lang);
  return seo({
    title: t('home.metaTitle'),
    description: t('home.description'),
    lang,
    pathname: location.pathname,
    publicUrl: root.publicUrl,
    estateName: root.estate.name,
    // The hero picture staff photographed, if any: the bottles, else the vineyard (decision 123).
    image: heroImages[heroKinds.find((kind) => photoOf(root.photos, kind)) ?? 'bottles'],
    photos: root.photos,
    jsonLd: data?.jsonLd,
  });
};

const ctaClass =
  'inline-flex items-center gap-3 rounded-sm bg-ochre px-7 py-3.5 text-lg font-semibold text-ink shadow-lg shadow-black/20 transition-colors hover:bg-cream focus-visible:outline-cream';

/**
 * docs/product/site-pages.md#home: the hero button scrolls to the about teaser; in English it leads to the shop
 * instead while the shop is enabled.
 */
function HeroAction({ lang, shopEnabled }: { lang: SiteLang; shopEnabled: boolean }) {
  const t = useT();
  if (lang === 'en' && shopEnabled) {
    return (
      <Link to={pathTo('shop', lang)} className={ctaClass}>
        {t('home.cta')}
        <span className="sr-only"> {t('home.ctaShop')}</span>
        <span aria-hidden="true">→</span>
      </Link>
    );
  }
  return (
    <a href={`#${aboutSectionId}`} className={ctaClass}>
      {t('home.cta')}
      <span className="sr-only"> {t('home.ctaAbout')}</span>
      <span aria-hidden="true">↓</span>
    </a>
  );
}

export default function Home() {
  const { lang, heroWines, about, galleryItems, heroBackground } = useLoaderData<typeof loader>();
  const { estate, shopEnabled } = useRootData();
  const t = useT();
  const eyebrow = [estate.locality, estate.region].filter(Boolean).join(' · ') || estate.name;

  return (
    <>
      <HomeHero
        lang={lang}
        eyebrow={eyebrow}
        wines={heroWines}
        background={heroBackground}
        action={<HeroAction lang={lang} shopEnabled={shopEnabled} />}
      />
      <AboutTeaser blocks={about} lang={lang} />
      <EstateBanner lang={lang} />
      <EstateTagline estateName={estate.name} />
      <GallerySection
        items={galleryItems}
        heading={
          <SectionHeading
            id="home-gallery-title"
            eyebrow={t('home.gallery.eyebrow')}
            title={t('home.gallery.title')}
            align="center"
          />
        }
      />
      <NewsletterSection>
        <LazyNewsletterForm />
      </NewsletterSection>
      <LazyNewsletterLinkToast />
    </>
  );
}
