import { Link, NavLink, useLocation } from 'react-router';
import { pathTo, twinPath } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { useRootData } from './root-data';

export function SiteHeader() {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const { estate } = useRootData();
  const other = lang === 'pt' ? 'en' : 'pt';

  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={pathTo('home', lang)} aria-label={t('site.homeLink', { estate: estate.name })}>
          <img src="/images/logo.svg" alt="" width={180} height={48} className="h-10 w-auto" />
        </Link>
        <nav aria-label={t('site.mainNav')} className="flex items-center gap-5 text-base">
          <NavLink
            to={pathTo('wineList', lang)}
            className="font-semibold text-ink underline-offset-4 hover:underline aria-[current=page]:text-wine aria-[current=page]:underline"
          >
            {t('site.wines')}
          </NavLink>
          <a
            href={twinPath(pathname, other)}
            hrefLang={other}
            lang={other}
            className="rounded border border-ink/30 px-2 py-1 text-sm font-semibold uppercase tracking-wide text-ink hover:border-wine hover:text-wine"
          >
            {other}
            <span className="sr-only"> ({t('site.switchLanguage')})</span>
          </a>
        </nav>
      </div>
    </header>
  );
}
