import { formatPrice, isSiteLang } from '@mdc/shared';
import { useLocale } from 'react-admin';

/**
 * Euros of the admin API (31.5, see @mdc/shared admin.ts) as staff read them in their language:
 * "31,50 €" in Portuguese, "€31.50" in English.
 */
export function useMoney() {
  const locale = useLocale();
  return (euros: number) =>
    formatPrice(Math.round(euros * 100), isSiteLang(locale) ? locale : 'pt');
}
