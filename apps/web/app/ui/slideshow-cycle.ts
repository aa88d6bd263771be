/**
 * The hero's wine slideshow as a small timer-driven state machine (docs/product/site-pages.md#home "Hero slideshow"):
 * it shows one slide, advances every `intervalMs` in a loop, and keeps the slide it left visible
 * for `fadeMs` so the two can cross-fade. Advancing stops while paused by the visitor (WCAG 2.2.2)
 * or while held (pointer or keyboard focus inside); it starts again with a full interval.
 */
export interface SlideshowSnapshot {
  /** The slide shown (fading in during a change). */
  index: number;
  /** The slide fading out, until the fade ends; null when no change is under way. */
  leaving: number | null;
  /** The visitor's choice: true while the slideshow is meant to advance by itself. */
  playing: boolean;
  /** True while something holds it still even though it is playing. */
  held: boolean;
}

export interface SlideshowCycleOptions {
  count: number;
  intervalMs: number;
  fadeMs: number;
  /** Start playing (false under prefers-reduced-motion: nothing moves until asked). */
  autoplay: boolean;
}

export type HoldReason = 'pointer' | 'focus';

export interface SlideshowCycle {
  getSnapshot(): SlideshowSnapshot;
  subscribe(listener: () => void): () => void;
  play(): void;
  pause(): void;
  /** Shows a slide now (index wraps around) and restarts the interval. */
  goTo(index: number): void;
  hold(reason: HoldReason, on: boolean): void;
  /** Stops every timer; the cycle is not used afterwards. */
  destroy(): void;
}

/** The slide after `index`, looping back to the first. */
export function nextSlideIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

const wrap = (index: number, count: number) => (count <= 0 ? 0 : ((index % count) + count) % count);

export function createSlideshowCycle(options: SlideshowCycleOptions): SlideshowCycle {
  const { count, intervalMs, fadeMs } = options;
  const holds = new Set<HoldReason>();
  const listeners = new Set<() => void>();
  let snapshot: SlideshowSnapshot = {
    index: 0,
    leaving: null,
    playing: options.autoplay && count > 1,
    held: false,
  };
  let advanceTimer: ReturnType<typeof setTimeout> | undefined;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (changes: Partial<SlideshowSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    listeners.forEach((listener) => listener());
  };

  const schedule = () => {
    clearTimeout(advanceTimer);
    advanceTimer = undefined;
    if (snapshot.playing && !snapshot.held && count > 1) {
      advanceTimer = setTimeout(() => {
        show(nextSlideIndex(snapshot.index, count));
        schedule();
      }, intervalMs);
    }
  };

  const show = (index: number) => {
    if (index === snapshot.index) return;
    clearTimeout(fadeTimer);
    update({ index, leaving: snapshot.index });
    fadeTimer = setTimeout(() => update({ leaving: null }), fadeMs);
  };

  schedule();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play() {
      if (count < 2 || snapshot.playing) return;
      update({ playing: true });
      schedule();
    },
    pause() {
      if (!snapshot.playing) return;
      update({ playing: false });
      schedule();
    },
    goTo(index) {
      show(wrap(index, count));
      schedule();
    },
    hold(reason, on) {
      if (on) holds.add(reason);
      else holds.delete(reason);
      const held = holds.size > 0;
      if (held === snapshot.held) return;
      update({ held });
      schedule();
    },
    destroy() {
      clearTimeout(advanceTimer);
      clearTimeout(fadeTimer);
      listeners.clear();
    },
  };
}
