import type { CheckoutConflictCode, DiscountRefusal } from '@mdc/shared';
import { discountRefusalCode } from '../discount-codes/index.ts';
import { DomainError } from '../support/index.ts';

/**
 * The checkout's refusals are the one error type (docs/decisions/135-one-error-model.md): a
 * status, a code the catalogue says in the request's language, the field at fault, arguments.
 */
export { DomainError as CheckoutError };

/** A discount code the order may not use: 422 naming discount_code, with the reason's code. */
export function discountRefused(refusal: DiscountRefusal) {
  const { code, args } = discountRefusalCode(refusal);
  return new DomainError(422, code, { field: 'discount_code', args });
}

/** A provider call that failed (outage, timeout, lost answer): the buyer may simply try again. */
export const providerUnreachable = () => new DomainError(502, 'payment_unreachable');

/** Thrown inside the order transaction to roll it back and answer a conflict instead. */
export class ReservationConflict extends Error {
  constructor(readonly code: CheckoutConflictCode) {
    super(code);
  }
}
