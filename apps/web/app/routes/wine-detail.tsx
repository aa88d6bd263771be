import { data, Link, useLoaderData, type HeadersFunction, type MetaFunction } from 'react-router';
import type { LoaderArgs } from '~/context';
import { isSellable, langFromPath, pathTo, productUrlSchema } from '@mdc/shared';
import { VintagePointerNotice } from '~/features/catalogue/vintage-pointer';
import { TechnicalSheetLink, WineFacts } from '~/features/catalogue/wine-facts';
import { ELabelLink } from '~/features/e-label/e-label-link';
import { productJsonLd } from '~/features/shop/product-json-ld';
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

  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[2fr_3fr]">
      <div className="flex justify-center">
        <WineImage wine={wine} lang={lang} priority className="h-[28rem] w-auto md:h-[36rem]" />
      </div>
      <div>
        <h1 className="font-serif text-5xl font-semibold text-wine">{wine.product_title}</h1>
        <p className="mt-2 text-xl">{wine.product_subtitle_1}</p>
        {vintage && shopEnabled ? (
          <VintagePointerNotice vintage={vintage} lang={lang} from="catalogue" className="mt-4" />
        ) : null}
        {wine.wine_doc ? (
          <p className="mt-1 text-sm font-semibold uppercase tracking-widest text-olive">
            {wine.wine_doc}
          </p>
        ) : null}
        <div
          className="rich-text mt-6 text-lg leading-relaxed"
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
        <div className="mt-10 flex flex-wrap gap-4">
          {shopEnabled ? (
            <Link
              to={pathTo('shopProduct', lang, { productUrl: wine.product_url })}
              className="rounded bg-wine px-5 py-3 font-semibold text-white hover:bg-wine-dark"
            >
              {t('wine.viewInStore')}
            </Link>
          ) : null}
          {wine.product_pdf ? (
            <TechnicalSheetLink
              href={wine.product_pdf}
              lang={lang}
              className="rounded border-2 border-wine px-5 py-2.5 font-semibold text-wine hover:bg-wine hover:text-white"
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
