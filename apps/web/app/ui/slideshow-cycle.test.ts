import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlideshowCycle, nextSlideIndex, type SlideshowCycle } from './slideshow-cycle';

// The hero's and the shop carousel's timings (docs/product/site-pages.md#home, docs/product/shop.md#shop-constants).
const interval = 5000;
const fade = 1000;

describe('nextSlideIndex', () => {
  it('loops back to the first slide', () => {
    expect(nextSlideIndex(0, 3)).toBe(1);
    expect(nextSlideIndex(2, 3)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });
});

describe('slideshow cycle', () => {
  let cycle: SlideshowCycle | undefined;
  const start = (autoplay = true, count = 3) => {
    cycle = createSlideshowCycle({ count, intervalMs: interval, fadeMs: fade, autoplay });
    return cycle;
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cycle?.destroy();
    vi.useRealTimers();
  });

  it('advances every interval, cross-fading for the fade duration, and loops', () => {
    const c = start();
    expect(c.getSnapshot()).toMatchObject({ index: 0, leaving: null, playing: true });
    vi.advanceTimersByTime(interval - 1);
    expect(c.getSnapshot().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getSnapshot()).toMatchObject({ index: 1, leaving: 0 });
    vi.advanceTimersByTime(fade - 1);
    expect(c.getSnapshot().leaving).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getSnapshot()).toMatchObject({ index: 1, leaving: null });
    vi.advanceTimersByTime(interval - fade);
    expect(c.getSnapshot()).toMatchObject({ index: 2, leaving: 1 });
    vi.advanceTimersByTime(interval);
    expect(c.getSnapshot()).toMatchObject({ index: 0, leaving: 2 });
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const c = start();
    const listener = vi.fn();
    const unsubscribe = c.subscribe(listener);
    vi.advanceTimersByTime(interval + fade);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(interval);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stays still when paused and restarts with a full interval on play', () => {
    const c = start();
    vi.advanceTimersByTime(interval - 100);
    c.pause();
    expect(c.getSnapshot().playing).toBe(false);
    vi.advanceTimersByTime(interval * 5);
    expect(c.getSnapshot().index).toBe(0);
    c.play();
    vi.advanceTimersByTime(interval - 1);
    expect(c.getSnapshot().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.getSnapshot().index).toBe(1);
  });

  it('does not move by itself without autoplay (reduced motion) until asked to play', () => {
    const c = start(false);
    expect(c.getSnapshot().playing).toBe(false);
    vi.advanceTimersByTime(interval * 3);
    expect(c.getSnapshot().index).toBe(0);
    c.play();
    vi.advanceTimersByTime(interval);
    expect(c.getSnapshot().index).toBe(1);
  });

  it('is held while any hold reason is active, keeping the visitor choice', () => {
    const c = start();
    c.hold('pointer', true);
    c.hold('focus', true);
    vi.advanceTimersByTime(interval * 2);
    expect(c.getSnapshot()).toMatchObject({ index: 0, playing: true, held: true });
    c.hold('pointer', false);
    vi.advanceTimersByTime(interval * 2);
    expect(c.getSnapshot().index).toBe(0);
    c.hold('focus', false);
    expect(c.getSnapshot().held).toBe(false);
    vi.advanceTimersByTime(interval);
    expect(c.getSnapshot().index).toBe(1);
  });

  it('goes to a chosen slide, wrapping the index, and restarts the interval', () => {
    const c = start();
    vi.advanceTimersByTime(interval - 10);
    c.goTo(-1);
    expect(c.getSnapshot()).toMatchObject({ index: 2, leaving: 0 });
    vi.advanceTimersByTime(interval - 1);
    expect(c.getSnapshot().index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(c.getSnapshot().index).toBe(0);
  });

  it('a new change during a fade fades from the slide that was showing', () => {
    const c = start();
    vi.advanceTimersByTime(interval);
    c.goTo(2);
    expect(c.getSnapshot()).toMatchObject({ index: 2, leaving: 1 });
    vi.advanceTimersByTime(fade);
    expect(c.getSnapshot().leaving).toBeNull();
  });

  it('never plays with a single slide', () => {
    const c = start(true, 1);
    expect(c.getSnapshot().playing).toBe(false);
    c.play();
    vi.advanceTimersByTime(interval * 2);
    expect(c.getSnapshot()).toMatchObject({ index: 0, playing: false });
  });

  it('stops every timer when destroyed', () => {
    const c = start();
    c.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
