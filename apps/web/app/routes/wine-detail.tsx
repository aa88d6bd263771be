import { data, Link, useLoaderData, type HeadersFunction, type MetaFunction } from 'react-router';
import type { LoaderArgs } from '~/context';
import { isSellable, langFromPath, pathTo, productUrlSchema } from '@mdc/shared';
import { VintagePointerNotice } from '~/features/catalogue/vintage-pointer';
import { TechnicalSheetLink, WineFacts } from '~/features/catalogue/wine-facts';
import { ELabelLink } from '~/features/e-label/e-label-link';
import { OfferPrices } from '~/features/shop/offer-display';
import { productJsonLd } from '~/features/shop/product-json-ld';
import { wineOffer } from '~/features/shop/wine-offer';
import { WineImage } from '~/ui/wine-image';
import { translator, useT } from '~/i18n/i18n';
import { notFoundPage, publicPage } from '~/ui/cache';
import { rootDataOf, useRootData } from '~/ui/root-data';
import { seo } from '~/ui/seo';
import { readShopEnabled } from '~/ui/shop-enabled.server';

export async function loader({ request, params, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = productUrlSchema.safeParse(params.productUrl);
  // Both languages hide wines that are not in the catalogue (see docs/decisions).
  const { catalogue, settings } = context.services;
  const [wine, estate, shopEnabled] = await Promise.all([
    slug.success ? catalogue.getWine({ lang, slug: slug.data, channel: 'catalogue' }) : null,
    settings.getEstate(),
    readShopEnabled(context.services),
  ]);
  // A vintage that cannot be bought points to the current one of the same wine (decision 072).
  const soldOut =
    wine && !isSellable({ inShop: wine.show_shop, archived: false, stock: wine.bottles_quantity });
  const vintage = soldOut
    ? await context.services.stockAlerts.vintagePointer({ slug: wine.product_url, lang })
    : null;
  // Structured data is for crawlers: built here, so the browser does not load its code (decision 112).
  const jsonLd = wine
    ? productJsonLd(wine, {
        lang,
        publicUrl: context.publicUrl,
        estateName: estate.name,
        withOffer: shopEnabled,
      })
    : null;
  return data(
    { lang, wine, vintage, jsonLd },
    { status: wine ? 200 : 404, headers: wine ? publicPage : notFoundPage },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const root = rootDataOf(matches);
  const lang = page?.lang ?? langFromPath(location.pathname);
  const t = translator(lang);
  const wine = page?.wine;
  if (!wine) {
    return seo({
      title: t('wine.notFound'),
      description: t('wine.notFoundText'),
      lang,
      pathname: location.pathname,
      publicUrl: root.publicUrl,
      estateName: root.estate.name,
      indexable: false,
    });
  }
  return seo({
    title: `${wine.product_title} ${wine.year ?? ''}`.trim(),
    description: [wine.product_subtitle_1, wine.product_subtitle_2].filter(Boolean).join(' — '),
    lang,
    pathname: location.pathname,
    publicUrl: root.publicUrl,
    estateName: root.estate.name,
    image: wine.image_url,
    jsonLd: page.jsonLd,
  });
};

export default function WineDetail() {
  const { lang, wine, vintage } = useLoaderData<typeof loader>();
  const { shopEnabled } = useRootData();
  const t = useT();

  if (!wine) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-semibold text-wine">{t('wine.notFound')}</h1>
        <p className="mt-4">{t('wine.notFoundText')}</p>
        <Link to={pathTo('wineList', lang)} className="mt-8 inline-block text-wine underline">
          {t('wine.backToList')}
        </Link>
      </div>
    );
  }

  // The price is the shop's: shown while the shop is open and the wine can be bought there.
  const priced =
    shopEnabled &&
    isSellable({ inShop: wine.show_shop, archived: false, stock: wine.bottles_quantity });
  return (
    <article className="mx-auto max-w-6xl px-4 pb-12 pt-4 md:pt-8">
      <Link
        to={pathTo('wineList', lang)}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-wine underline"
      >
        <span aria-hidden="true">←</span> {t('wine.backToList')}
      </Link>
      {/* On a phone the name, the price and the button come first, above the bottle; on a wide
          screen the bottle stands to their left (issue 30, decision 123). */}
      <div className="mt-4 grid gap-x-10 gap-y-6 md:grid-cols-[2fr_3fr]">
        <div className="md:col-start-2">
          <h1 className="font-serif text-4xl font-semibold text-wine md:text-5xl">
            {wine.product_title}
          </h1>
          <p className="mt-2 text-xl">{wine.product_subtitle_1}</p>
          {vintage && shopEnabled ? (
            <VintagePointerNotice vintage={vintage} lang={lang} from="catalogue" className="mt-4" />
          ) : null}
          {wine.wine_doc ? (
            <p className="mt-1 text-sm font-semibold uppercase tracking-widest text-olive">
              {wine.wine_doc}
            </p>
          ) : null}
          {shopEnabled ? (
            <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
              {priced ? <OfferPrices offer={wineOffer(wine)} lang={lang} /> : null}
              <Link
                to={pathTo('shopProduct', lang, { productUrl: wine.product_url })}
                className="rounded bg-wine px-5 py-3 font-semibold text-white hover:bg-wine-dark"
              >
                {t('wine.viewInStore')}
              </Link>
            </div>
          ) : null}
        </div>
        <div className="flex justify-center md:col-start-1 md:row-span-2 md:row-start-1">
          <WineImage wine={wine} lang={lang} priority className="h-80 w-auto md:h-[36rem]" />
        </div>
        <div className="md:col-start-2">
          <div
            className="rich-text text-lg leading-relaxed"
            // Sanitised with an allow-list when it was saved (packages/core/src/html).
            dangerouslySetInnerHTML={{ __html: wine.main_desc }}
          />
          <h2 className="sr-only">{t('wine.facts')}</h2>
          <div className="mt-8">
            <WineFacts wine={wine} lang={lang} />
          </div>
          <ELabelLink
            productUrl={wine.product_url}
            lang={lang}
            className="mt-4 inline-block py-1 text-sm text-wine underline"
          />
          {wine.product_pdf ? (
            <div className="mt-10">
              <TechnicalSheetLink
                href={wine.product_pdf}
                lang={lang}
                className="inline-block rounded border-2 border-wine px-5 py-2.5 font-semibold text-wine hover:bg-wine hover:text-white"
              />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
