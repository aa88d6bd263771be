import type { CompanyContact, SiteLang } from '@mdc/shared';

/**
 * Who sells, as a buyer's documents name it (Directive 2011/83/EU art. 6(1)(b) and (c)): the
 * estate's name, legal name, tax number, address, phone and e-mail as staff keep them in the
 * company contact record (docs/decisions/094-order-confirmation-email.md).
 */
export interface Seller {
  /** The estate's name (the estate row), what e-mails sign with. */
  name: string;
  /** The company's name; the estate's name when no contact record is kept. */
  legalName: string;
  /** NIF / NIPC; '' when not set. */
  taxId: string;
  /** The postal address, one line per part; empty when not set. */
  address: string[];
  phone: string;
  /** The cost of a call to that phone, which Portuguese law puts beside the number. */
  phoneNote: Record<SiteLang, string>;
  email: string;
  /** The electronic complaints book; '' when not set. */
  complaintsBookUrl: string;
  /** The consumer arbitration centre; null when not set. */
  arbitration: { name: string; url: string } | null;
}

/**
 * The seller from the estate's name, its company contact record (null when absent or broken)
 * and the estate's inbox (ESTATE_EMAIL), which stands in for a missing contact e-mail.
 */
export function sellerOf(
  estateName: string,
  contact: CompanyContact | null,
  estateEmail: string,
): Seller {
  const trim = (value: string | undefined) => value?.trim() ?? '';
  return {
    name: estateName,
    legalName: trim(contact?.legal_name) || estateName,
    taxId: trim(contact?.tax_id),
    address: [contact?.contact_adress_1, contact?.contact_adress_2, contact?.contact_adress_3]
      .map(trim)
      .filter(Boolean),
    phone: trim(contact?.contact_phone),
    phoneNote: { pt: trim(contact?.phone_legal_info_pt), en: trim(contact?.phone_legal_info_en) },
    email: trim(contact?.contact_email) || estateEmail,
    complaintsBookUrl: trim(contact?.complaints_book_url),
    arbitration:
      contact && trim(contact.arbitration_name)
        ? { name: trim(contact.arbitration_name), url: trim(contact.arbitration_url) }
        : null,
  };
}
