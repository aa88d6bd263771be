import { describe, expect, it } from 'vitest';
import {
  easeInOutSine,
  overlayKeyframes,
  overlayOpacityAt,
  overlayPeriodMs,
  overlaySchedule,
  overlaySteps,
} from './overlay-schedule';

describe('hero overlay schedule', () => {
  it('follows docs/product/site-pages.md#timings-and-constants: 0.1 to 0.7, 9000 ms half-cycle, 15000 ms pause after two cycles', () => {
    expect(overlaySchedule).toEqual({
      minOpacity: 0.1,
      maxOpacity: 0.7,
      halfCycleMs: 9000,
      cyclesBeforePause: 2,
      pauseMs: 15000,
    });
    expect(overlaySteps().map((step) => step.durationMs)).toEqual([9000, 9000, 9000, 9000, 15000]);
    expect(overlayPeriodMs()).toBe(4 * 9000 + 15000);
  });

  it('reaches the maximum at each half-cycle and the minimum at each full cycle', () => {
    expect(overlayOpacityAt(0)).toBeCloseTo(0.1);
    expect(overlayOpacityAt(4500)).toBeCloseTo(0.4);
    expect(overlayOpacityAt(9000)).toBeCloseTo(0.7);
    expect(overlayOpacityAt(18000)).toBeCloseTo(0.1);
    expect(overlayOpacityAt(27000)).toBeCloseTo(0.7);
    expect(overlayOpacityAt(36000)).toBeCloseTo(0.1);
  });

  it('rests at the minimum for 15 s after two cycles, then repeats', () => {
    for (const t of [36000, 40000, 45000, 50999]) expect(overlayOpacityAt(t)).toBeCloseTo(0.1);
    expect(overlayOpacityAt(51000)).toBeCloseTo(0.1);
    expect(overlayOpacityAt(51000 + 9000)).toBeCloseTo(0.7);
    expect(overlayOpacityAt(51000 * 3 + 4500)).toBeCloseTo(overlayOpacityAt(4500));
  });

  it('stays within its range and moves smoothly (no jumps between milliseconds)', () => {
    const period = overlayPeriodMs();
    let previous = overlayOpacityAt(0);
    for (let t = 1; t <= period * 2; t += 50) {
      const value = overlayOpacityAt(t);
      expect(value).toBeGreaterThanOrEqual(0.1 - 1e-9);
      expect(value).toBeLessThanOrEqual(0.7 + 1e-9);
      expect(Math.abs(value - previous)).toBeLessThan(0.01);
      previous = value;
    }
  });

  it('rises while darkening and falls while lightening', () => {
    expect(overlayOpacityAt(3000)).toBeLessThan(overlayOpacityAt(6000));
    expect(overlayOpacityAt(12000)).toBeGreaterThan(overlayOpacityAt(15000));
  });

  it('eases in and out', () => {
    expect(easeInOutSine(0)).toBe(0);
    expect(easeInOutSine(0.5)).toBeCloseTo(0.5);
    expect(easeInOutSine(1)).toBeCloseTo(1);
    expect(easeInOutSine(0.1)).toBeLessThan(0.1);
  });

  it('gives the browser keyframes that match the function at every step boundary', () => {
    const period = overlayPeriodMs();
    const frames = overlayKeyframes();
    expect(frames[0]).toMatchObject({ offset: 0, opacity: 0.1 });
    expect(frames.at(-1)).toMatchObject({ offset: 1, opacity: 0.1 });
    for (const frame of frames) {
      expect(frame.opacity).toBeCloseTo(overlayOpacityAt((frame.offset as number) * period));
    }
    const offsets = frames.map((frame) => frame.offset as number);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
