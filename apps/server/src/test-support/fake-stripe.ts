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
  payment_method_types: string[];
  next_action: {
    type: string;
    multibanco_display_details?: {
      entity: string;
      reference: string;
      expires_at: number;
      hosted_voucher_url: string;
    };
  } | null;
}

/** The fake's API operations, as faults name them. */
export type FakeStripeOperation = 'create' | 'update' | 'retrieve' | 'cancel' | 'refund';

/**
 * What goes wrong with one request, as it does with the real API:
 * - `slow`: answers after `ms`, the work done then; a request with the same idempotency key
 *   meanwhile gets Stripe's 409 (another request with this key is in progress), not a second
 *   object;
 * - `error`: a 500 api_error before any work; like Stripe, the answer is kept under the
 *   idempotency key and replayed to every retry with that key (`stripe-should-retry: false`);
 * - `drop`: does the work, then closes the connection without an answer;
 * - `hang`: does the work, then holds the answer until the client stops waiting (its timeout).
 */
export type FakeStripeFault =
  { kind: 'slow'; ms: number } | { kind: 'error' } | { kind: 'drop' } | { kind: 'hang' };

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
  /** The next `times` requests for `operation` meet `fault` (queued faults apply in order). */
  inject(operation: FakeStripeOperation, fault: FakeStripeFault, times?: number): void;
  /** Drops faults not met yet. */
  clearFaults(): void;
  /** What the buyer's browser does with Stripe.js: the payment goes through, or fails. */
  succeed(id: string): FakeIntent;
  fail(id: string, message?: string): FakeIntent;
  /** The buyer chose Multibanco: the intent waits with its voucher (expiring in `days`). */
  multibanco(id: string, days?: number): FakeIntent;
  /** The buyer sent an MB WAY request: the intent waits for the approval in the app. */
  mbWay(id: string): FakeIntent;
  /** A signed webhook request about an intent, as Stripe would post it. */
  webhook(
    type:
      | 'payment_intent.succeeded'
      | 'payment_intent.payment_failed'
      | 'payment_intent.requires_action',
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

const error = (status: number, message: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', message } },
});

/** One API request against the fake's intents and refunds: the status and body Stripe answers. */
function handleRequest(
  { intents, refunds }: Pick<FakeStripe, 'intents' | 'refunds'>,
  method: string,
  path: string,
  form: Record<string, unknown>,
): { status: number; body: unknown } {
  const match = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(cancel))?$/.exec(path);
  if (method === 'POST' && path === '/v1/refunds') {
    const intent = intents.get(String(form.payment_intent));
    if (!intent) return error(404, `No such payment_intent: '${String(form.payment_intent)}'`);
    if (intent.status !== 'succeeded') {
      return error(400, `PaymentIntent ${intent.id} has not succeeded: nothing to refund.`);
    }
    // As Stripe: never more back than was paid (a second full refund is refused).
    const left =
      intent.amount -
      refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left === 0) return error(400, `Charge for ${intent.id} has already been refunded.`);
    if (amount > left) {
      return error(400, `Refund amount is greater than the unrefunded amount (${left}).`);
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      payment_intent: intent.id,
      amount,
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
      // As Stripe answers: the types the intent allows (card without a list).
      payment_method_types: Object.values(
        (form.allowed_payment_method_types as Record<string, string> | undefined) ?? { 0: 'card' },
      ),
      next_action: null,
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

/** A fault injected and not met yet. */
type QueuedFault = { operation: FakeStripeOperation; fault: FakeStripeFault };

const outage = {
  status: 500,
  body: { error: { type: 'api_error', message: 'Stripe is unavailable.' } },
};

function operationOf(method: string, path: string): FakeStripeOperation | null {
  if (path === '/v1/refunds') return method === 'POST' ? 'refund' : null;
  const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/cancel)?$/.exec(path);
  if (!match) return null;
  if (match[2]) return 'cancel';
  if (!match[1]) return method === 'POST' ? 'create' : null;
  return method === 'GET' ? 'retrieve' : 'update';
}

function send(
  response: ServerResponse,
  answer: { status: number; body: unknown },
  headers: Record<string, string> = {},
) {
  response.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    ...headers,
  });
  response.end(JSON.stringify(answer.body));
}

