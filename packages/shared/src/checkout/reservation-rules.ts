/**
 * How a checkout holds bottles (decision 095): only from the buyer's Pay, with a complete and
 * valid customer, shipping option and 18+ confirmation; for a short, stated time; and never more
 * than one client may hold at once, so an abandoned or hostile checkout cannot make a wine look
 * sold out for long.
 */
export const reservationRules = {
  /** How long a Pay holds the order's bottles while the payment completes (3-D Secure included). */
  holdMinutes: 15,
  /** Orders awaiting payment that one client (address or account) may hold at once. */
  maxOpenReservationsPerClient: 2,
  /** Bottles those orders may hold together. */
  maxBottlesHeldPerClient: 36,
} as const;
