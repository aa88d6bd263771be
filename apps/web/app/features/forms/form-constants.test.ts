import {
  estateTimeZone,
  formLimits,
  houseGuestChoices,
  lisbonToday,
  maxStayNights,
} from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { estateToday, fieldLimits, guestChoices, maxNights } from './form-constants';

describe('the pages’ copies of the form schema constants', () => {
  it('equal the originals in @mdc/shared', () => {
    for (const [field, limit] of Object.entries(fieldLimits)) {
      expect(limit, field).toBe(formLimits[field as keyof typeof formLimits]);
    }
    expect(maxNights).toBe(maxStayNights);
    expect(guestChoices).toEqual(houseGuestChoices);
    expect(estateTimeZone).toBe('Europe/Lisbon');
  });

  it('agree with the API on "today" around Lisbon midnight and the clock changes', () => {
    const instants = [
      '2025-01-01T00:00:00Z',
      '2025-03-29T23:59:59Z',
      '2025-03-30T00:30:00Z',
      '2025-06-30T22:59:59Z',
      '2025-06-30T23:00:00Z',
      '2025-10-25T23:30:00Z',
      '2025-12-31T23:59:59Z',
    ];
    for (const instant of instants) {
      const now = new Date(instant);
      expect(estateToday(now), instant).toBe(lisbonToday(now));
    }
  });
});
