import { centsToEuros, pathTo, type SiteLang, type Wine } from '@mdc/shared';
import { wineOffer } from './wine-offer';

/**
 * schema.org Product for a wine, with its shop Offer while the shop is open (the wine page and
 * the shop's product page say the same thing to search engines).
 */
export function productJsonLd(
  wine: Wine,
  {
    lang,
    publicUrl,
    estateName,
    withOffer,
  }: {
    lang: SiteLang;
    publicUrl: string;
    estateName: string;
    withOffer: boolean;
  },
): Record<string, unknown> {
  const offer = wineOffer(wine);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: wine.product_title,
    description: wine.product_subtitle_2 || wine.product_subtitle_1,
    image: wine.image_url ? new URL(wine.image_url, publicUrl).href : undefined,
    sku: wine.product_url,
    brand: { '@type': 'Brand', name: estateName },
    ...(withOffer && {
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: centsToEuros(offer.unitCents),
        availability: offer.inStock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        url: new URL(pathTo('shopProduct', lang, { productUrl: wine.product_url }), publicUrl).href,
      },
    }),
  };
}
