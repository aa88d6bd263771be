import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysBetween, lisbonToday, stayDateIssues } from './form-rules.ts';
import { expectFormSchemaContract, formInputArbitrary } from './form-input-arbitrary.ts';
import { contactMessageSchema, houseBookingSchema, newsletterSubscribeSchema } from './forms.ts';

describe('lisbonToday', () => {
  it('is the calendar date in Lisbon, summer time included', () => {
    // 23:30 UTC on 30 June is already 1 July in Lisbon (UTC+1).
    expect(lisbonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter Lisbon is on UTC.
    expect(lisbonToday(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });
});

describe('daysBetween', () => {
  it('counts nights across month ends, leap days and the clock change', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-07-10', '2026-07-03')).toBe(-7);
  });
});

describe('stayDateIssues', () => {
  const today = '2026-07-01';
  it.each([
    ['2026-07-01', '2026-07-02', []],
    ['2026-07-01', '2026-08-30', []],
    ['2026-06-30', '2026-07-02', ['arrival']],
    ['2026-07-05', '2026-07-05', ['departure']],
    ['2026-07-05', '2026-07-04', ['departure']],
    ['2026-07-01', '2026-08-31', ['departure']],
    ['2028-07-01', '2028-07-02', ['arrival']],
  ])('arrival %s, departure %s: issues on %j', (arrival, departure, fields) => {
    expect(stayDateIssues({ arrival, departure }, today).map((i) => i.field)).toEqual(fields);
  });
});

describe('houseBookingSchema with the clock', () => {
  afterEach(() => vi.useRealTimers());
  const booking = (arrival: string, departure: string) => ({
    first_name: 'Ana',
    last_name: 'Lopes',
    email: 'ana@example.com',
    guests: 'up_to_6',
    arrival,
    departure,
    recaptcha_token: 'x',
  });

  it('takes "today" from Lisbon at the moment of parsing', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-30T23:30:00Z') });
    const yesterdayInLisbon = houseBookingSchema.safeParse(booking('2026-06-30', '2026-07-03'));
    expect(yesterdayInLisbon.success).toBe(false);
    expect(yesterdayInLisbon.error?.issues.map((i) => i.path)).toEqual([['arrival']]);
    expect(houseBookingSchema.safeParse(booking('2026-07-01', '2026-07-03')).success).toBe(true);
  });

  it('compares dates only when both are real dates', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T12:00:00Z') });
    const result = houseBookingSchema.safeParse(booking('2026-02-30', '2026-06-01'));
    expect(result.error?.issues.map((i) => i.path)).toEqual([['arrival']]);
  });

  it('fills the defaults of optional fields', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    expect(houseBookingSchema.parse(booking('2026-06-10', '2026-06-12'))).toMatchObject({
      phone: '',
      message: '',
      lang: 'pt',
    });
  });
});

describe('form schemas', () => {
  it('trim text and keep e-mail addresses as typed (lower-casing is the newsletter’s)', () => {
    expect(
      contactMessageSchema.parse({
        first_name: ' Ana ',
        last_name: 'Lopes',
        email: ' Ana@Example.com ',
        message: ' Olá \n',
        recaptcha_token: 't',
      }),
    ).toMatchObject({ first_name: 'Ana', email: 'Ana@Example.com', message: 'Olá', subject: '' });
  });

  it.each([
    ['newsletter', newsletterSubscribeSchema],
    ['contact', contactMessageSchema],
    ['house booking', houseBookingSchema],
  ] as const)('%s: any input is refused naming its fields, or accepted stably', (_, schema) => {
    const keys = Object.keys(schema.shape);
    const good = {
      first_name: 'Ana',
      last_name: 'Lopes',
      email: 'ana@example.com',
      phone: '+351 912 345 678',
      subject: 'Visita',
      message: 'Olá',
      guests: 'up_to_6',
      room_id: 'casa',
      language: 'en',
      lang: 'en',
      arrival: lisbonToday(new Date()),
      departure: lisbonToday(new Date(Date.now() + 2 * 86_400_000)),
      recaptcha_token: 'x',
    };
    fc.assert(
      fc.property(formInputArbitrary(keys, good), (input) => {
        expectFormSchemaContract(schema, keys, input);
      }),
      { numRuns: 500 },
    );
  });
});
