import { describe, expect, it } from 'vitest';
import {
  clampFocus,
  focusFromClick,
  imageSlotOfSrc,
  imageSlots,
  objectPositionOf,
} from './image-slots.ts';
import { siteImageInputSchema, siteImageParamsSchema } from './image-slot-schemas.ts';

describe('image slot registry', () => {
  it('has unique keys and unique default drawings', () => {
    expect(new Set(imageSlots.map((s) => s.key)).size).toBe(imageSlots.length);
    expect(new Set(imageSlots.map((s) => s.defaultSrc)).size).toBe(imageSlots.length);
  });

  it('finds a slot by the drawing a page or a record names', () => {
    expect(imageSlotOfSrc('/images/gallery/house-pool.svg')?.key).toBe('gallery-house-pool');
    expect(imageSlotOfSrc('/media/abc/320.webp')).toBeUndefined();
    expect(imageSlotOfSrc(null)).toBeUndefined();
  });

  it('accepts only known slots in the address', () => {
    expect(siteImageParamsSchema.safeParse({ slot: 'home-hero-bottles' }).success).toBe(true);
    expect(siteImageParamsSchema.safeParse({ slot: 'home-hero-nothing' }).success).toBe(false);
  });
});

describe('focal point', () => {
  it('is the click position in whole percent of the box', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focusFromClick({ x: 200, y: 100 }, box)).toEqual({ x: 25, y: 25 });
    expect(focusFromClick({ x: 500, y: 250 }, box)).toEqual({ x: 100, y: 100 });
  });

  it('stays inside the picture, and a degenerate box gives the centre', () => {
    const box = { left: 0, top: 0, width: 100, height: 100 };
    expect(focusFromClick({ x: -40, y: 180 }, box)).toEqual({ x: 0, y: 100 });
    expect(focusFromClick({ x: 5, y: 5 }, { ...box, width: 0 })).toEqual({ x: 50, y: 50 });
    expect(clampFocus({ x: Number.NaN, y: 33.4 })).toEqual({ x: 50, y: 33 });
  });

  it('becomes an object-position', () => {
    expect(objectPositionOf({ x: 30, y: 70 })).toBe('30% 70%');
  });

  it('is validated with the alt texts', () => {
    const base = { media_id: 'a'.repeat(32), alt: { pt: 'Vinha', en: 'Vineyard' } };
    expect(siteImageInputSchema.parse(base)).toMatchObject({ focus_x: 50, focus_y: 50 });
    expect(siteImageInputSchema.safeParse({ ...base, focus_x: 101 }).success).toBe(false);
    expect(siteImageInputSchema.safeParse({ ...base, focus_y: 2.5 }).success).toBe(false);
    const noAlt = siteImageInputSchema.safeParse({ ...base, alt: { pt: ' ', en: 'x' } });
    expect(noAlt.error?.issues[0]?.path).toEqual(['alt', 'pt']);
  });
});
