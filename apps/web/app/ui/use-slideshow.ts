import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { prefersReducedMotion } from './overlays/motion';
import {
  createSlideshowCycle,
  type SlideshowCycle,
  type SlideshowSnapshot,
} from './slideshow-cycle';

const still: SlideshowSnapshot = { index: 0, leaving: null, playing: false, held: false };
const noSubscription = () => () => {};

/**
 * A slideshow cycle for a component (the home hero, the shop banners): it starts after hydration
 * (the server renders the first slide, still), does not play by itself under
 * prefers-reduced-motion, and `holdProps` hold it while the pointer or focus is inside (WCAG 2.2.2).
 */
export function useSlideshow(count: number, intervalMs: number, fadeMs: number) {
  const [cycle, setCycle] = useState<SlideshowCycle | null>(null);

  useEffect(() => {
    const created = createSlideshowCycle({
      count,
      intervalMs,
      fadeMs,
      autoplay: !prefersReducedMotion(),
    });
    setCycle(created);
    return () => created.destroy();
  }, [count, intervalMs, fadeMs]);

  const snapshot = useSyncExternalStore(
    cycle?.subscribe ?? noSubscription,
    () => cycle?.getSnapshot() ?? still,
    () => still,
  );

  const holdProps = {
    onPointerEnter: () => cycle?.hold('pointer', true),
    onPointerLeave: () => cycle?.hold('pointer', false),
    onFocus: () => cycle?.hold('focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) cycle?.hold('focus', false);
    },
  };
  return { ...snapshot, cycle, holdProps };
}
