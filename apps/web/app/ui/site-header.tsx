import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pathTo, twinPath, type PageKey } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { shellTimings } from './overlays/timings';
import { useRootData } from './root-data';

const mainLinks: { page: PageKey; label: string }[] = [
  { page: 'home', label: 'site.home' },
  { page: 'about', label: 'site.about' },
  { page: 'grapes', label: 'site.grapes' },
  { page: 'region', label: 'site.region' },
  { page: 'wineList', label: 'site.wines' },
  { page: 'wineTourism', label: 'site.wineTourism' },
  { page: 'contact', label: 'site.contact' },
];

const linkClass =
  'block rounded px-3 py-2 font-semibold text-ink hover:text-wine aria-[current=page]:text-wine aria-[current=page]:underline underline-offset-8 decoration-2';

/**
 * docs/product/site-pages.md#shell-and-overlays navbar: main links, a 'More' dropdown (local accommodation, shop — the shop only
 * while it is enabled), the language switch to this page's twin, a solid style after 10 px of
 * scroll, and a menu that collapses when a link is followed.
 */
export function SiteHeader() {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  const { estate, shopEnabled } = useRootData();
  const other = lang === 'pt' ? 'en' : 'pt';
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const menuId = useId();
  const moreId = useId();
  const moreRef = useRef<HTMLLIElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > shellTimings.navbarActivePx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Following a link collapses the menu and the dropdown.
  useEffect(() => {
    setMenuOpen(false);
    setMoreOpen(false);
  }, [pathname]);

  // docs/decisions/104-overlays-and-menus.md: the WAI-ARIA disclosure-navigation pattern. Escape
  // closes the open dropdown (else the open phone menu) and puts focus back on its button.
  useEffect(() => {
    if (!moreOpen && !menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (moreOpen && !moreRef.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (moreOpen) {
        setMoreOpen(false);
        moreButtonRef.current?.focus();
      } else {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [moreOpen, menuOpen]);

  // Focus leaving the dropdown and its button (Tab past its last link) closes it; focus leaving
  // the header (Tab past the open phone menu's last link) closes the phone menu.
  const onMoreBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setMoreOpen(false);
  };
  const onHeaderBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (menuOpen && next && !event.currentTarget.contains(next)) setMenuOpen(false);
  };

  const moreLinks: { page: PageKey; label: string }[] = [
    { page: 'house', label: 'site.house' },
    ...(shopEnabled ? [{ page: 'shop' as const, label: 'site.shop' }] : []),
  ];

  return (
    <header
      className={`sticky top-0 z-30 transition-colors duration-300 ${scrolled || menuOpen ? 'bg-cream shadow-md' : 'bg-cream/90'}`}
      data-scrolled={scrolled}
      onBlur={onHeaderBlur}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <Link to={pathTo('home', lang)} aria-label={t('site.homeLink', { estate: estate.name })}>
          <img src="/images/logo.svg" alt="" width={180} height={48} className="h-11 w-auto" />
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="rounded p-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? t('site.closeMenu') : t('site.openMenu')}</span>
          <MenuIcon open={menuOpen} />
        </button>
        <nav
          id={menuId}
          aria-label={t('site.mainNav')}
          className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-ink/10 bg-cream px-4 pb-4 shadow-md lg:static lg:block lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0">
            {mainLinks.map(({ page, label }) => (
              <li key={page}>
                <NavLink to={pathTo(page, lang)} end className={linkClass}>
                  {t(label as 'site.home')}
                </NavLink>
              </li>
            ))}
            <li ref={moreRef} className="relative" onBlur={onMoreBlur}>
              <button
                ref={moreButtonRef}
                type="button"
                className={`${linkClass} flex items-center gap-1`}
                aria-expanded={moreOpen}
                aria-controls={moreId}
                onClick={() => setMoreOpen((open) => !open)}
              >
                {t('site.more')}
                <ChevronIcon />
              </button>
              <ul
                id={moreId}
                className={`${moreOpen ? 'block' : 'hidden'} pl-4 lg:absolute lg:right-0 lg:top-full lg:min-w-56 lg:rounded-md lg:bg-white lg:p-2 lg:shadow-lg`}
              >
                {moreLinks.map(({ page, label }) => (
                  <li key={page}>
                    <NavLink to={pathTo(page, lang)} className={linkClass}>
                      {t(label as 'site.house')}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li className="mt-2 lg:ml-3 lg:mt-0">
              <Link
                to={twinPath(pathname, other)}
                hrefLang={other}
                lang={other}
                className="inline-block rounded border border-ink/40 px-2.5 py-1 text-sm font-semibold uppercase tracking-wide text-ink hover:border-wine hover:text-wine"
              >
                {other}
                <span className="sr-only"> ({t('site.switchLanguage')})</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The phone menu button's icon: three bars, a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The 'More' dropdown's chevron. */
function ChevronIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}
