import type {
  CheckoutConflict,
  ConfirmOrderInput,
  CreatePaymentIntentInput,
  CreatePaymentIntentResponse,
  DiscountCodeCheck,
  DiscountCodeCheckInput,
  Order,
  ShippingCountry,
  ShippingOptionResult,
  SiteLang,
} from '@mdc/shared';
import { discountCodeField } from '@mdc/shared';
import {
  api,
  ApiError,
  postAs,
  type ApiPath,
  type ApiRequest,
  type AuthFetch,
  type RouteUrl,
} from '~/ui/api-client';
import { apiRefusalOf } from '~/ui/api-refusal';
import type { DiscountRefusal } from './discount-refusal';

/** The checkout's calls (docs/product/api.md#checkout-api). Country and option lists swallow failures (empty lists). */

/** A list route's `results`, or none when the call fails. */
async function listOrEmpty<T>(answer: Promise<{ results?: T[] }>): Promise<T[]> {
  try {
    const body = await answer;
    return Array.isArray(body?.results) ? body.results : [];
  } catch {
    return [];
  }
}

export const fetchAllCountries = (lang: SiteLang): Promise<ShippingCountry[]> =>
  listOrEmpty(
    api<'/shipping/all-countries-regions/'>(`/shipping/all-countries-regions/?lang=${lang}`),
  );

export const fetchShippingCountries = (lang: SiteLang): Promise<ShippingCountry[]> =>
  listOrEmpty(api<'/shipping/countries/'>(`/shipping/countries/?lang=${lang}`));

export const fetchShippingOptions = (
  delivery: { country: string; region: string },
  bottles: number,
  lang: SiteLang,
  signal: AbortSignal,
) =>
  listOrEmpty<ShippingOptionResult>(
    api<'/shipping/calculate/{country}/{region}/{totalBottles}/'>(
      `/shipping/calculate/${encodeURIComponent(delivery.country)}/${encodeURIComponent(delivery.region)}/${bottles}/?lang=${lang}`,
      { signal },
    ),
  );

/** The signed-in buyer's fetch (bearer, renewed once on a 401), so the order gets the account. */
export type { AuthFetch };

/** POSTs through the signed-in buyer's fetch when there is one, else the shared client. */
const post = <P extends ApiPath = never>(
  path: RouteUrl<NoInfer<P>>,
  body: ApiRequest<NoInfer<P>, 'post'>,
  signal: AbortSignal | undefined,
  authFetch: AuthFetch | undefined,
) => postAs<P>(authFetch, path, body, signal);

export type IntentAnswer =
  | { kind: 'ok'; intent: CreatePaymentIntentResponse }
  | { kind: 'conflict'; conflict: CheckoutConflict }
  | { kind: 'discountRefused'; refusal: DiscountRefusal }
  | { kind: 'alreadyPaid' }
  /** Too many tries, or this buyer already holds as much as one may (decision 095). */
  | { kind: 'tooMany' }
  /** This buyer or e-mail already has an open Multibanco voucher (decision 116). */
  | { kind: 'voucherLimit' }
  /**
   * `fields`: what a 400 answer names (`customer.email`…) with its code, for the form; `code`:
   * the refusal's code when it names one (`shop_closed`, `payment_unreachable`: decision 135).
   */
  | { kind: 'failed'; code: string | null; fields: Record<string, string> };

/** The server's 429 for a second open Multibanco voucher (decision 116). */
function isVoucherLimit(error: ApiError): boolean {
  return (error.body as { code?: unknown } | null)?.code === 'voucher_limit';
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

export async function createPaymentIntent(
  input: CreatePaymentIntentInput,
  signal?: AbortSignal,
  authFetch?: AuthFetch,
): Promise<IntentAnswer> {
  try {
    const intent = await post<'/checkout/create-payment-intent/'>(
      '/checkout/create-payment-intent/',
      input,
      signal,
      authFetch,
    );
    return { kind: 'ok', intent };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { kind: 'conflict', conflict: error.body as CheckoutConflict };
    }
    if (error instanceof ApiError && error.status === 410) return { kind: 'alreadyPaid' };
    if (error instanceof ApiError && error.status === 429) {
      return { kind: isVoucherLimit(error) ? 'voucherLimit' : 'tooMany' };
    }
    const refusal = error instanceof ApiError ? discountRefusalOf(error) : null;
    if (refusal !== null) return { kind: 'discountRefused', refusal };
    if (signal?.aborted) throw error;
    if (!(error instanceof ApiError)) return { kind: 'failed', code: null, fields: {} };
    const answer = apiRefusalOf(error.body);
    return { kind: 'failed', code: answer.code, fields: error.status === 400 ? answer.fields : {} };
  }
}

export interface OfflineCard {
  card_number: string;
  expiry: string;
  cvc: string;
}

/** The offline test provider's confirmation; same outcome shape as Stripe's. */
export async function confirmOfflinePayment(
  intent: { paymentIntentId: string; clientSecret: string },
  card: OfflineCard,
): Promise<{ status?: string; error?: string | null }> {
  try {
    const answer = await api<'/checkout/offline-payments/confirm/', 'post'>(
      '/checkout/offline-payments/confirm/',
      { body: { ...intent, ...card } },
    );
    return answer.status === 'requires_payment_method'
      ? { error: answer.error_message ?? '' }
      : { status: answer.status };
  } catch (error) {
    return { error: error instanceof ApiError ? (messageOf(error.body) ?? '') : '' };
  }
}

