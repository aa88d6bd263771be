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
  /**
   * MB WAY (decision 110): how long the buyer has to approve the request in the phone app (the
   * app's own limit is a few minutes); the hold lasts at least this long past the request.
   */
  mbWayApprovalMinutes: 5,
  /** Multibanco (decision 110): how long the offline provider's voucher stays payable. */
  multibancoVoucherDays: 3,
} as const;

/**
 * The offline provider's MB WAY test phone numbers (docs/product/shop.md#payment-methods): the
 * first approves and the second refuses a few seconds after the request; any other number never
 * answers, so its request expires.
 */
export const offlineMbWayPhones = { approves: '912345678', refuses: '910000000' } as const;
/** Seconds the offline MB WAY "app" takes to answer. */
export const offlineMbWayAnswerSeconds = 3;
