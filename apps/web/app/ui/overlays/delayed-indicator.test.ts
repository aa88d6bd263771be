import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedIndicator } from './delayed-indicator';

describe('global loading indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a request shorter than 200 ms', () => {
    const changes: boolean[] = [];
    const indicator = createDelayedIndicator((v) => changes.push(v));
    indicator.start();
    vi.advanceTimersByTime(199);
    indicator.end();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('shows at 200 ms and hides 150 ms after the last request ends', () => {
    const changes: boolean[] = [];
    const indicator = createDelayedIndicator((v) => changes.push(v));
    indicator.start();
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
    indicator.start();
    indicator.end();
    vi.advanceTimersByTime(500);
    expect(indicator.visible).toBe(true);
    indicator.end();
    vi.advanceTimersByTime(149);
    expect(indicator.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('stays visible when a new request starts during the hide delay', () => {
    const indicator = createDelayedIndicator(() => {});
    indicator.start();
    vi.advanceTimersByTime(250);
    indicator.end();
    vi.advanceTimersByTime(100);
    indicator.start();
    vi.advanceTimersByTime(1000);
    expect(indicator.visible).toBe(true);
  });

  it('ignores unmatched ends', () => {
    const indicator = createDelayedIndicator(() => {});
    indicator.end();
    indicator.start();
    vi.advanceTimersByTime(200);
    expect(indicator.visible).toBe(true);
  });
});
