import { randomBytes } from 'node:crypto';
import { bookingRequests, contactMessages, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from './admin-test-support.ts';

describe.each(testDatabaseKinds)('admin messages on %s', (kind) => {
  const test = adminTestApp(kind);
  const get = (url: string) => test.api('GET', url);
  const mark = (resource: string, id: number | string, body: unknown) =>
    test.api('POST', `/api/admin/${resource}/${id}/handled/`, body);
  const tag = () => randomBytes(4).toString('hex');

  async function contactMessage(subject: string, createdAt: Date) {
    const [row] = await test
      .db()
      .insert(contactMessages)
      .values({
        firstName: 'Inês',
        lastName: 'Barros',
        email: `ines.${tag()}@example.com`,
        phone: '+351 912 345 678',
        subject,
        message: 'Gostaria de visitar a adega.\nSomos quatro.',
        lang: 'pt',
        createdAt,
      })
      .returning();
    return row!;
  }

  async function bookingRequest(message: string) {
    const [row] = await test
      .db()
      .insert(bookingRequests)
      .values({
        kind: 'house',
        firstName: 'John',
        lastName: 'Smith',
        email: `john.${tag()}@example.com`,
        guests: 'up_to_6',
        arrival: '2026-07-01',
        departure: '2026-07-08',
        message,
        roomId: 'casa-do-monte',
        lang: 'en',
      })
      .returning();
    return row!;
  }

  it('lists contact messages newest first, searched by subject, name or address', async () => {
    const subject = `Visita ${tag()}`;
    const older = await contactMessage(subject, new Date('2024-01-01T10:00:00Z'));
    const newer = await contactMessage(subject, new Date('2024-02-01T10:00:00Z'));
    const res = await get(`/api/admin/contact-messages/?q=${encodeURIComponent(subject)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);
    expect(res.json().data[0]).toEqual({
      id: newer.id,
      first_name: 'Inês',
      last_name: 'Barros',
      email: newer.email,
      phone: '+351 912 345 678',
      subject,
      message: 'Gostaria de visitar a adega.\nSomos quatro.',
      lang: 'pt',
      handled: false,
      handled_at: null,
      created_at: '2024-02-01T10:00:00.000Z',
    });
    const byEmail = await get(`/api/admin/contact-messages/?q=${encodeURIComponent(older.email)}`);
    expect(byEmail.json().data.map((row: { id: number }) => row.id)).toEqual([older.id]);
    const byName = await get(`/api/admin/contact-messages/?q=in%C3%AAs%20barros&per_page=500`);
    expect(byName.json().data.map((row: { id: number }) => row.id)).toContain(older.id);
  });

  it('marks a contact message handled and back, with audit entries and the filter following', async () => {
    const subject = `Encomenda ${tag()}`;
    const row = await contactMessage(subject, new Date());
    const handled = await mark('contact-messages', row.id, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      id: row.id,
      handled: true,
      handled_at: expect.any(String),
    });

    const q = `q=${encodeURIComponent(subject)}`;
    expect((await get(`/api/admin/contact-messages/?${q}&handled=false`)).json().total).toBe(0);
    expect((await get(`/api/admin/contact-messages/?${q}&handled=true`)).json().total).toBe(1);

    // Marking it handled again keeps the first time.
    const twice = await mark('contact-messages', row.id, { handled: true });
    expect(twice.json().handled_at).toBe(handled.json().handled_at);

    const cleared = await mark('contact-messages', row.id, { handled: false });
    expect(cleared.json()).toMatchObject({ handled: false, handled_at: null });
    expect((await get(`/api/admin/contact-messages/?${q}&handled=false`)).json().total).toBe(1);
    const detail = await get(`/api/admin/contact-messages/${row.id}/`);
    expect(detail.json()).toMatchObject({ id: row.id, subject, handled: false });

    // Oldest first.
    const entries = (await test.auditOf('contact_message', row.id)).reverse();
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      [test.staff.email, 'handled'],
      [test.staff.email, 'not_handled'],
    ]);
  });

  it('lists, shows and marks booking requests', async () => {
    const words = `Late arrival ${tag()}`;
    const row = await bookingRequest(words);
    const list = await get(
      `/api/admin/booking-requests/?q=${encodeURIComponent(words)}&handled=false`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      total: 1,
      data: [
        {
          id: row.id,
          kind: 'house',
          first_name: 'John',
          last_name: 'Smith',
          email: row.email,
          phone: '',
          guests: 'up_to_6',
          arrival: '2026-07-01',
          departure: '2026-07-08',
          experience: null,
          visit_date: null,
          people: null,
          activity_language: null,
          message: words,
          room_id: 'casa-do-monte',
          lang: 'en',
          status: 'pending',
          decided_at: null,
          decision_note: '',
          handled: false,
          handled_at: null,
          created_at: expect.any(String),
        },
      ],
    });
    const detail = await get(`/api/admin/booking-requests/${row.id}/`);
    expect(detail.json()).toMatchObject({ id: row.id, arrival: '2026-07-01' });

    const handled = await mark('booking-requests', row.id, { handled: true });
    expect(handled.json()).toMatchObject({ handled: true, handled_at: expect.any(String) });
    const [stored] = await test
      .db()
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, row.id));
    expect(stored!.handledAt).toBeInstanceOf(Date);
    const [entry] = await test.auditOf('booking_request', row.id);
    expect(entry).toMatchObject({ action: 'handled', changes: { handled: [false, true] } });
  });

  describe.each(['contact-messages', 'booking-requests'])('%s', (resource) => {
    it.each([
      ['handled=maybe', 'handled'],
      ['sort=message', 'sort'],
      ['order=sideways', 'order'],
      ['page=0', 'page'],
    ])('refuses a bad query (%s) naming the field', async (query, field) => {
      const res = await get(`/api/admin/${resource}/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    });

    it('answers 404 for an unknown record and 400 for a bad id', async () => {
      expect((await get(`/api/admin/${resource}/999999/`)).statusCode).toBe(404);
      expect((await mark(resource, 999999, { handled: true })).statusCode).toBe(404);
      const bad = await get(`/api/admin/${resource}/x/`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('id');
    });

    it.each([[{}], [{ handled: 'yes' }], [{ handled: 1 }]])(
      'refuses a bad body (%j) naming handled',
      async (body) => {
        const res = await mark(resource, 1, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('handled');
      },
    );
  });
});
