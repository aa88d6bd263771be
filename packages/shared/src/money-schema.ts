import { centsToEuros, euroText, euroWirePattern, eurosToCents } from './money.ts';
import { z } from './zod.ts';

// The money codec of the APIs (docs/decisions/137-one-money-form.md), apart from money.ts so the
// pages that only format prices load no zod (apps/web/bundle.test.ts).

export interface EuroAmountRules {
  /** Lowest amount in cents (default 0: negative amounts are refused). */
  minCents?: number;
  /** Highest amount in cents (default 10 000 000, €100 000). */
  maxCents?: number;
}

const amountMessage = 'must be an amount in euros such as 14.90';

/** An amount as the APIs answer it ("14.90"): the schema of every money field of a response. */
export const eurosOutSchema = z.string().regex(euroWirePattern, amountMessage);

/**
 * The one money codec of the APIs: decodes the wire form into integer cents, refusing a JSON
 * number, an exponent, a comma, more than two decimals and amounts outside the rules (the
 * message names the bound in euros); encodes cents back into "14.90". Every request schema's money
 * field is one of these, every response's is eurosOutSchema, its wire side.
 */
export function euroAmount({ minCents = 0, maxCents = 10_000_000 }: EuroAmountRules = {}) {
  return z.codec(
    z.string(amountMessage).regex(euroText, amountMessage),
    z
      .number()
      .int()
      .min(minCents, `must be at least ${centsToEuros(minCents)}`)
      .max(maxCents, `must be at most ${centsToEuros(maxCents)}`),
    { decode: eurosToCents, encode: centsToEuros },
  );
}
