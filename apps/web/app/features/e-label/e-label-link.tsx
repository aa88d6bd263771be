import { eLabelPath, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

/**
 * A discreet link to the wine's e-label (decision 071). A plain link, not the router's: the
 * server renders that page on its own, without the site's scripts.
 */
export function ELabelLink({
  productUrl,
  lang,
  className,
}: {
  productUrl: string;
  lang: SiteLang;
  className: string;
}) {
  return (
    <a href={eLabelPath(productUrl, lang)} className={className}>
      {translator(lang)('eLabel.link')}
    </a>
  );
}
