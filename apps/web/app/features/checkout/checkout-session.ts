import type { ConfirmOrderInput } from '@mdc/shared';

/**
 * What one checkout visit keeps in session storage: its id (repeated intent calls with it reuse
 * one order), and the order to save when Stripe comes back from a redirect (3-D Secure).
 */
const idKey = 'checkoutId';
const pendingKey = 'checkoutPendingOrder';
/** The discount code applied on this visit (decision 074): checked again after a reload. */
const discountKey = 'checkoutDiscountCode';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function newCheckoutId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export function checkoutId(): string {
  const store = storage();
  const stored = store?.getItem(idKey);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const id = newCheckoutId();
  store?.setItem(idKey, id);
  return id;
}

/** After a saved order the next visit is a new checkout. */
export function finishCheckout(): void {
  storage()?.removeItem(idKey);
  storage()?.removeItem(pendingKey);
  storage()?.removeItem(discountKey);
}

export function rememberDiscountCode(code: string | null): void {
  if (code) storage()?.setItem(discountKey, code);
  else storage()?.removeItem(discountKey);
}

export function rememberedDiscountCode(): string | null {
  return storage()?.getItem(discountKey) || null;
}

export function rememberPendingOrder(order: ConfirmOrderInput): void {
  storage()?.setItem(pendingKey, JSON.stringify(order));
}

export function pendingOrder(paymentIntentId: string): ConfirmOrderInput | null {
  try {
    const order = JSON.parse(storage()?.getItem(pendingKey) ?? 'null') as ConfirmOrderInput | null;
    return order?.paymentIntentId === paymentIntentId ? order : null;
  } catch {
    return null;
  }
}
