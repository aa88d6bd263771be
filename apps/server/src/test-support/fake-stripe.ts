import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A payment intent as the fake keeps it (the fields our provider reads). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  created: number;
}

export interface FakeStripe {
  /** STRIPE_API_URL for the app under test. */
  url: string;
  /** STRIPE_WEBHOOK_SECRET the fake signs events with. */
  webhookSecret: string;
  intents: Map<string, FakeIntent>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  /** While true, refund requests fail as a Stripe outage would (500, not retried, nothing done). */
  refundOutage: boolean;
  /** Every request: method, path and Idempotency-Key. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | undefined }>;
  /** What the buyer's browser does with Stripe.js: the payment goes through, or fails. */
  succeed(id: string): FakeIntent;
  fail(id: string, message?: string): FakeIntent;
  /** A signed webhook request about an intent, as Stripe would post it. */
  webhook(
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    intentId: string,
    eventId?: string,
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

/** Stripe's form encoding (`metadata[order_id]=1`) into an object, one level of brackets. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested) {
      const inner = (out[nested[1]!] ??= {}) as Record<string, string>;
      inner[nested[2]!] = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Tests only: a small Stripe API on localhost, enough for the real SDK's PaymentIntent calls
 * (create, update, retrieve, cancel; refunds), with idempotency keys honoured as Stripe does, plus
 * helpers to settle an intent and to sign webhook events.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe('sk_test_fake');

  const error = (status: number, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message } },
  });

  function handle(method: string, path: string, form: Record<string, unknown>) {
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(cancel))?$/.exec(path);
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent) return error(404, `No such payment_intent: '${String(form.payment_intent)}'`);
      if (intent.status !== 'succeeded') {
        return error(400, `PaymentIntent ${intent.id} has not succeeded: nothing to refund.`);
      }
      const refund = {
        id: id('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount: form.amount === undefined ? intent.amount : Number(form.amount),
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (!match) return error(404, `Unrecognized request URL (${method}: ${path})`);
    const [, intentId, action] = match;
    if (!intentId && method === 'POST') {
      const intentIdNew = id('pi');
      const intent: FakeIntent = {
        id: intentIdNew,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${intentIdNew}_secret_${randomBytes(8).toString('hex')}`,
        metadata: (form.metadata as Record<string, string>) ?? {},
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent) return error(404, `No such payment_intent: '${intentId}'`);
    if (method === 'GET' && !action) return { status: 200, body: intent };
    if (method === 'POST' && action === 'cancel') {
      if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
        return error(
          400,
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST') {
      if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
        return error(
          400,
          `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
        );
      }
      if (form.amount !== undefined) intent.amount = Number(form.amount);
      if (form.metadata) Object.assign(intent.metadata, form.metadata);
      return { status: 200, body: intent };
    }
    return error(405, 'Method not allowed');
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method, path, idempotencyKey });
    const form = parseForm(await readBody(request));
    if (fake.refundOutage && method === 'POST' && path === '/v1/refunds') {
      response.writeHead(500, {
        'content-type': 'application/json',
        'stripe-should-retry': 'false',
      });
      response.end(
        JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unavailable.' } }),
      );
      return;
    }
    const cacheKey = idempotencyKey && method === 'POST' ? `${path} ${idempotencyKey}` : undefined;
    const answer = (cacheKey && idempotent.get(cacheKey)) || handle(method, path, form);
    if (cacheKey) idempotent.set(cacheKey, answer);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
    });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function settle(intentId: string, status: string, message: string | null): FakeIntent {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`fake stripe: no intent ${intentId}`);
    intent.status = status;
    intent.last_payment_error = message ? { message } : null;
    return intent;
  }

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    refundOutage: false,
    webhookSecret,
    intents,
    refunds,
    requests,
    succeed: (intentId) => settle(intentId, 'succeeded', null),
    fail: (intentId, message = 'Your card was declined.') =>
      settle(intentId, 'requires_payment_method', message),
    webhook(type, intentId, eventId = id('evt')) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`fake stripe: no intent ${intentId}`);
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object: intent },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
