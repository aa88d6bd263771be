import { formatPrice, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import type { WineOffer } from './wine-offer';

/** Stock dot with its words, so colour is never the only sign (WCAG 1.4.1). */
export function StockStatus({ inStock, lang }: { inStock: boolean; lang: SiteLang }) {
  const t = translator(lang);
  return (
    <p className="flex items-center gap-2 text-sm font-semibold">
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${inStock ? 'bg-green-700' : 'bg-red-700'}`}
      />
      {inStock ? t('shop.stock.inStock') : t('shop.stock.soldOut')}
    </p>
  );
}

export function DiscountBadge({ percent, lang }: { percent: number; lang: SiteLang }) {
  const t = translator(lang);
  if (percent <= 0) return null;
  return (
    <p className="rounded-full bg-wine px-2.5 py-0.5 text-sm font-semibold text-white">
      <span aria-hidden="true">{t('shop.price.discount', { percent })}</span>
      <span className="sr-only">{t('shop.price.discountLabel', { percent })}</span>
    </p>
  );
}

/**
 * While a reduction is announced: the reference price (the lowest of the 30 days before it,
 * Decreto-Lei 109-G/2021) struck through, the sale price and the saving measured from it, and that
 * reference named as the 30-day lowest price. Otherwise only the price paid.
 */
export function OfferPrices({
  offer,
  lang,
  large = false,
}: {
  offer: WineOffer;
  lang: SiteLang;
  large?: boolean;
}) {
  const t = translator(lang);
  const current = large ? 'text-3xl' : 'text-2xl';
  return (
    <div>
      {offer.referenceCents === null ? (
        <p className={`${current} font-semibold text-wine`}>{formatPrice(offer.unitCents, lang)}</p>
      ) : (
        <>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="sr-only">{t('shop.price.was')}</span>
            <s className="text-ink/70">{formatPrice(offer.referenceCents, lang)}</s>
            <span className="sr-only">{t('shop.price.now')}</span>
            <span className={`${current} font-semibold text-wine`}>
              {formatPrice(offer.unitCents, lang)}
            </span>
          </p>
          <p className="text-sm font-semibold text-olive">
            {t('shop.price.save', { amount: formatPrice(offer.savingsCents, lang) })}
          </p>
          <p className="mt-1 text-xs text-ink/75">
            {t('shop.price.lowest30', { price: formatPrice(offer.referenceCents, lang) })}
          </p>
        </>
      )}
    </div>
  );
}

/** The round "Promoção" / "Sale" seal of a wine on sale; drawn here so its word is translated. */
export function PromoSeal({ lang, className }: { lang: SiteLang; className?: string }) {
  const t = translator(lang);
  const word = t('shop.product.promo');
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={word} className={className}>
      <path
        d="M50 2l8 9 12-4 3 12 12 3-4 12 9 8-9 8 4 12-12 3-3 12-12-4-8 9-8-9-12 4-3-12-12-3 4-12-9-8 9-8-4-12 12-3 3-12 12 4z"
        fill="#c8833f"
      />
      <circle cx="50" cy="50" r="33" fill="#6b1d2a" />
      <circle
        cx="50"
        cy="50"
        r="29"
        fill="none"
        stroke="#f4ede1"
        strokeWidth="1.5"
        strokeDasharray="3 3"
      />
      <text
        x="50"
        y="55"
        textAnchor="middle"
        fill="#f4ede1"
        fontFamily="Georgia, serif"
        fontWeight="600"
        fontSize={word.length > 6 ? 14 : 18}
      >
        {word}
      </text>
    </svg>
  );
}
