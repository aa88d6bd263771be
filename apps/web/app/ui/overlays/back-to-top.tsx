import { useEffect, useState } from 'react';
import { useShellT } from '~/i18n/i18n';
import { animateScrollTo } from './motion';
import { shellTimings } from './timings';

/** Appears after 300 px of scroll (docs/product/site-pages.md#timings-and-constants). */
export function BackToTop() {
  const t = useShellT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > shellTimings.backToTopPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        animateScrollTo(0, shellTimings.routeScrollMs);
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-5 right-5 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-wine text-white shadow-lg hover:bg-wine-dark"
      aria-label={t('shell.backToTop')}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M6 15l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
