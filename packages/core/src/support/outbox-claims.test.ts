import { describe, expect, it, vi } from 'vitest';
import { OutboxPasses, retryDelayMs } from './outbox-claims.ts';

describe('retryDelayMs', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('OutboxPasses', () => {
  it('polls on an interval once started, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const passes = new OutboxPasses(async () => ({}), vi.fn());
      const flush = vi.spyOn(passes, 'flush');
      passes.start(1000);
      vi.advanceTimersByTime(3000);
      expect(flush).toHaveBeenCalledTimes(3);
      await passes.stop();
      vi.advanceTimersByTime(3000);
      expect(flush).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a pass queued behind a running one, and reports a failed kick', async () => {
    let release = () => {};
    const onError = vi.fn();
    let runs = 0;
    const passes = new OutboxPasses(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      if (runs === 3) throw new Error('down');
      return runs;
    }, onError);
    const first = passes.flush();
    await Promise.resolve(); // the first pass starts
    const second = passes.flush();
    expect(passes.flush()).toBe(second);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    passes.kick();
    await passes.stop();
    expect(onError).toHaveBeenCalledWith(new Error('down'));
    passes.kick();
    expect(runs).toBe(3);
  });
});
