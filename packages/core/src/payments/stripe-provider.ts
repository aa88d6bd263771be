import type Stripe from 'stripe';
import type { PaymentIntentStatus } from './payment-provider.ts';
import {
  intentPaymentMethods,
  PaymentProviderError,
  PaymentProviderServerError,
  WebhookSignatureError,
  type PaymentIntent,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests and proxies only: where the API is (a fake Stripe server); Stripe's own otherwise. */
  apiUrl?: string | undefined;
  /** How long one attempt of a request may take (default 8 s); tests make it short. */
  timeoutMs?: number | undefined;
}

/**
 * One attempt waits at most 8 s, and the SDK makes up to 2 more after a lost answer (a timeout, a
 * dropped connection) or one Stripe says to retry (a 409, most 5xx), with the same idempotency key,
 * so a retry after the work was done gets the first answer back. Worst case about 25 s per call,
 * so the buyer hears from us before a proxy's usual 60 s gateway timeout (the SDK's own default
 * is 80 s per attempt).
 */
const defaultTimeoutMs = 8_000;
const maxNetworkRetries = 2;

/** The voucher Stripe shows for a Multibanco payment (next_action.multibanco_display_details). */
function multibancoOf(intent: Stripe.PaymentIntent): PaymentIntent['multibanco'] {
  const details = intent.next_action?.multibanco_display_details;
  if (!details?.entity || !details.reference || !details.expires_at) return null;
  return {
    entity: details.entity,
    reference: details.reference,
    expiresAt: new Date(details.expires_at * 1000),
    voucherUrl: details.hosted_voucher_url ?? null,
  };
}

function methodOf(intent: Stripe.PaymentIntent): PaymentIntent['paymentMethod'] {
  if (intent.next_action?.type === 'multibanco_display_details') return 'multibanco';
  const types = intent.payment_method_types ?? [];
  return types.length === 1 && (intentPaymentMethods as string[]).includes(types[0]!)
    ? (types[0] as PaymentIntent['paymentMethod'])
    : null;
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    paymentMethod: methodOf(intent),
    multibanco: multibancoOf(intent),
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}

/** Stripe's answer to a refused request, as our error (the SDK's carries the raw response). */
async function call<T>(errors: typeof Stripe.errors, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof errors.StripeInvalidRequestError) {
      throw new PaymentProviderError(error.message);
    }
    if (error instanceof errors.StripeAPIError) {
      throw new PaymentProviderServerError(error.message);
    }
    throw error;
  }
}

/**
 * The SDK (about 4 MB of heap once imported) is loaded only where Stripe is configured, when the
 * provider is made, and awaited by each call (docs/decisions/139-lazy-libraries.md); a server on
 * the offline provider never loads it.
 */
function loadClient(options: StripeOptions) {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return import('stripe').then(({ default: StripeSdk }) => ({
    errors: StripeSdk.errors,
    stripe: new StripeSdk(options.secretKey, {
      maxNetworkRetries,
      timeout: options.timeoutMs ?? defaultTimeoutMs,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'http:' ? 80 : 443),
        protocol: api.protocol === 'http:' ? 'http' : 'https',
      }),
    }),
  }));
}

/** Card payments through the official SDK: PaymentIntents, idempotency keys, signed webhooks. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const client = loadClient(options);
  // A failed import (a broken install) surfaces at the first call, not as an unhandled rejection.
  client.catch(() => {});

  return {
    name: 'stripe',

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const { stripe, errors } = await client;
      const intent = await call(
        errors,
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            metadata,
            // The methods the Payment Element offers (decision 110): MB WAY and Multibanco are
            // euro-only and Portugal's; the list is explicit so the Element and the intent agree
            // (the API's allowed_payment_method_types, formerly payment_method_types).
            allowed_payment_method_types: [...intentPaymentMethods],
          },
          { idempotencyKey },
        ),
      );
      return toIntent(intent);
    },

    async updateAmount(id, amountCents) {
      const { stripe, errors } = await client;
      return toIntent(
        await call(errors, stripe.paymentIntents.update(id, { amount: amountCents })),
      );
    },

    async retrieve(id) {
      const { stripe, errors } = await client;
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async cancel(id) {
      const { stripe, errors } = await client;
      return toIntent(await call(errors, stripe.paymentIntents.cancel(id)));
    },

    async refund(id, amountCents, idempotencyKey) {
      const { stripe, errors } = await client;
      const refund = await call(
        errors,
        stripe.refunds.create(
          {
            payment_intent: id,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
          },
          idempotencyKey ? { idempotencyKey } : {},
        ),
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      const { stripe } = await client;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        intent:
          object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}
