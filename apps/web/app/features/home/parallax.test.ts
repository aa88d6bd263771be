import { describe, expect, it } from 'vitest';
import { parallaxMediaQuery, parallaxOffset, slideshowMediaQuery } from './parallax';

describe('hero parallax', () => {
  it('moves the background slower than the page', () => {
    expect(parallaxOffset(0, 800, 0.35)).toBe(0);
    expect(parallaxOffset(100, 800, 0.35)).toBe(35);
    expect(parallaxOffset(100, 800, 0.35)).toBeLessThan(100);
  });

  it('stops once the hero has scrolled away and ignores overscroll', () => {
    expect(parallaxOffset(5000, 800, 0.35)).toBe(280);
    expect(parallaxOffset(-40, 800, 0.35)).toBe(0);
  });

  it('is off at 991 px and below and with reduced motion; the slideshow is off at 900 px', () => {
    expect(parallaxMediaQuery).toBe(
      '(min-width: 992px) and (prefers-reduced-motion: no-preference)',
    );
    expect(slideshowMediaQuery).toBe('(min-width: 901px)');
  });
});
