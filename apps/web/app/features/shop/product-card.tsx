import { Link } from 'react-router';
import { pathTo, type SiteLang, type Wine } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { WineImage } from '~/ui/wine-image';
import { DiscountBadge, OfferPrices, StockStatus } from './offer-display';
import { wineOffer } from './wine-offer';

/**
 * A wine in the shop list (docs/product/shop.md#shop-pages "Shop list"); `addToCart` is the cart's
 * form for a wine in stock (the cart feature's, handed in by the page).
 */
export function ProductCard({
  wine,
  lang,
  eager,
  addToCart,
}: {
  wine: Wine;
  lang: SiteLang;
  eager: boolean;
  addToCart?: React.ReactNode;
}) {
  const t = translator(lang);
  const offer = wineOffer(wine);
  return (
    <article className="flex flex-col rounded-lg bg-white/70 p-5 shadow-sm ring-1 ring-ink/5">
      <div className="flex min-h-7 items-center justify-between gap-2">
        <StockStatus inStock={offer.inStock} lang={lang} />
        <DiscountBadge percent={offer.percent} lang={lang} />
      </div>
      <WineImage wine={wine} lang={lang} eager={eager} className="mx-auto my-4 h-64 w-auto" />
      <h2 className="font-serif text-3xl font-semibold text-wine">{wine.product_title}</h2>
      <p className="mt-1">{wine.product_subtitle_1}</p>
      {wine.year ? <p className="mt-1 font-semibold tracking-wide">{wine.year}</p> : null}
      <div className="mb-5 mt-3">
        <OfferPrices offer={offer} lang={lang} />
      </div>
      <Link
        to={pathTo('shopProduct', lang, { productUrl: wine.product_url })}
        className={`mt-auto rounded px-5 py-2.5 text-center font-semibold ${offer.inStock ? 'bg-wine text-white hover:bg-wine-dark' : 'border-2 border-ink/40 text-ink/80 hover:border-ink'}`}
      >
        {offer.inStock ? t('shop.card.buyNow') : t('shop.card.soldOut')}
        <span className="sr-only"> {wine.product_title}</span>
      </Link>
      {offer.inStock ? addToCart : null}
    </article>
  );
}
