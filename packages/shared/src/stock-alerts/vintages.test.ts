import { describe, expect, it } from 'vitest';
import {
  currentVintage,
  isSellable,
  vintagesOlderThan,
  vintageToPointTo,
  type VintageCandidate,
} from './vintages.ts';

const wine = (id: number, year: number | null, rest: Partial<VintageCandidate> = {}) => ({
  id,
  year,
  inShop: true,
  archived: false,
  stock: 6,
  ...rest,
});

describe('isSellable', () => {
  it('needs the shop, no archive and a bottle', () => {
    expect(isSellable(wine(1, 2023))).toBe(true);
    expect(isSellable(wine(1, 2023, { stock: 0 }))).toBe(false);
    expect(isSellable(wine(1, 2023, { inShop: false }))).toBe(false);
    expect(isSellable(wine(1, 2023, { archived: true }))).toBe(false);
  });
});

describe('currentVintage', () => {
  it('is the newest sellable year', () => {
    const family = [wine(1, 2021), wine(2, 2023), wine(3, 2022)];
    expect(currentVintage(family)?.id).toBe(2);
  });

  it('skips vintages that cannot be bought and wines without a year', () => {
    const family = [
      wine(1, 2021),
      wine(2, 2024, { stock: 0 }),
      wine(3, 2023, { inShop: false }),
      wine(4, 2022, { archived: true }),
      wine(5, null),
    ];
    expect(currentVintage(family)?.id).toBe(1);
  });

  it('prefers the wine added last of two with the same year, and is null when none sells', () => {
    expect(currentVintage([wine(7, 2023), wine(4, 2023)])?.id).toBe(7);
    expect(currentVintage([wine(1, 2023, { stock: 0 })])).toBeNull();
    expect(currentVintage([])).toBeNull();
  });
});

describe('vintageToPointTo', () => {
  it('points a sold-out vintage to the current one', () => {
    const old = wine(1, 2022, { stock: 0 });
    expect(vintageToPointTo(old, [old, wine(2, 2023)])?.id).toBe(2);
  });

  it('points to an older vintage too, when that is the one that sells', () => {
    const newest = wine(2, 2024, { stock: 0 });
    expect(vintageToPointTo(newest, [wine(1, 2022), newest])?.id).toBe(1);
  });

  it('does not point away from a wine that sells, nor to itself or to nothing', () => {
    const selling = wine(1, 2022);
    expect(vintageToPointTo(selling, [selling, wine(2, 2023)])).toBeNull();
    const alone = wine(3, 2023, { stock: 0 });
    expect(vintageToPointTo(alone, [alone])).toBeNull();
  });
});

describe('vintagesOlderThan', () => {
  it('are the older vintages that cannot be bought, when the published one is current', () => {
    const published = wine(4, 2024);
    const family = [
      wine(1, 2021, { stock: 0 }),
      wine(2, 2022),
      wine(3, 2023, { inShop: false }),
      published,
      wine(5, null, { stock: 0 }),
    ];
    expect(vintagesOlderThan(published, family).map((w) => w.id)).toEqual([1, 3]);
  });

  it('are none when a newer vintage sells already, or the published wine has no year', () => {
    const published = wine(2, 2023);
    const family = [wine(1, 2021, { stock: 0 }), published, wine(3, 2024)];
    expect(vintagesOlderThan(published, family)).toEqual([]);
    const undated = wine(4, null);
    expect(vintagesOlderThan(undated, [wine(1, 2021, { stock: 0 }), undated])).toEqual([]);
  });
});
