import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useShellT } from '~/i18n/i18n';
import { animateScrollTo } from './motion';
import { msLeft, pageClock, timerFrom } from './navigation-clock';
import { shellTimings } from './timings';

/**
 * docs/product/site-pages.md#shell-and-overlays: on every path change a loading screen shows for 1 s, and the page scrolls to the
 * top (500 ms ease), or to the hash target with the 85 px header offset. The first page load is
 * not a path change, so it is never covered.
 */
export function RouteEffects() {
  const t = useShellT();
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  const [covering, setCovering] = useState(false);
  // When the click or the browser's back started the path change: the second counts from there,
  // not from when the new page's data and code had arrived (decision 123).
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    if (busy) startedAt.current = pageClock();
  }, [busy]);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const startMs = startedAt.current ?? pageClock();
    startedAt.current = null;
    // A page that took the whole second to arrive is not covered at all (no one-frame flash).
    const covers = msLeft(shellTimings.loadingScreenMs, startMs, pageClock()) > 0;
    setCovering(covers);
    const uncover = covers
      ? timerFrom(() => setCovering(false), shellTimings.loadingScreenMs, startMs)
      : undefined;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY;
        animateScrollTo(top - shellTimings.hashScrollOffsetPx, shellTimings.routeScrollMs);
      }
    } else {
      animateScrollTo(0, shellTimings.routeScrollMs);
    }
    return uncover;
  }, [pathname, hash]);

  if (!covering) return null;
  return (
    <div
      className="fixed inset-0 z-[65] flex items-center justify-center bg-cream"
      data-testid="loading-screen"
    >
      <img
        src="/favicon.svg"
        alt=""
        width={64}
        height={64}
        className="animate-pulse motion-reduce:animate-none"
      />
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
