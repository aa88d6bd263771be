import type { ConfirmOrderInput } from '@mdc/shared';
import type { AddressValues } from './checkout-form';

/**
 * What one checkout visit keeps in session storage: its id (repeated intent calls with it reuse
 * one order), the order to save when Stripe comes back from a redirect (3-D Secure), the code
 * applied and what the buyer typed, so a reload or the Back button loses nothing (never card
 * details: those stay in the payment form).
 */
const idKey = 'checkoutId';
const pendingKey = 'checkoutPendingOrder';
/** The discount code applied on this visit (decision 074): checked again after a reload. */
const discountKey = 'checkoutDiscountCode';
const formKey = 'checkoutForm';

/** The typed part of the checkout form that a reload brings back. */
export interface RememberedForm {
  values: AddressValues;
  phonePrefix: string;
  phoneCountry: string;
  /** The buyer picked the prefix (docs/decisions/121-forms-post.md). */
  phonePrefixChosen: boolean;
  sameAsBilling: boolean;
  optionId: number | null;
}

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
  storage()?.removeItem(formKey);
}

export function rememberForm(form: RememberedForm): void {
  storage()?.setItem(formKey, JSON.stringify(form));
}

/** The form as the buyer left it on this visit, or null (nothing stored, or not readable). */
export function rememberedForm(): RememberedForm | null {
  try {
    const form = JSON.parse(storage()?.getItem(formKey) ?? 'null') as RememberedForm | null;
    if (!form || typeof form.values !== 'object' || form.values === null) return null;
    const values = Object.fromEntries(
      Object.entries(form.values).filter(([, value]) => typeof value === 'string'),
    ) as AddressValues;
    return {
      values,
      phonePrefix: typeof form.phonePrefix === 'string' ? form.phonePrefix : '+351',
      phoneCountry: typeof form.phoneCountry === 'string' ? form.phoneCountry : '',
      phonePrefixChosen: form.phonePrefixChosen === true,
      sameAsBilling: form.sameAsBilling !== false,
      optionId: typeof form.optionId === 'number' ? form.optionId : null,
    };
  } catch {
    return null;
  }
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