/** The test bank's 3-D Secure challenge, approved or failed by the buyer (offline provider). */
export async function authenticateOfflinePayment(
  intent: { paymentIntentId: string; clientSecret: string },
  approve: boolean,
): Promise<{ status?: string; error?: string | null }> {
  try {
    const answer = await api<'/checkout/offline-payments/authenticate/', 'post'>(
      '/checkout/offline-payments/authenticate/',
      { body: { ...intent, approve } },
    );
    return answer.status === 'requires_payment_method'
      ? { error: answer.error_message ?? '' }
      : { status: answer.status };
  } catch (error) {
    return { error: error instanceof ApiError ? (messageOf(error.body) ?? '') : '' };
  }
}

/** Where an asynchronous payment stands (offline MB WAY request, decision 110). */
export interface AsyncPaymentState {
  status: string;
  error_message?: string;
  expires_at?: string;
}

type IntentRef = { paymentIntentId: string; clientSecret: string };

/** Sends the offline provider's MB WAY request to the test phone; null when it was refused. */
export async function startOfflineMbWay(
  intent: IntentRef,
  phone: string,
): Promise<AsyncPaymentState | { error: string }> {
  try {
    return await api<'/checkout/offline-payments/mb-way/', 'post'>(
      '/checkout/offline-payments/mb-way/',
      {
        body: { ...intent, phone },
      },
    );
  } catch (error) {
    return { error: error instanceof ApiError ? (messageOf(error.body) ?? '') : '' };
  }
}

/** The MB WAY request's state; null when the server could not be asked this time. */
export async function offlinePaymentState(intent: IntentRef): Promise<AsyncPaymentState | null> {
  try {
    return await api<'/checkout/offline-payments/state/', 'post'>(
      '/checkout/offline-payments/state/',
      { body: intent },
    );
  } catch {
    return null;
  }
}

/**
 * Issues the offline Multibanco voucher: the order code whose thank-you page shows it, or why
 * not (`voucherLimit`: the buyer already has an open voucher, decision 116).
 */
export async function startOfflineMultibanco(
  intent: IntentRef,
): Promise<{ code: string } | { error: 'voucherLimit' | 'failed' }> {
  try {
    const answer = await api<'/checkout/offline-payments/multibanco/', 'post'>(
      '/checkout/offline-payments/multibanco/',
      { body: intent },
    );
    return { code: answer.code };
  } catch (error) {
    const limit = error instanceof ApiError && error.status === 429 && isVoucherLimit(error);
    return { error: limit ? 'voucherLimit' : 'failed' };
  }
}

/** Stripe showed a Multibanco voucher: the server records it (asking Stripe) and gives the code. */
export async function awaitingPayment(
  paymentIntentId: string,
  language: SiteLang,
): Promise<string | null> {
  try {
    return (
      await api<'/checkout/awaiting-payment/', 'post'>('/checkout/awaiting-payment/', {
        body: { paymentIntentId, language },
      })
    ).code;
  } catch {
    return null;
  }
}

/** Waits before the next try of a confirm the server could not answer (1 s, then 3 s). */
export const confirmRetryDelaysMs = [1_000, 3_000];

/**
 * Saves the paid order; the code for the thank-you page, or null when it was not saved. The
 * payment has already gone through, so an answer that says "try again" (502/503/504: the payment
 * service or our database briefly away, decision 082) or no answer at all is tried twice more;
 * confirming is idempotent, and Stripe's webhook completes the order anyway.
 */
export async function confirmOrder(
  input: ConfirmOrderInput,
  authFetch?: AuthFetch,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await post<'/checkout/confirm-order/'>(
        '/checkout/confirm-order/',
        input,
        undefined,
        authFetch,
      );
      return answer.success && answer.code ? answer.code : null;
    } catch (error) {
      const retryable = !(error instanceof ApiError) || [502, 503, 504].includes(error.status);
      const delay = confirmRetryDelaysMs[attempt];
      if (!retryable || delay === undefined) return null;
      await wait(delay);
    }
  }
}

export type OrderAnswer =
  { kind: 'ok'; order: Order } | { kind: 'notFound' } | { kind: 'failed'; message: string };

export async function fetchOrderByCode(code: string, signal: AbortSignal): Promise<OrderAnswer> {
  try {
    const order = await api<'/checkout/orders/by-code/{code}/'>(
      `/checkout/orders/by-code/${encodeURIComponent(code)}/`,
      {
        signal,
      },
    );
    return { kind: 'ok', order };
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof ApiError) {
      return error.status === 404
        ? { kind: 'notFound' }
        : { kind: 'failed', message: messageOf(error.body) ?? error.message };
    }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The server's reason a discount code is refused: a 422 naming discount_code, with its code. */
function discountRefusalOf(error: ApiError): DiscountRefusal | null {
  if (error.status !== 422) return null;
  const { fields, code, args } = apiRefusalOf(error.body);
  return discountCodeField in fields ? { code: code ?? 'discount_unknown', args } : null;
}

export type DiscountCheckAnswer =
  | { kind: 'ok'; check: DiscountCodeCheck }
  | { kind: 'refused'; refusal: DiscountRefusal }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

/** The Apply button: may the cart use this code, and what does it take off (decision 074)? */
export async function checkDiscountCode(
  input: DiscountCodeCheckInput,
): Promise<DiscountCheckAnswer> {
  try {
    return {
      kind: 'ok',
      check: await api<'/shop/discount-codes/check/', 'post'>('/shop/discount-codes/check/', {
        body: input,
      }),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    if (error.status === 429) return { kind: 'tooMany' };
    const refusal = discountRefusalOf(error);
    return refusal === null ? { kind: 'failed' } : { kind: 'refused', refusal };
  }
}
