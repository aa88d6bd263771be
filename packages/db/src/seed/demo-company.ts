import type { CompanyContact, HouseDetails } from '@mdc/shared';

/**
 * The demo company record. Every number, address and identifier is fictional (phone numbers use
 * the unassigned 000 block, so nobody real is called); the real estate replaces them in the admin.
 * The legal texts quote these values, so they are written once here.
 */
export const demoCompanyContact: CompanyContact = {
  contact_phone: '+351 266 000 125',
  contact_mobile: '+351 912 000 347',
  phone_legal_info_pt: 'Chamada para a rede fixa nacional',
  phone_legal_info_en: 'Call to a national landline',
  contact_email: 'geral@montedascegonhas.pt',
  contact_adress_1: 'Herdade do Monte das Cegonhas',
  contact_adress_2: 'Estrada Nacional 114, km 184',
  contact_adress_3: '7050-472 Montemor-o-Novo',
  social_url: 'https://www.instagram.com/montedascegonhas/',
  social_name: '@montedascegonhas',
  latitude: 38.6371,
  longitude: -8.1968,
  rental_listing_url: 'https://www.airbnb.pt/rooms/900000000000000001',
  rental_room_id: '900000000000000001',
  legal_name: 'Monte das Cegonhas – Sociedade Agrícola, Lda.',
  tax_id: '516123459',
  share_capital_eur: 180000,
  complaints_book_url: 'https://www.livroreclamacoes.pt',
  arbitration_name: 'CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo',
  arbitration_url: 'https://www.cniacc.pt',
  developer_name: 'Estúdio Montado',
  developer_url: 'https://example.com/estudio-montado',
};

/** The postal address on one line, as the legal texts and the guest guide quote it. */
export const demoPostalAddress = [
  demoCompanyContact.contact_adress_1,
  demoCompanyContact.contact_adress_2,
  demoCompanyContact.contact_adress_3,
].join(', ');

/** docs/product/site-pages.md#timings-and-constants: up to 10 guests; pool 10 x 4.8 m, 1.1 m to 2.4 m deep. */
export const demoHouseDetails: HouseDetails = {
  maxGuests: 10,
  pool: { length: 10, width: 4.8, minDepth: 1.1, maxDepth: 2.4 },
};
