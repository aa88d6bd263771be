import { bookingRequests, testDatabaseKinds } from '@mdc/db';
import { addDays, lisbonToday } from '@mdc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormTestApp,
  junkRequests,
  newVisitorIp,
  type FormTestApp,
} from '../captcha/form-test-support.ts';

const url = '/api/bookings/wine-tourism/';
const estate = 'geral@montedascegonhas.test';

/** A date `days` after today in Lisbon, as YYYY-MM-DD. */
const inDays = (days: number) => addDays(lisbonToday(new Date()), days);

/** The next given day of the year (MM-DD) at least a week away: in or out of the harvest. */
function next(monthDay: string): string {
  const year = Number(lisbonToday(new Date()).slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear > inDays(7) ? thisYear : `${year + 1}-${monthDay}`;
}

describe.each(testDatabaseKinds)('wine-tourism booking request API on %s', (kind) => {
  let t: FormTestApp;
  beforeAll(async () => {
    t = await createFormTestApp(kind);
  });
  afterAll(async () => t?.close());

  const valid = async (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Sophie',
    last_name: 'Martin',
    email: 'sophie.wt@example.com',
    phone: '+33 6 12 34 56 78',
    experience: 'vineyard_cellar',
    visit_date: inDays(20),
    people: 4,
    activity_language: 'en',
    message: 'One of us is vegetarian.',
    recaptcha_token: await t.captchaToken(),
    lang: 'en',
    ...overrides,
  });
  const stored = () => t.app.database.db.select().from(bookingRequests);

  it('stores the request, e-mails the estate with Reply-To and acknowledges in English', async () => {
    const res = await t.post(url, await valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success' });
    const rows = (await stored()).filter((row) => row.email === 'sophie.wt@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'wine_tourism',
      firstName: 'Sophie',
      experience: 'vineyard_cellar',
      visitDate: inDays(20),
      people: 4,
      activityLanguage: 'en',
      lang: 'en',
      message: 'One of us is vegetarian.',
      guests: null,
      arrival: null,
      departure: null,
      status: 'pending',
      decidedAt: null,
    });

    await t.deliverMail();
    const [notice] = t.mailTo(estate).filter((m) => m.subject?.startsWith('Pedido de enoturismo'));
    expect(notice!.headers.get('reply-to')).toBe('sophie.wt@example.com');
    expect(notice!.subject).toBe(
      `Pedido de enoturismo: Passeio na vinha e prova na adega, ${inDays(20)}, 4 pessoas — Sophie Martin`,
    );
    expect(notice!.text).toContain('Pessoas: 4');
    expect(notice!.text).toContain('Língua da visita: Inglês');
    expect(notice!.text).toContain('One of us is vegetarian.');

    const [receipt] = t.mailTo('sophie.wt@example.com');
    expect(receipt!.subject).toMatch(/^We received your wine tourism request — /);
    expect(receipt!.text).toContain('Experience: Vineyard walk and cellar tasting');
    expect(receipt!.text).toContain('People: 4');
    expect(receipt!.text).toContain('Language of the visit: English');
    expect(receipt!.text).toContain('does not confirm the visit yet');
    expect(receipt!.text).not.toContain('vegetarian');
  });

  it('acknowledges in Portuguese with the date written out; phone and message are optional', async () => {
    const body = await valid({
      email: 'rui.wt@example.com',
      lang: 'pt',
      activity_language: 'pt',
      experience: 'talha_tasting',
      people: 2,
    });
    for (const key of ['phone', 'message'] as const) delete body[key];
    expect((await t.post(url, body)).statusCode).toBe(201);
    await t.deliverMail();
    const [receipt] = t.mailTo('rui.wt@example.com');
    expect(receipt!.subject).toMatch(/^Recebemos o seu pedido de enoturismo — /);
    expect(receipt!.text).toContain('Experiência: Prova de vinho de talha');
    expect(receipt!.text).toContain('Língua da visita: Português');
    expect(receipt!.text).toContain('ainda não confirma a visita');
    const year = inDays(20).slice(0, 4);
    expect(receipt!.text).toMatch(new RegExp(`Data: \\d{1,2} de \\p{L}+ de ${year}`, 'u'));
  });

  it('accepts a visit exactly 6 days ahead and 12 people, and 2 people, a harvest day in season', async () => {
    expect((await t.post(url, await valid({ visit_date: inDays(6), people: 12 }))).statusCode).toBe(
      201,
    );
    expect((await t.post(url, await valid({ people: 2 }))).statusCode).toBe(201);
    const harvest = await valid({ experience: 'harvest_day', visit_date: next('09-15') });
    expect((await t.post(url, harvest)).statusCode).toBe(201);
  });

  it('refuses a visit 5 days ahead, saying at least 6 days ahead', async () => {
    const res = await t.post(url, await valid({ visit_date: inDays(5) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      visit_date: `must be at least 6 days ahead (the earliest date is ${inDays(6)})`,
    });
    expect(res.json().message).toContain('visit_date: must be at least 6 days ahead');
  });

  it.each([
    ['visit_date', 'today', { visit_date: inDays(0) }],
    ['visit_date', 'yesterday', { visit_date: inDays(-1) }],
    ['visit_date', 'not a date', { visit_date: '2026-02-30' }],
    ['visit_date', 'another format', { visit_date: '30/06/2026' }],
    ['visit_date', 'beyond two years', { visit_date: inDays(800) }],
    ['visit_date', 'missing', { visit_date: undefined }],
    ['experience', 'unknown', { experience: 'wine_spa' }],
    ['experience', 'missing', { experience: undefined }],
    [
      'experience',
      'a harvest day in winter',
      { experience: 'harvest_day', visit_date: next('01-10') },
    ],
    ['people', 'zero', { people: 0 }],
    ['people', 'one (groups start at 2)', { people: 1 }],
    ['people', '13', { people: 13 }],
    ['people', '21', { people: 21 }],
    ['people', 'a fraction', { people: 1.5 }],
    ['people', 'text', { people: 'four' }],
    ['people', 'missing', { people: undefined }],
    ['activity_language', 'French', { activity_language: 'fr' }],
    ['activity_language', 'missing', { activity_language: undefined }],
    ['first_name', 'blank', { first_name: ' ' }],
    ['last_name', 'two lines', { last_name: 'Martin\nX' }],
    ['email', 'malformed', { email: 'sophie@' }],
    ['phone', 'words', { phone: 'call me' }],
    ['message', 'over 5000 characters', { message: 'x'.repeat(5001) }],
    ['lang', 'Spanish', { lang: 'es' }],
    ['recaptcha_token', 'missing', { recaptcha_token: undefined }],
  ])('answers 400 naming %s (%s) and stores nothing', async (field, _case, overrides) => {
    const before = await stored();
    const res = await t.post(url, await valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(res.json().message).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('refuses a wrong or reused robot check', async () => {
    const wrong = await t.post(url, await valid({ recaptcha_token: 'e30=' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ recaptcha_token: expect.any(String) });
    const body = await valid();
    expect((await t.post(url, body)).statusCode).toBe(201);
    const reused = await t.post(url, body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields.recaptcha_token).toMatch(/already used/);
  });

  it('limits one visitor to 5 requests a minute, counted apart from the house form', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.post(url, await valid(), ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await t.post(url, await valid(), ip)).json().error).toBe('Too Many Requests');
    // The house form still answers this visitor (400: an empty request, not a 429).
    expect((await t.post('/api/bookings/house/', {}, ip)).statusCode).toBe(400);
  });

  it('never answers 5xx to junk, and ignores fields it does not know', async () => {
    for (const request of junkRequests(url)) {
      const res = await t.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const extra = await t.post(url, await valid({ status: 'accepted', guests: 'up_to_6' }));
    expect(extra.statusCode).toBe(201);
    const [newest] = (await stored()).sort((a, b) => b.id - a.id);
    expect(newest).toMatchObject({ status: 'pending', guests: null });
  });
});
