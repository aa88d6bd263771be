import type { AdminAddress, AdminOrder } from '@mdc/shared';
import { useLocale } from 'react-admin';

/** The admin's languages; a name configured in both is shown in the staff member's. */
const adminLanguage = (locale: string): 'pt' | 'en' => (locale === 'en' ? 'en' : 'pt');

/**
 * Region, country and shipping option in the staff member's language, not the buyer's: the order
 * keeps the names its buyer's page showed ("Community of Madrid", "Delivery to Spain"), the API
 * adds the names configured for both languages and the country comes from its ISO code
 * (issue 29 point 18). Unknown ones stay as the buyer saw them.
 */
export function usePlaceNames() {
  const lang = adminLanguage(useLocale());
  const countries = new Intl.DisplayNames([lang === 'pt' ? 'pt-PT' : 'en-GB'], { type: 'region' });
  const country = (address: AdminAddress) => {
    if (!/^[A-Z]{2}$/.test(address.country)) return address.country_name;
    try {
      return countries.of(address.country) ?? address.country_name;
    } catch {
      return address.country_name;
    }
  };
  return {
    /** "Comunidade de Madrid, Espanha": the address's last line. */
    regionAndCountry: (address: AdminAddress) =>
      [address.region_names?.[lang] || address.region_name, country(address)]
        .filter(Boolean)
        .join(', '),
    shippingOption: (order: AdminOrder) =>
      order.shipping_option_names?.[lang] || order.shipping_option_name,
  };
}
