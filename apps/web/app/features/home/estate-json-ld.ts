import type { CompanyContact } from '@mdc/shared';

export interface EstateFacts {
  name: string;
  locality: string;
  region: string;
}

/** The estate is in Portugal (docs/product/site-pages.md#the-estate-and-its-languages); schema.org wants the ISO 3166 country code. */
const countryCode = 'PT';

/**
 * schema.org Winery for the home page: the estate's name, address, contacts and position, all from
 * data (settings and the company contact record, which may still be missing).
 */
export function estateJsonLd({
  estate,
  contact,
  url,
  image,
}: {
  estate: EstateFacts;
  contact: CompanyContact | null;
  /** Absolute URL of the home page in the page language. */
  url: string;
  /** Absolute URL of a representative image. */
  image: string;
}): Record<string, unknown> {
  // The third address line is usually "postcode town" (e.g. "7050-472 Montemor-o-Novo").
  const postal = contact ? /^(\d{4}-\d{3})\s+(.+)$/.exec(contact.contact_adress_3.trim()) : null;
  const streetLines = contact
    ? [contact.contact_adress_1, contact.contact_adress_2, postal ? '' : contact.contact_adress_3]
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Winery',
    '@id': `${url}#winery`,
    name: estate.name,
    url,
    image,
    // No `inLanguage`: Winery does not have it (schema.org); the page's <html lang> says it.
    address: {
      '@type': 'PostalAddress',
      ...(streetLines.length ? { streetAddress: streetLines.join(', ') } : {}),
      ...(postal ? { postalCode: postal[1] } : {}),
      addressLocality: postal?.[2] ?? estate.locality,
      addressRegion: estate.region,
      addressCountry: countryCode,
    },
    ...(contact
      ? {
          telephone: contact.contact_phone || contact.contact_mobile,
          email: contact.contact_email,
          geo: {
            '@type': 'GeoCoordinates',
            latitude: contact.latitude,
            longitude: contact.longitude,
          },
          ...(contact.social_url ? { sameAs: [contact.social_url] } : {}),
        }
      : {}),
  };
}
