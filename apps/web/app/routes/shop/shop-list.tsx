import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import type { LoaderArgs } from '~/context';
import { isCartEdit } from '~/features/cart/cart-revalidation';
import { langFromPath } from '@mdc/shared';
import { CardAddToCart } from '~/features/cart/add-to-cart';
import { BannerCarousel } from '~/features/shop/banner-carousel';
import { ProductCard } from '~/features/shop/product-card';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator, useT } from '~/i18n/i18n';
import { shopPage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

export async function loader({ request, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const [wines, banners] = await Promise.all([
    context.services.catalogue.listWines({ lang, channel: 'shop' }),
    context.services.settings.getShopBanners(),
  ]);
  return { lang, wines, banners };
}

export const headers = () => shopPage;

/** Adding to the cart changes nothing this page shows from its data (decision 129). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (isCartEdit(formAction) ? false : defaultShouldRevalidate);

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const lang = data?.lang ?? langFromPath(location.pathname);
  const t = translator(lang);
  return shopSeo(rootDataOf(matches), {
    title: t('shop.title'),
    description: t('shop.description'),
    lang,
    pathname: location.pathname,
    image: data?.banners[0]?.image_url ?? '/images/shop/banner-cellar.svg',
  });
};

/** docs/product/shop.md#shop-pages "Shop list": the banners and a card for every wine the shop shows. */
export default function ShopList() {
  const { lang, wines, banners } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      {banners.length > 0 && <BannerCarousel lang={lang} banners={banners} />}
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-center font-serif text-4xl font-semibold text-wine md:text-5xl">
          {t('shop.list.heading')}
        </h1>
        <p className="mt-3 text-center text-ink/80">{t('shop.list.vatNote')}</p>
        {wines.length === 0 ? (
          <p className="mt-12 text-center">{t('shop.list.empty')}</p>
        ) : (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {wines.map((wine, i) => (
              <ProductCard
                key={wine.id}
                wine={wine}
                lang={lang}
                eager={i < 3}
                addToCart={<CardAddToCart wine={wine} lang={lang} />}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
