import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msLeft, timerFrom } from './navigation-clock';

describe('timers counted from the navigation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits only what is left of the delay when the code mounts late', () => {
    expect(msLeft(5000, 0, 1200)).toBe(3800);
    expect(msLeft(1000, 4000, 4300)).toBe(700);
  });

  it('never waits a negative time', () => {
    expect(msLeft(5000, 0, 7000)).toBe(0);
  });

  it('fires 5 s after the navigation start although it was set 3 s in', () => {
    const fired = vi.fn();
    timerFrom(fired, 5000, 0, () => 3000);
    vi.advanceTimersByTime(1999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('fires at once when the moment is past, and not at all when cancelled', () => {
    const late = vi.fn();
    timerFrom(late, 6000, 0, () => 9000);
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = timerFrom(cancelled, 6000, 0, () => 1000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
