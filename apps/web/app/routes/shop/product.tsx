import {
  data,
  Link,
  useLoaderData,
  type HeadersFunction,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { ActionArgs, LoaderArgs } from '~/context';
import { isCartEdit } from '~/features/cart/cart-revalidation';
import { isSellable, langFromPath, pathTo, productUrlSchema, type Wine } from '@mdc/shared';
import { AddToCart } from '~/features/cart/add-to-cart';
import { VintagePointerNotice } from '~/features/catalogue/vintage-pointer';
import { TechnicalSheetLink, WineFacts } from '~/features/catalogue/wine-facts';
import { LazyStockAlertForm } from '~/features/forms/lazy-stock-alert-form';
import { ELabelLink } from '~/features/e-label/e-label-link';
import type { ShopHandle } from '~/features/shop/breadcrumbs';
import { DiscountBadge, OfferPrices, PromoSeal, StockStatus } from '~/features/shop/offer-display';
import { productJsonLd } from '~/features/shop/product-json-ld';
import { shopSeo } from '~/features/shop/shop-seo';
import { wineOffer } from '~/features/shop/wine-offer';
import { translator, useT } from '~/i18n/i18n';
import { visitorFormAction } from '~/features/forms/visitor-form-action.server';
import { notFoundPage, pageOrActionHeaders, shopPage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';
import { WineImage } from '~/ui/wine-image';

/** docs/product/shop.md#shop-constants: the low-stock notice shows from 1 to this many bottles. */
const lowStockThreshold = 10;

export async function loader({ request, params, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = productUrlSchema.safeParse(params.productUrl);
  const { catalogue, settings } = context.services;
  const [wine, listed, shipping, estate] = await Promise.all([
    slug.success ? catalogue.getWine({ lang, slug: slug.data, channel: 'shop' }) : null,
    slug.success ? catalogue.getWine({ lang, slug: slug.data, channel: 'catalogue' }) : null,
    context.services.shipping.details(lang),
    settings.getEstate(),
  ]);
  // One canonical page per wine: its wine page when it is on the wine list, else this one
  // (docs/decisions/120-what-validators-check.md).
  const canonicalPath = listed
    ? pathTo('wine', lang, { productUrl: listed.product_url })
    : undefined;
  // A sold-out vintage points to the current vintage of the same wine (decision 072).
  const soldOut =
    wine && !isSellable({ inShop: true, archived: false, stock: wine.bottles_quantity });
  const vintage = soldOut
    ? await context.services.stockAlerts.vintagePointer({ slug: wine.product_url, lang })
    : null;
  // Structured data is for crawlers: built here, so the browser does not load its code (decision 112).
  const jsonLd = wine
    ? productJsonLd(wine, {
        lang,
        publicUrl: context.publicUrl,
        estateName: estate.name,
        withOffer: true,
      })
    : null;
  return data(
    { lang, wine, shipping: shipping[0] ?? null, vintage, jsonLd, canonicalPath },
    { status: wine ? 200 : 404, headers: wine ? shopPage : notFoundPage },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  pageOrActionHeaders(loaderHeaders)({ actionHeaders });

/**
 * "Tell me when it is back" posted without scripts, for this page's wine
 * (docs/decisions/127-visitor-forms-as-route-actions.md).
 */
export const action = (args: ActionArgs) =>
  visitorFormAction('stockAlert', args, { productUrl: args.params.productUrl });

/** Adding to the cart changes nothing this page shows from its data (decision 129). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (isCartEdit(formAction) ? false : defaultShouldRevalidate);

export const handle: ShopHandle = {
  breadcrumb: (loaderData) =>
    (loaderData as { wine: Wine | null } | undefined)?.wine?.product_title ?? null,
};

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const lang = page?.lang ?? langFromPath(location.pathname);
  const t = translator(lang);
  const wine = page?.wine;
  const base = { lang, pathname: location.pathname };
  if (!wine) {
    return shopSeo(rootDataOf(matches), {
      ...base,
      title: t('shop.product.notFound'),
      description: t('shop.product.notFoundText'),
      indexable: false,
    });
  }
  return shopSeo(rootDataOf(matches), {
    ...base,
    title: `${wine.product_title} ${wine.year ?? ''}`.trim(),
    description: [wine.product_subtitle_1, wine.product_subtitle_2].filter(Boolean).join(' — '),
    image: wine.image_url,
    jsonLd: page.jsonLd,
    canonicalPath: page.canonicalPath,
  });
};

/** docs/product/shop.md#product-page. */
export default function Product() {
  const { lang, wine, shipping, vintage } = useLoaderData<typeof loader>();
  const t = useT();

  if (!wine) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-semibold text-wine">
          {t('shop.product.notFound')}
        </h1>
        <p className="mt-4">{t('shop.product.notFoundText')}</p>
        <Link to={pathTo('shop', lang)} className="mt-8 inline-block text-wine underline">
          {t('shop.product.backToShop')}
        </Link>
      </div>
    );
  }

  const offer = wineOffer(wine);
  const stock = wine.bottles_quantity;
  const summary =
    'cursor-pointer list-none py-4 font-serif text-2xl font-semibold text-wine marker:hidden [&::-webkit-details-marker]:hidden';
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[2fr_3fr]">
      <div className="relative flex justify-center self-start">
        <WineImage wine={wine} lang={lang} priority className="h-[24rem] w-auto md:h-[34rem]" />
        {offer.saleCents === null ? null : (
          <PromoSeal lang={lang} className="absolute right-0 top-0 size-20 md:size-24" />
        )}
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <StockStatus inStock={offer.inStock} lang={lang} />
          <DiscountBadge percent={offer.percent} lang={lang} />
        </div>
        <h1 className="mt-3 font-serif text-5xl font-semibold text-wine">{wine.product_title}</h1>
        <p className="mt-2 text-xl">{wine.product_subtitle_1}</p>
        {wine.wine_doc ? (
          <p className="mt-1 text-sm font-semibold uppercase tracking-widest text-olive">
            {wine.wine_doc}
          </p>
        ) : null}
        <div className="mt-6">
          <OfferPrices offer={offer} lang={lang} large />
        </div>
        {stock > 0 && stock <= lowStockThreshold ? (
          <p className="mt-4 inline-block rounded bg-ochre/20 px-3 py-1.5 font-semibold text-ink">
            {t('shop.stock.lowStock', { count: stock })}
          </p>
        ) : null}
        {offer.inStock ? (
          // Keyed by wine so that the first-add toast is once per page view of each wine.
          <AddToCart key={wine.id} wine={wine} lang={lang} />
        ) : (
          <>
            {vintage ? (
              <VintagePointerNotice vintage={vintage} lang={lang} from="shop" className="mt-6" />
            ) : null}
            <div className="mt-6 rounded border border-ink/20 bg-white/70 p-4">
              <p className="font-semibold">{t('shop.product.unavailable')}</p>
              <Link
                to={pathTo('shop', lang)}
                className="mt-2 inline-block py-1 text-wine underline"
              >
                {t('shop.product.continueShopping')}
              </Link>
            </div>
            <LazyStockAlertForm key={wine.id} productUrl={wine.product_url} />
          </>
        )}
        <ul className="mt-6 space-y-2 text-sm">
          <li className="flex items-center gap-2">
            <Icon path="M3 7h11v8H3zM14 10h4l3 3v2h-7M6.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01" />
            {t('shop.product.fastShipping')}
          </li>
          <li className="flex items-center gap-2">
            <Icon path="M6 10V7a6 6 0 0 1 12 0v3M5 10h14v10H5zM12 14v2" />
            {t('shop.product.securePayment')}
          </li>
        </ul>
        <div className="mt-8 divide-y divide-ink/15 border-y border-ink/15">
          <details open className="group">
            <summary className={summary}>
              <Chevron />
              {t('shop.product.description')}
            </summary>
            <div className="pb-6">
              {wine.product_subtitle_2 ? (
                <p className="text-lg font-semibold">{wine.product_subtitle_2}</p>
              ) : null}
              <div
                className="rich-text mt-3 leading-relaxed"
                // Sanitised with an allow-list when it was saved (packages/core/src/html).
                dangerouslySetInnerHTML={{ __html: wine.main_desc }}
              />
            </div>
          </details>
          <details className="group">
            <summary className={summary}>
              <Chevron />
              {t('shop.product.details')}
            </summary>
            <div className="pb-6">
              <WineFacts wine={wine} lang={lang} />
              {wine.product_pdf ? (
                <TechnicalSheetLink
                  href={wine.product_pdf}
                  lang={lang}
                  className="mt-6 inline-block py-1 font-semibold text-wine underline"
                />
              ) : null}
              <ELabelLink
                productUrl={wine.product_url}
                lang={lang}
                className="mt-2 block w-fit py-1 text-sm text-wine underline"
              />
            </div>
          </details>
          {shipping ? (
            <details className="group">
              <summary className={summary}>
                <Chevron />
                {t('shop.product.shipping')}
              </summary>
              <div className="pb-6">
                <p className="font-semibold">{shipping.title}</p>
                <div
                  className="rich-text mt-2 leading-relaxed"
                  // Staff-written, sanitised on save like the wine descriptions.
                  dangerouslySetInnerHTML={{ __html: shipping.description }}
                />
              </div>
            </details>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      className="mr-2 inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M7 4l6 6-6 6" />
    </svg>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      className="shrink-0 text-olive"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
