import { randomBytes } from 'node:crypto';
import { newsletterSubscribers, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from './admin-test-support.ts';

describe.each(testDatabaseKinds)('admin newsletter subscribers on %s', (kind) => {
  const test = adminTestApp(kind);
  const get = (url: string) => test.api('GET', url);

  /** A subscriber written straight into the table, as the site's double opt-in leaves it. */
  async function subscriber(
    status: 'pending' | 'confirmed' | 'unsubscribed',
    email = `leitor.${randomBytes(5).toString('hex')}@example.com`,
  ) {
    const consentAt = new Date('2024-03-01T09:00:00Z');
    const [row] = await test
      .db()
      .insert(newsletterSubscribers)
      .values({
        email,
        language: 'en',
        status,
        tokenHash: randomBytes(32).toString('hex'),
        consentAt,
        confirmedAt: status === 'pending' ? null : new Date('2024-03-01T09:05:00Z'),
      })
      .returning();
    return row!;
  }

  it('lists subscribers filtered by status and searched by address, without token hashes', async () => {
    const pending = await subscriber('pending');
    const confirmed = await subscriber('confirmed');
    const onlyPending = await get('/api/admin/newsletter-subscribers/?status=pending&per_page=500');
    expect(onlyPending.statusCode).toBe(200);
    const emails = onlyPending.json().data.map((row: { email: string }) => row.email);
    expect(emails).toContain(pending.email);
    expect(emails).not.toContain(confirmed.email);

    const found = await get(`/api/admin/newsletter-subscribers/?q=${confirmed.email}`);
    expect(found.json()).toEqual({
      total: 1,
      data: [
        {
          id: confirmed.id,
          email: confirmed.email,
          language: 'en',
          status: 'confirmed',
          consent_at: '2024-03-01T09:00:00.000Z',
          confirmed_at: '2024-03-01T09:05:00.000Z',
          unsubscribed_at: null,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
    });
    expect(found.body).not.toContain(confirmed.tokenHash);
    expect(found.body).not.toContain('token');
  });

  it.each([
    ['status=gone', 'status'],
    ['sort=token_hash', 'sort'],
    ['per_page=1000', 'per_page'],
  ])('refuses a bad query (%s) naming the field', async (query, field) => {
    const res = await get(`/api/admin/newsletter-subscribers/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('shows one subscriber; 404 for an unknown one, 400 for a bad id', async () => {
    const row = await subscriber('pending');
    const res = await get(`/api/admin/newsletter-subscribers/${row.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, email: row.email, status: 'pending' });
    expect(res.body).not.toContain(row.tokenHash);
    expect((await get('/api/admin/newsletter-subscribers/999999/')).statusCode).toBe(404);
    const bad = await get('/api/admin/newsletter-subscribers/-1/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('unsubscribes with an audit entry; a second time changes nothing', async () => {
    const row = await subscriber('confirmed');
    const url = `/api/admin/newsletter-subscribers/${row.id}/unsubscribe/`;
    const res = await test.api('POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
    });
    const [stored] = await test
      .db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row.id));
    expect(stored).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });

    const again = await test.api('POST', url);
    expect(again.statusCode).toBe(200);
    expect(again.json().unsubscribed_at).toBe(res.json().unsubscribed_at);
    const entries = await test.auditOf('newsletter_subscriber', row.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actor: test.staff.email,
        action: 'unsubscribe',
        changes: { status: ['confirmed', 'unsubscribed'] },
      }),
    ]);
  });

  it('answers 404 when unsubscribing an unknown subscriber', async () => {
    const res = await test.api('POST', '/api/admin/newsletter-subscribers/999999/unsubscribe/');
    expect(res.statusCode).toBe(404);
  });

  it('exports the confirmed subscribers as CSV, quoted and safe to open in a spreadsheet', async () => {
    const plain = await subscriber('confirmed');
    const formula = await subscriber('confirmed', `=HYPERLINK("http://x.example","y")@example.com`);
    const plus = await subscriber(
      'confirmed',
      `+351.${randomBytes(3).toString('hex')}@example.com`,
    );
    const pending = await subscriber('pending');
    const gone = await subscriber('unsubscribed');

    const res = await get('/api/admin/newsletter-subscribers/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const text = res.body;
    expect(text.startsWith('\uFEFFemail,language,consent_at,confirmed_at\r\n')).toBe(true);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain(`${plain.email},en,2024-03-01T09:00:00.000Z,2024-03-01T09:05:00.000Z`);
    expect(lines).toContain(
      `"'=HYPERLINK(""http://x.example"",""y"")@example.com",en,2024-03-01T09:00:00.000Z,2024-03-01T09:05:00.000Z`,
    );
    expect(lines).toContain(`'${plus.email},en,2024-03-01T09:00:00.000Z,2024-03-01T09:05:00.000Z`);
    expect(text).not.toContain(pending.email);
    expect(text).not.toContain(gone.email);
    expect(text).not.toContain(formula.tokenHash);
  });
});
