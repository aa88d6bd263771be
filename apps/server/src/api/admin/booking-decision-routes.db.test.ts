import { randomBytes } from 'node:crypto';
import { auditLog, bookingRequests, emails, testDatabaseKinds } from '@mdc/db';
import { addDays, lisbonToday } from '@mdc/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../accounts/account-test-support.ts';
import { adminTestApp, customerAccount } from './admin-test-support.ts';

const estateEmail = 'geral@montedascegonhas.test';
const inDays = (days: number) => addDays(lisbonToday(new Date()), days);

/**
 * Staff's answer to a wine-tourism request (docs/decisions/073-wine-tourism-booking.md): accept
 * or decline once, with an audit entry and the visitor's e-mail in the outbox, in their language.
 */
describe.each(testDatabaseKinds)('booking request decisions on %s', (kind) => {
  const test = adminTestApp(kind, () => ({
    ESTATE_EMAIL: estateEmail,
    PUBLIC_URL: 'https://vinhos.example',
  }));
  const tag = () => randomBytes(4).toString('hex');
  const decide = (id: number | string, decision: string, body: unknown = {}) =>
    test.api('POST', `/api/admin/booking-requests/${id}/${decision}/`, body);

  async function wineTourismRequest(values: Partial<typeof bookingRequests.$inferInsert> = {}) {
    const [row] = await test
      .db()
      .insert(bookingRequests)
      .values({
        kind: 'wine_tourism',
        firstName: 'Sophie',
        lastName: 'Martin',
        email: `sophie.${tag()}@example.com`,
        experience: 'vineyard_picnic',
        visitDate: inDays(20),
        people: 5,
        activityLanguage: 'en',
        message: 'Two children.',
        lang: 'en',
        ...values,
      })
      .returning();
    return row!;
  }

  const mailTo = (address: string) =>
    test.db().select().from(emails).where(eq(emails.to, address)).orderBy(emails.id);
  const stored = async (id: number) =>
    (await test.db().select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]!;

  it('lists wine-tourism requests with their fields, filtered by kind and status', async () => {
    const words = `Picnic ${tag()}`;
    const row = await wineTourismRequest({ message: words });
    const q = `q=${encodeURIComponent(words)}`;
    const list = await test.api('GET', `/api/admin/booking-requests/?${q}&kind=wine_tourism`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: row.id,
        kind: 'wine_tourism',
        first_name: 'Sophie',
        last_name: 'Martin',
        email: row.email,
        phone: '',
        guests: null,
        arrival: null,
        departure: null,
        experience: 'vineyard_picnic',
        visit_date: inDays(20),
        people: 5,
        activity_language: 'en',
        message: words,
        room_id: null,
        lang: 'en',
        status: 'pending',
        decided_at: null,
        decision_note: '',
        handled: false,
        handled_at: null,
        created_at: expect.any(String),
      },
    ]);
    const total = async (filters: string) =>
      (await test.api('GET', `/api/admin/booking-requests/?${q}&${filters}`)).json().total;
    expect(await total('kind=house')).toBe(0);
    expect(await total('status=pending')).toBe(1);
    expect(await total('status=accepted')).toBe(0);
    // House requests get no answer here: an answer filter leaves them out.
    await test
      .db()
      .insert(bookingRequests)
      .values({
        kind: 'house',
        firstName: 'John',
        lastName: 'Smith',
        email: `john.${tag()}@example.com`,
        guests: 'up_to_6',
        arrival: inDays(10),
        departure: inDays(12),
        message: words,
        lang: 'en',
      });
    expect(await total('kind=house')).toBe(1);
    expect(await total('status=pending')).toBe(1);
    expect(await total('handled=false')).toBe(2);
    for (const bad of ['kind=hotel', 'status=maybe']) {
      const res = await test.api('GET', `/api/admin/booking-requests/?${bad}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([bad.split('=')[0]]);
    }
  });

  it('accepts once: stored, handled, audited, and the visitor told in English where to meet', async () => {
    const row = await wineTourismRequest();
    const res = await decide(row.id, 'accept', { decision_note: 'We meet at 10:30 by the gate.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      status: 'accepted',
      decided_at: expect.any(String),
      decision_note: 'We meet at 10:30 by the gate.',
      handled: true,
    });
    const after = await stored(row.id);
    expect(after.decidedAt).toBeInstanceOf(Date);
    expect(after.handledAt?.toISOString()).toBe(after.decidedAt?.toISOString());

    const [mail] = await mailTo(row.email);
    expect(mail!.subject).toBe('Your visit is confirmed — Monte das Cegonhas');
    expect(mail!.replyTo).toBe(estateEmail);
    expect(mail!.text).toContain('Hello Sophie,');
    expect(mail!.text).toContain('Experience: Picnic in the vineyard');
    expect(mail!.text).toMatch(/Date: [\p{L} \d,]+ \d{4}\n/u);
    expect(mail!.text).toContain('People: 5');
    expect(mail!.text).toContain('We meet at 10:30 by the gate.');
    // Where to meet and whom to call come from the company contact record.
    expect(mail!.text).toContain('Estrada Nacional 114, km 184');
    expect(mail!.text).toContain('+351 912 000 347');
    expect(mail!.text).toContain('What to bring:');
    expect(mail!.html).toContain('We meet at 10:30 by the gate.');

    const [entry] = await test.auditOf('booking_request', row.id);
    expect(entry).toMatchObject({
      actor: test.staff.email,
      action: 'accepted',
      changes: {
        status: ['pending', 'accepted'],
        decision_note: ['', 'We meet at 10:30 by the gate.'],
        handled: [false, true],
      },
    });

    // A second answer is refused, whichever it is, and changes nothing.
    for (const decision of ['accept', 'decline']) {
      const again = await decide(row.id, decision, { decision_note: 'Sorry!' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'booking_decided' });
    }
    expect(await stored(row.id)).toEqual(after);
    expect(await mailTo(row.email)).toHaveLength(1);
    expect(await test.auditOf('booking_request', row.id)).toHaveLength(1);
  });

  it('declines in Portuguese with the note and a link to choose another date', async () => {
    const row = await wineTourismRequest({
      lang: 'pt',
      activityLanguage: 'pt',
      experience: 'talha_tasting',
      firstName: 'Rui',
    });
    const res = await decide(row.id, 'decline', {
      decision_note: 'Nesse dia a adega está fechada.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', handled: true });
    const [mail] = await mailTo(row.email);
    expect(mail!.subject).toBe('O seu pedido de enoturismo — Monte das Cegonhas');
    expect(mail!.replyTo).toBe(estateEmail);
    expect(mail!.text).toContain('Olá Rui,');
    expect(mail!.text).toContain('Experiência: Prova de vinho de talha');
    expect(mail!.text).toContain('Língua da visita: Português');
    expect(mail!.text).toContain('Nesse dia a adega está fechada.');
    expect(mail!.text).toContain('https://vinhos.example/pagina-de-enoturismo');
    const [entry] = await test.auditOf('booking_request', row.id);
    expect(entry).toMatchObject({
      action: 'declined',
      changes: { status: ['pending', 'declined'] },
    });
  });

  it('keeps a note optional and an earlier handled mark as it was', async () => {
    const row = await wineTourismRequest({ handledAt: new Date('2026-01-02T10:00:00Z') });
    const res = await decide(row.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      decision_note: '',
      handled_at: '2026-01-02T10:00:00.000Z',
    });
    const [mail] = await mailTo(row.email);
    expect(mail!.text).not.toContain('A message from the team');
  });

  it('refuses to accept a visit whose date has passed, but may decline it', async () => {
    const row = await wineTourismRequest({ visitDate: inDays(-2) });
    const accept = await decide(row.id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'booking_visit_past', args: { date: inDays(-2) } });
    expect((await stored(row.id)).status).toBe('pending');
    expect((await decide(row.id, 'decline')).statusCode).toBe(200);
  });

  it('answers house requests by e-mail only: 409', async () => {
    const [house] = await test
      .db()
      .insert(bookingRequests)
      .values({
        kind: 'house',
        firstName: 'John',
        lastName: 'Smith',
        email: `john.${tag()}@example.com`,
        guests: 'up_to_6',
        arrival: inDays(10),
        departure: inDays(12),
        lang: 'en',
      })
      .returning();
    const res = await decide(house!.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'booking_not_decidable' });
    expect(await mailTo(house!.email)).toEqual([]);
  });

  it('answers 404 for an unknown request and 400 naming a bad id or note', async () => {
    const missing = await decide(999999, 'accept');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    const badId = await decide('x', 'decline');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    const row = await wineTourismRequest();
    for (const decision_note of [42, 'x'.repeat(2001), 'a\u0000b']) {
      const bad = await decide(row.id, 'accept', { decision_note });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['decision_note']);
    }
    expect((await stored(row.id)).status).toBe('pending');
  });

  it('lets only staff decide: 401 without a token, 403 for a customer', async () => {
    const row = await wineTourismRequest();
    const url = `/api/admin/booking-requests/${row.id}/accept/`;
    expect((await call(test.app, 'POST', url, { body: {} })).statusCode).toBe(401);
    const customer = await customerAccount(test.app);
    const refused = await call(test.app, 'POST', url, { body: {}, token: customer.access });
    expect(refused.statusCode).toBe(403);
    expect((await stored(row.id)).status).toBe('pending');
    const audits = await test
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking_request'), eq(auditLog.entityId, String(row.id))));
    expect(audits).toEqual([]);
  });
});
