import { Link } from 'react-router';
import { pathTo, type SiteLang, type VintagePointer } from '@mdc/shared';
import { useT } from '~/i18n/i18n';

/**
 * On a sold-out vintage's page: "This vintage is sold out. The 2023 vintage is available.",
 * linking to the family's current vintage (decision 072). In the catalogue the link stays in the
 * catalogue when that vintage has a page there.
 */
export function VintagePointerNotice({
  vintage,
  lang,
  from,
  className = '',
}: {
  vintage: VintagePointer;
  lang: SiteLang;
  from: 'shop' | 'catalogue';
  className?: string;
}) {
  const t = useT();
  const params = { productUrl: vintage.product_url };
  const to =
    from === 'catalogue' && vintage.show_catalog
      ? pathTo('wine', lang, params)
      : pathTo('shopProduct', lang, params);
  return (
    <p
      className={`rounded border-l-4 border-olive bg-olive/10 px-4 py-3 ${className}`}
      data-testid="vintage-pointer"
    >
      <span className="font-semibold">{t('stockAlerts.pointer.soldOut')}</span>{' '}
      <Link to={to} className="font-semibold text-wine underline underline-offset-2">
        {t('stockAlerts.pointer.available', { year: vintage.year })}
      </Link>
    </p>
  );
}
