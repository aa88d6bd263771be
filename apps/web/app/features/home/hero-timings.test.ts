import { describe, expect, it } from 'vitest';
import { heroTimings } from './hero-timings';

describe('hero timings', () => {
  it('uses the timings of docs/product/site-pages.md#home: 5000 ms per slide, 1000 ms fade', () => {
    expect(heroTimings.slideIntervalMs).toBe(5000);
    expect(heroTimings.slideFadeMs).toBe(1000);
  });
});
