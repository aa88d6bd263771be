import { lazy, Suspense } from 'react';
import { useHydrated } from '../use-hydrated';

const Late = lazy(() => import('./late-overlays'));

/**
 * The late overlays (late-overlays.tsx), fetched once the page has hydrated
 * (docs/decisions/112-fast-public-pages.md). Rendered on the client only, so no server markup
 * waits for their code; their timers count from the navigation start, however late they mount
 * (navigation-clock.ts, docs/decisions/123-texts-sharing-and-french-spacing.md).
 */
export function LateOverlays({ guestPage }: { guestPage: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Late guestPage={guestPage} />
    </Suspense>
  );
}
