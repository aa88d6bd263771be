import { describe, expect, it } from 'vitest';
import { estateDay, estateDayStart, lastDays, nextDay } from './lisbon-days.ts';

describe('estate days (Europe/Lisbon)', () => {
  it('puts an instant on the estate’s calendar day', () => {
    expect(estateDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02'); // summer: UTC+1
    expect(estateDay(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01'); // winter: UTC
  });

  it('finds when a day begins, in summer and in winter', () => {
    expect(estateDayStart('2026-07-02').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(estateDayStart('2026-01-02').toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('counts days across months and clock changes', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    const days = lastDays(new Date('2026-03-30T10:00:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-03-01');
    expect(days.at(-1)).toBe('2026-03-30');
  });
});
