import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lisbonToday } from '../forms/form-rules.ts';
import { expectFormSchemaContract, formInputArbitrary } from '../forms/form-input-arbitrary.ts';
import { adminBookingDecisionSchema, adminBookingListQuerySchema } from './wine-tourism-admin.ts';
import { wineTourismBookingSchema } from './wine-tourism-booking.ts';
import {
  earliestVisitDate,
  inHarvestSeason,
  latestVisitDate,
  visitIssues,
  wineTourismBookingLeadDays,
} from './wine-tourism-rules.ts';

describe('the lead time', () => {
  it('is the 6 days of docs/product/site-pages.md', () => {
    expect(wineTourismBookingLeadDays).toBe(6);
    expect(earliestVisitDate('2026-07-01')).toBe('2026-07-07');
    expect(earliestVisitDate('2026-02-26')).toBe('2026-03-04');
    expect(earliestVisitDate('2028-02-26')).toBe('2028-03-03');
    expect(latestVisitDate('2026-07-01')).toBe('2028-06-30');
  });

  it.each([
    ['2026-07-06', ['visit_date']],
    ['2026-07-07', []],
    ['2026-07-01', ['visit_date']],
    ['2026-06-30', ['visit_date']],
    ['2028-06-30', []],
    ['2028-07-01', ['visit_date']],
  ])('a visit on %s, today 2026-07-01: issues on %j', (visit_date, fields) => {
    expect(visitIssues({ visit_date }, '2026-07-01').map((i) => i.field)).toEqual(fields);
  });

  it('says how far ahead and the earliest date', () => {
    expect(visitIssues({ visit_date: '2026-07-03' }, '2026-07-01')).toEqual([
      {
        field: 'visit_date',
        message: 'must be at least 6 days ahead (the earliest date is 2026-07-07)',
      },
    ]);
  });
});

describe('the harvest season', () => {
  it.each([
    ['2026-08-14', false],
    ['2026-08-15', true],
    ['2026-09-30', true],
    ['2026-10-15', true],
    ['2026-10-16', false],
    ['2027-05-01', false],
  ])('%s in season: %s', (date, expected) => {
    expect(inHarvestSeason(date)).toBe(expected);
  });

  it('refuses a harvest day out of season, on the experience', () => {
    const issues = visitIssues(
      { visit_date: '2026-12-01', experience: 'harvest_day' },
      '2026-07-01',
    );
    expect(issues.map((i) => i.field)).toEqual(['experience']);
    expect(
      visitIssues({ visit_date: '2026-12-01', experience: 'talha_tasting' }, '2026-07-01'),
    ).toEqual([]);
  });
});

describe('wineTourismBookingSchema with the clock', () => {
  afterEach(() => vi.useRealTimers());
  const request = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Ana',
    last_name: 'Lopes',
    email: 'ana@example.com',
    experience: 'vineyard_cellar',
    visit_date: '2026-07-10',
    people: 4,
    activity_language: 'en',
    recaptcha_token: 'x',
    ...overrides,
  });
  const issuesOf = (input: unknown) =>
    wineTourismBookingSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];

  it('takes "today" from Lisbon at the moment of parsing: the edge at Lisbon midnight', () => {
    // 22:59:59 UTC on 30 June is 23:59:59 in Lisbon (summer time): still 30 June there.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-30T22:59:59Z') });
    expect(issuesOf(request({ visit_date: '2026-07-06' }))).toEqual([]);
    expect(issuesOf(request({ visit_date: '2026-07-05' }))).toEqual(['visit_date']);
    // One second later it is 1 July in Lisbon (though still 30 June in UTC): 6 July is too soon.
    vi.setSystemTime(new Date('2026-06-30T23:00:00Z'));
    expect(issuesOf(request({ visit_date: '2026-07-06' }))).toEqual(['visit_date']);
    expect(issuesOf(request({ visit_date: '2026-07-07' }))).toEqual([]);
  });

  it('in winter Lisbon’s midnight is UTC’s', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-14T23:59:59Z') });
    expect(issuesOf(request({ visit_date: '2026-01-20' }))).toEqual([]);
    vi.setSystemTime(new Date('2026-01-15T00:00:00Z'));
    expect(issuesOf(request({ visit_date: '2026-01-20' }))).toEqual(['visit_date']);
    expect(
      wineTourismBookingSchema.safeParse(request({ visit_date: '2026-01-20' })).error?.issues[0]
        ?.message,
    ).toBe('must be at least 6 days ahead (the earliest date is 2026-01-21)');
  });

  it('fills the defaults of optional fields', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T12:00:00Z') });
    expect(wineTourismBookingSchema.parse(request())).toMatchObject({
      phone: '',
      message: '',
      lang: 'pt',
      people: 4,
    });
  });

  it.each([
    ['experience', { experience: 'wine_spa' }],
    ['experience', { experience: undefined }],
    ['visit_date', { visit_date: '2026-02-30' }],
    ['visit_date', { visit_date: '10/07/2026' }],
    ['visit_date', { visit_date: undefined }],
    ['people', { people: 0 }],
    ['people', { people: 1 }],
    ['people', { people: 13 }],
    ['people', { people: 21 }],
    ['people', { people: 2.5 }],
    ['people', { people: '4' }],
    ['activity_language', { activity_language: 'fr' }],
    ['email', { email: 'ana@' }],
    ['first_name', { first_name: '' }],
    ['phone', { phone: 'call me' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['recaptcha_token', { recaptcha_token: '' }],
    ['lang', { lang: 'es' }],
  ])('refuses a bad %s (%j) naming it alone', (field, overrides) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T12:00:00Z') });
    expect(issuesOf(request(overrides))).toEqual([field]);
  });

  it('offers the harvest day in season only', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T12:00:00Z') });
    expect(issuesOf(request({ experience: 'harvest_day', visit_date: '2026-09-10' }))).toEqual([]);
    expect(issuesOf(request({ experience: 'harvest_day', visit_date: '2026-07-10' }))).toEqual([
      'experience',
    ]);
    // A date that is too soon and out of season: both said at once.
    expect(issuesOf(request({ experience: 'harvest_day', visit_date: '2026-07-02' }))).toEqual([
      'visit_date',
      'experience',
    ]);
  });

  it('refuses any input naming its fields, or accepts it stably', () => {
    const keys = Object.keys(wineTourismBookingSchema.shape);
    const good = {
      ...request(),
      visit_date: lisbonToday(new Date(Date.now() + 10 * 86_400_000)),
      phone: '+351 912 345 678',
      message: 'Somos quatro.',
      lang: 'en',
    };
    fc.assert(
      fc.property(formInputArbitrary(keys, good), (input) => {
        expectFormSchemaContract(wineTourismBookingSchema, keys, input);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the admin’s booking schemas', () => {
  it('filter by kind and status', () => {
    expect(
      adminBookingListQuerySchema.parse({ kind: 'wine_tourism', status: 'pending' }),
    ).toMatchObject({ kind: 'wine_tourism', status: 'pending', order: 'desc' });
    expect(adminBookingListQuerySchema.safeParse({ kind: 'hotel' }).success).toBe(false);
    expect(adminBookingListQuerySchema.safeParse({ status: 'maybe' }).success).toBe(false);
  });

  it('take an optional note to the visitor', () => {
    expect(adminBookingDecisionSchema.parse({})).toEqual({ decision_note: '' });
    expect(adminBookingDecisionSchema.parse({ decision_note: ' Até dia 10! ' })).toEqual({
      decision_note: 'Até dia 10!',
    });
    expect(adminBookingDecisionSchema.safeParse({ decision_note: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });
});
