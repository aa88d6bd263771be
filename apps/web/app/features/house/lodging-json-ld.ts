import type { CompanyContact, EstateIdentity, HouseFeature } from '@mdc/shared';

/**
 * schema.org LodgingBusiness for the house page (docs/product/site-pages.md#house-accommodation):
 * the estate's address and position from the company contact record, the house's features as
 * amenities. Built by the page's loader, on the server (docs/decisions/112-fast-public-pages.md).
 */
export function lodgingJsonLd({
  estate,
  contact,
  name,
  description,
  image,
  features,
}: {
  estate: EstateIdentity;
  contact: CompanyContact;
  /** The house's name as the page titles it. */
  name: string;
  description: string;
  /** Absolute URL of the house's picture. */
  image: string;
  features: readonly HouseFeature[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: `${estate.name} — ${name}`,
    description,
    image,
    telephone: contact.contact_phone,
    email: contact.contact_email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${contact.contact_adress_1}, ${contact.contact_adress_2}`,
      addressLocality: estate.locality,
      addressRegion: estate.region,
      postalCode: contact.contact_adress_3.split(' ')[0],
      addressCountry: 'PT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: contact.latitude, longitude: contact.longitude },
    amenityFeature: features.map((feature) => ({
      '@type': 'LocationFeatureSpecification',
      name: feature.title,
      value: true,
    })),
  };
}