/**
 * The fake's HTTP side: records each request, then answers it as Stripe would, with idempotency
 * keys honoured (a replayed answer, or a 409 while the first request is in progress), the refund
 * outage and the faults injected.
 */
function apiListener(
  state: Pick<FakeStripe, 'intents' | 'refunds' | 'requests'> & {
    faults: QueuedFault[];
    refundOutage: () => boolean;
  },
) {
  const { intents, refunds, requests, faults } = state;
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** Idempotency keys whose first request is still being worked on. */
  const inFlight = new Set<string>();

  const handle = (method: string, path: string, form: Record<string, unknown>) =>
    handleRequest({ intents, refunds }, method, path, form);

  function takeFault(operation: FakeStripeOperation | null): FakeStripeFault | undefined {
    const index = faults.findIndex((one) => one.operation === operation);
    return index === -1 ? undefined : faults.splice(index, 1)[0]!.fault;
  }

  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method, path, idempotencyKey });
    const form = parseForm(await readBody(request));
    if (state.refundOutage() && method === 'POST' && path === '/v1/refunds') {
      send(response, outage, { 'stripe-should-retry': 'false' });
      return;
    }
    const fault = takeFault(operationOf(method, path));
    const cacheKey = idempotencyKey && method === 'POST' ? `${path} ${idempotencyKey}` : undefined;
    let answer = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (!answer && cacheKey && inFlight.has(cacheKey)) {
      // Stripe saves nothing for this one: the client retries and gets the first one's answer.
      send(response, {
        status: 409,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'idempotency_key_in_use',
            message: 'There is currently another in-progress request using this Idempotency-Key.',
          },
        },
      });
      return;
    }
    if (!answer && fault?.kind === 'error') {
      if (cacheKey) idempotent.set(cacheKey, outage);
      send(response, outage, { 'stripe-should-retry': 'false' });
      return;
    }
    if (!answer) {
      if (cacheKey) inFlight.add(cacheKey);
      if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      answer = handle(method, path, form);
      if (cacheKey) {
        idempotent.set(cacheKey, answer);
        inFlight.delete(cacheKey);
      }
    }
    if (fault?.kind === 'drop') {
      request.socket.destroy();
      return;
    }
    if (fault?.kind === 'hang') {
      // The work is done; the answer waits until the client gives up and closes the connection.
      await new Promise((resolve) => response.once('close', resolve));
      return;
    }
    send(response, answer);
  };
}

/**
 * Tests only: a small Stripe API on localhost, enough for the real SDK's PaymentIntent calls
 * (create, update, retrieve, cancel; refunds), with idempotency keys honoured as Stripe does, plus
 * helpers to settle an intent and to sign webhook events.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeStripe['requests'] = [];
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe('sk_test_fake');
  const faults: QueuedFault[] = [];

  const server = createServer(
    apiListener({ intents, refunds, requests, faults, refundOutage: () => fake.refundOutage }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function settle(intentId: string, status: string, message: string | null): FakeIntent {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`fake stripe: no intent ${intentId}`);
    intent.status = status;
    intent.last_payment_error = message ? { message } : null;
    intent.next_action = null;
    return intent;
  }

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    refundOutage: false,
    webhookSecret,
    intents,
    refunds,
    requests,
    inject(operation, fault, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push({ operation, fault });
    },
    clearFaults: () => void faults.splice(0),
    succeed: (intentId) => settle(intentId, 'succeeded', null),
    fail: (intentId, message = 'Your card was declined.') =>
      settle(intentId, 'requires_payment_method', message),
    multibanco(intentId, days = 7) {
      const intent = settle(intentId, 'requires_action', null);
      intent.next_action = {
        type: 'multibanco_display_details',
        multibanco_display_details: {
          entity: '11249',
          reference: String(100_000_000 + intents.size * 7919).slice(0, 9),
          expires_at: Math.floor(Date.now() / 1000) + days * 86_400,
          hosted_voucher_url: `https://payments.stripe.com/multibanco/voucher/${intentId}`,
        },
      };
      return intent;
    },
    mbWay(intentId) {
      return settle(intentId, 'requires_action', null);
    },
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
