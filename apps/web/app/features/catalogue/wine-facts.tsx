import { formatDecimal, type SiteLang, type Wine } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

/** The labelled facts of docs/product/site-pages.md#wine-detail; % and ml are added on display only. */
export function WineFacts({ wine, lang }: { wine: Wine; lang: SiteLang }) {
  const t = translator(lang);
  const facts: [string, string | null][] = [
    [t('wine.labels.year'), wine.year ? String(wine.year) : null],
    [t('wine.labels.type'), wine.wine_type || null],
    [t('wine.labels.grapes'), wine.grapes || null],
    [t('wine.labels.soil'), wine.soils_type || null],
    [
      t('wine.labels.alcohol'),
      wine.alcohol == null ? null : `${formatDecimal(wine.alcohol, lang)}%`,
    ],
    [t('wine.labels.servingTemp'), wine.serving_temp || null],
    [t('wine.labels.capacity'), wine.capacity == null ? null : `${wine.capacity} ml`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="border-t border-ink/15 pt-3">
            <dt className="text-sm font-semibold tracking-widest text-wine">{label}</dt>
            <dd className="mt-1">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The optional technical sheet (PDF), opening in a new tab. */
export function TechnicalSheetLink({
  href,
  lang,
  className,
}: {
  href: string;
  lang: SiteLang;
  className: string;
}) {
  const t = translator(lang);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {t('wine.technicalSheet')}
      <span className="sr-only"> {t('wine.opensInNewTab')}</span>
    </a>
  );
}
