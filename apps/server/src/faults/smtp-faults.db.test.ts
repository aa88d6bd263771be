import { retryDelayMs, startTestSmtpServer, type TestSmtpServer } from '@mdc/core';
import { bookingRequests, contactMessages, emails, testDatabaseKinds } from '@mdc/db';
import { lisbonToday } from '@mdc/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customerInEvora,
  demoIds,
  oneExmoToEvora,
  orderOfCheckout,
} from '../api/checkout/checkout-test-support.ts';
import { createFormTestApp, type FormTestApp } from '../api/captcha/form-test-support.ts';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.ts';
import { confirmBodyFor, confirmUrl, intentUrl, stripeEnvFor } from './fault-test-support.ts';

const estate = 'geral@montedascegonhas.test';

/** A date `days` after today in Lisbon, as YYYY-MM-DD. */
function inDays(days: number): string {
  const date = new Date(`${lisbonToday(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Issue 8, "SMTP down": the visitor's request never depends on the mail server. Orders, contact
 * messages and booking requests are saved and answered while SMTP is unreachable; their e-mails
 * wait in the outbox, are retried on the worker's backoff (not before), and go out exactly once
 * when the server is back.
 */
describe.each(testDatabaseKinds)('SMTP down on %s', (kind) => {
  let t: FormTestApp;
  let stripe: FakeStripe;
  let smtpPort: number;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    // A port where no SMTP server listens (yet): connections are refused.
    const probe = await startTestSmtpServer();
    smtpPort = probe.port;
    await probe.close();
    stripe = await startFakeStripe();
    t = await createFormTestApp(kind, {
      ...stripeEnvFor(stripe),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
    });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await stripe?.close();
  });

  it('saves and answers while SMTP is unreachable, then sends each e-mail once when it is back', async () => {
    const db = t.app.database.db;
    const buyer = `smtp-down-${kind}@example.com`;
    const visitor = `contact-${kind}@example.com`;
    const guest = `booking-${kind}@example.com`;

    // A paid order: intent, the payment at Stripe, the page's confirm call.
    const ids = await demoIds(db);
    const request = { ...oneExmoToEvora(ids), customer: { ...customerInEvora, email: buyer } };
    const intent = await t.post(intentUrl, request);
    expect(intent.statusCode).toBe(200);
    stripe.succeed(intent.json().paymentIntentId);
    const confirmed = await t.post(
      confirmUrl,
      confirmBodyFor(request, intent.json().paymentIntentId),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await orderOfCheckout(db, request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
    });

    const contact = await t.post('/api/contact_form/submit/', {
      first_name: 'Maria',
      last_name: 'Silva',
      email: visitor,
      subject: 'Visita à adega',
      message: 'Gostaríamos de visitar a adega.',
      recaptcha_token: await t.captchaToken(),
      lang: 'pt',
    });
    expect(contact.statusCode).toBe(201);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, visitor)),
    ).toHaveLength(1);

    const booking = await t.post('/api/bookings/house/', {
      first_name: 'Sophie',
      last_name: 'Martin',
      email: guest,
      phone: '+33 6 12 34 56 78',
      guests: 'up_to_6',
      arrival: inDays(30),
      departure: inDays(37),
      recaptcha_token: await t.captchaToken(),
      lang: 'en',
    });
    expect(booking.statusCode).toBe(201);
    expect(
      await db.select().from(bookingRequests).where(eq(bookingRequests.email, guest)),
    ).toHaveLength(1);

    // Each request had a delivery attempt started after its commit (one may still be queued:
    // the first flush may be it). They failed; the next pass finds nothing due before the backoff.
    await t.app.services.mail.flush();
    expect(await t.app.services.mail.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const recipients = [buyer, visitor, guest, estate];
    const queued = () => db.select().from(emails).where(inArray(emails.to, recipients));
    const waiting = await queued();
    // To the buyer, the visitor and the guest, and the estate's notice of each.
    expect(waiting.map((row) => row.to).sort()).toEqual(
      [buyer, visitor, guest, estate, estate, estate].sort(),
    );
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime() - row.updatedAt.getTime()).toBe(retryDelayMs(1));
    }

    // SMTP comes back on its address. Before the backoff has passed, nothing is sent.
    smtp = await startTestSmtpServer(smtpPort);
    expect(await t.app.services.mail.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);

    // The worker's clock past the first retry delay (30 s): everything goes out, once.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + retryDelayMs(1) + 1000);
    expect(await t.app.services.mail.flush()).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(await t.app.services.mail.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    vi.useRealTimers();

    const delivered = smtp.received.flatMap((mail) => mail.envelope.to).sort();
    expect(delivered).toEqual([buyer, visitor, guest, estate, estate, estate].sort());
    for (const row of await queued()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    }
  });
});
