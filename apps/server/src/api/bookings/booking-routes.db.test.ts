import { bookingRequests, testDatabaseKinds } from '@mdc/db';
import { daysBetween, lisbonToday } from '@mdc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormTestApp,
  junkRequests,
  newVisitorIp,
  type FormTestApp,
} from '../captcha/form-test-support.ts';

const url = '/api/bookings/house/';
const estate = 'geral@montedascegonhas.test';

/** A date `days` after today in Lisbon, as YYYY-MM-DD. */
function inDays(days: number): string {
  const today = lisbonToday(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds)('house booking request API on %s', (kind) => {
  let t: FormTestApp;
  beforeAll(async () => {
    t = await createFormTestApp(kind);
  });
  afterAll(async () => t?.close());

  const valid = async (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Sophie',
    last_name: 'Martin',
    email: 'sophie@example.com',
    phone: '+33 6 12 34 56 78',
    guests: 'up_to_6',
    arrival: inDays(30),
    departure: inDays(37),
    message: 'We travel with a small dog.',
    room_id: 'casa-monte-1',
    recaptcha_token: await t.captchaToken(),
    lang: 'en',
    ...overrides,
  });
  const stored = () => t.app.database.db.select().from(bookingRequests);

  it('stores the request, e-mails the estate with Reply-To and acknowledges in English', async () => {
    const res = await t.post(url, await valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success' });
    const [row] = await stored();
    expect(row).toMatchObject({
      kind: 'house',
      firstName: 'Sophie',
      guests: 'up_to_6',
      arrival: inDays(30),
      departure: inDays(37),
      roomId: 'casa-monte-1',
      lang: 'en',
      message: 'We travel with a small dog.',
    });

    await t.deliverMail();
    const [notice] = t.mailTo(estate);
    expect(notice!.headers.get('reply-to')).toBe('sophie@example.com');
    expect(notice!.subject).toBe(
      `Pedido de reserva da casa: ${inDays(30)} a ${inDays(37)} — Sophie Martin`,
    );
    expect(notice!.text).toContain('até 6 pessoas');
    expect(notice!.text).toContain('Noites: 7');
    expect(notice!.text).toContain('We travel with a small dog.');

    const [receipt] = t.mailTo('sophie@example.com');
    expect(receipt!.subject).toMatch(/^We received your booking request — /);
    expect(receipt!.text).toContain('Nights: 7');
    expect(receipt!.text).toContain('up to 6 people');
    expect(receipt!.text).toContain('does not confirm the booking yet');
    expect(receipt!.text).not.toContain('small dog');
  });

  it('acknowledges in Portuguese, with dates written out; room, phone and message are optional', async () => {
    const body = await valid({ email: 'rui@example.com', lang: 'pt', guests: 'up_to_12' });
    for (const key of ['room_id', 'phone', 'message'] as const) delete body[key];
    expect((await t.post(url, body)).statusCode).toBe(201);
    await t.deliverMail();
    const [receipt] = t.mailTo('rui@example.com');
    expect(receipt!.subject).toMatch(/^Recebemos o seu pedido de reserva — /);
    expect(receipt!.text).toContain('até 12 pessoas');
    const year = inDays(30).slice(0, 4);
    expect(receipt!.text).toMatch(new RegExp(`Chegada: \\d{1,2} de \\p{L}+ de ${year}`, 'u'));
  });

  it('accepts arrival today (Lisbon) and a 60-night stay', async () => {
    const res = await t.post(url, await valid({ arrival: inDays(0), departure: inDays(60) }));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['arrival', 'yesterday', { arrival: inDays(-1) }],
    ['arrival', 'not a date', { arrival: '2026-02-30' }],
    ['arrival', 'another format', { arrival: '30/06/2026' }],
    ['arrival', 'beyond two years', { arrival: inDays(800), departure: inDays(801) }],
    ['departure', 'same day', { departure: inDays(30) }],
    ['departure', 'before arrival', { departure: inDays(29) }],
    ['departure', '61 nights', { departure: inDays(91) }],
    ['departure', 'missing', { departure: undefined }],
    ['guests', 'a number', { guests: 8 }],
    ['guests', 'up_to_10', { guests: 'up_to_10' }],
    ['room_id', 'a path', { room_id: '../etc' }],
    ['first_name', 'blank', { first_name: ' ' }],
    ['email', 'malformed', { email: 'sophie@' }],
    ['message', 'over 5000 characters', { message: 'x'.repeat(5001) }],
    ['recaptcha_token', 'missing', { recaptcha_token: undefined }],
  ])('answers 400 naming %s (%s) and keeps what was stored', async (field, _case, overrides) => {
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

  it('limits one visitor to 5 requests a minute', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.post(url, await valid(), ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('never answers 5xx to junk', async () => {
    for (const request of junkRequests(url)) {
      const res = await t.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const nights = daysBetween(inDays(1), inDays(3));
    const extra = await t.post(url, await valid({ nights, price: 0, status: 'confirmed' }));
    expect(extra.statusCode).toBe(201);
  });
});
