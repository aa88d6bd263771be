import type { CheckoutConflictCode, DiscountRefusal, SiteLang } from '@mdc/shared';
import { discountRefusalText } from '../discount-codes/index.ts';

/** A refusal the API answers with its status code and message (never a 500). */
export class CheckoutError extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 502,
    message: string,
    /** The request field at fault (a 400, or a 409 naming what differs from the priced order). */
    readonly field?: string,
    /** For a 429: when to try again. */
    readonly retryAfterSeconds?: number,
    /** A stable code the page says in its own words (`hold_limit`, `voucher_limit`: dec. 116). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A discount code the order may not use: 422 naming discount_code, in the buyer's language. */
export const discountRefused = (refusal: DiscountRefusal, lang: SiteLang) =>
  new CheckoutError(422, discountRefusalText(refusal, lang), 'discount_code');

/** A provider call that failed (outage, timeout, lost answer): the buyer may simply try again. */
export const providerUnreachable = (lang: SiteLang) =>
  new CheckoutError(
    502,
    lang === 'pt'
      ? 'Não foi possível contactar o serviço de pagamento; por favor tente novamente dentro de momentos.'
      : 'The payment service could not be reached; please try again in a moment.',
  );

/** Thrown inside the order transaction to roll it back and answer a conflict instead. */
export class ReservationConflict extends Error {
  constructor(readonly code: CheckoutConflictCode) {
    super(code);
  }
}
