import { describe, expect, it } from 'vitest';
import type { CompanyContact } from '@mdc/shared';
import { estateJsonLd } from './estate-json-ld';

const estate = { name: 'Monte das Cegonhas', locality: 'Montemor-o-Novo', region: 'Alentejo' };
const contact = {
  contact_phone: '+351 266 000 125',
  contact_mobile: '+351 912 000 347',
  contact_email: 'geral@example.pt',
  contact_adress_1: 'Herdade do Monte',
  contact_adress_2: 'Estrada Nacional 114, km 184',
  contact_adress_3: '7050-472 Montemor-o-Novo',
  social_url: 'https://www.instagram.com/example/',
  latitude: 38.6371,
  longitude: -8.1968,
} as CompanyContact;

const base = {
  estate,
  url: 'https://example.pt/',
  image: 'https://example.pt/x.svg',
};

describe('estate JSON-LD', () => {
  it('describes the estate as a schema.org Winery with address, contacts and position', () => {
    expect(estateJsonLd({ ...base, contact })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Winery',
      '@id': 'https://example.pt/#winery',
      name: 'Monte das Cegonhas',
      url: 'https://example.pt/',
      image: 'https://example.pt/x.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Herdade do Monte, Estrada Nacional 114, km 184',
        postalCode: '7050-472',
        addressLocality: 'Montemor-o-Novo',
        addressRegion: 'Alentejo',
        addressCountry: 'PT',
      },
      telephone: '+351 266 000 125',
      email: 'geral@example.pt',
      geo: { '@type': 'GeoCoordinates', latitude: 38.6371, longitude: -8.1968 },
      sameAs: ['https://www.instagram.com/example/'],
    });
  });

  it('still names and places the estate when the contact record is missing', () => {
    const data = estateJsonLd({ ...base, contact: null });
    expect(data).toMatchObject({
      name: 'Monte das Cegonhas',
      address: { addressLocality: 'Montemor-o-Novo', addressRegion: 'Alentejo' },
    });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('geo');
  });

  it('keeps a third address line without a postcode in the street address', () => {
    const data = estateJsonLd({ ...base, contact: { ...contact, contact_adress_3: 'Foros' } });
    expect(data.address).toMatchObject({
      streetAddress: 'Herdade do Monte, Estrada Nacional 114, km 184, Foros',
      addressLocality: 'Montemor-o-Novo',
    });
    expect(data.address).not.toHaveProperty('postalCode');
  });
});
