import { Link } from 'react-router';
import { pathTo, type SiteLang, type Wine } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { WineImage } from '~/ui/wine-image';

/**
 * Whether the card shows the vintage on a line of its own: only when the subtitle ("Tinto Reserva
 * 2023") does not name it already, so the year is never shown twice (decision 123).
 */
export function yearApart(wine: Pick<Wine, 'year' | 'product_subtitle_1'>): boolean {
  return wine.year !== null && !new RegExp(`\\b${wine.year}\\b`).test(wine.product_subtitle_1);
}

/** A wine in the list (docs/product/site-pages.md#wine-list). */
export function WineCard({ wine, lang, eager }: { wine: Wine; lang: SiteLang; eager: boolean }) {
  const t = translator(lang);
  return (
    <article className="flex flex-col items-center gap-6 rounded-lg bg-white/70 p-6 shadow-sm ring-1 ring-ink/5 sm:flex-row sm:items-stretch">
      <WineImage wine={wine} lang={lang} eager={eager} className="h-72 w-auto shrink-0" />
      <div className="flex flex-1 flex-col text-center sm:text-left">
        <h2 className="font-serif text-3xl font-semibold text-wine">{wine.product_title}</h2>
        <p className="mt-1 text-lg">{wine.product_subtitle_1}</p>
        <p className="mt-2 text-ink/80">{wine.product_subtitle_2}</p>
        {yearApart(wine) ? <p className="mt-2 font-semibold tracking-wide">{wine.year}</p> : null}
        <Link
          to={pathTo('wine', lang, { productUrl: wine.product_url })}
          className="mt-auto inline-block self-center rounded bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark sm:self-start"
        >
          {t('wineList.learnMore')}
          <span className="sr-only">
            {' '}
            {t('wineList.learnMoreAbout', { title: wine.product_title })}
          </span>
        </Link>
      </div>
    </article>
  );
}
