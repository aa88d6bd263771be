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
  /**
   * Decision 116: no hold lasts longer than this from the Pay that started it, however often the
   * buyer presses Pay again or sends a new MB WAY request: the card's 15 minutes plus one whole
   * MB WAY approval window (5 minutes and 1 of margin). Only a Multibanco voucher replaces it.
   */
  holdCeilingMinutes: 21,
  /** Open Multibanco vouchers one client (address or account) may have at once (decision 116). */
  maxOpenVouchersPerClient: 1,
  /** Open Multibanco vouchers one e-mail address may be sent at once (decision 116). */
  maxOpenVouchersPerEmail: 1,
  /** A voucher for more bottles than this (two cases) holds them for a shorter time. */
  largeVoucherBottles: 12,
  /** How long such a voucher holds its bottles (and stays payable for us), in hours. */
  largeVoucherHoldHours: 24,
} as const;

const minuteMs = 60_000;

/**
 * Until when a Multibanco voucher holds its order's bottles (decision 116): the provider's own
 * expiry, but never more than 3 days from its issue, nor more than 24 hours for a voucher of more
 * than two cases. The buyer is told this moment as the voucher's deadline.
 */
export function voucherHoldEnd(issuedAt: Date, providerExpiresAt: Date, bottles: number): Date {
  const hours =
    bottles > reservationRules.largeVoucherBottles
      ? reservationRules.largeVoucherHoldHours
      : reservationRules.multibancoVoucherDays * 24;
  return new Date(
    Math.min(providerExpiresAt.getTime(), issuedAt.getTime() + hours * 60 * minuteMs),
  );
}

/** The latest moment a hold started at `holdStartedAt` may last to (decision 116). */
export const holdCeiling = (holdStartedAt: Date): Date =>
  new Date(holdStartedAt.getTime() + reservationRules.holdCeilingMinutes * minuteMs);

/**
 * The hold after an MB WAY request at `requestAt` (decision 116, both providers): long enough for
 * the buyer to approve it (5 minutes and 1 of margin), never shorter than it was, never past the
 * ceiling of the hold's start.
 */
export function mbWayHoldEnd(reservedUntil: Date, holdStartedAt: Date, requestAt: Date): Date {
  const wanted = requestAt.getTime() + (reservationRules.mbWayApprovalMinutes + 1) * minuteMs;
  const extended = Math.min(wanted, holdCeiling(holdStartedAt).getTime());
  return new Date(Math.max(reservedUntil.getTime(), extended));
}

/**
 * The hold a Pay gives (decision 095, 116): 15 minutes from now, and for an order whose hold is
 * still running (Pay pressed again), never past that hold's ceiling, so pressing Pay again
 * cannot renew a hold without end; a hold that lapsed or a new order starts afresh.
 */
export function payHold(
  at: Date,
  running: { reservedUntil: Date; holdStartedAt: Date } | null,
): { reservedUntil: Date; holdStartedAt: Date } {
  const fresh = new Date(at.getTime() + reservationRules.holdMinutes * minuteMs);
  if (!running || running.reservedUntil.getTime() <= at.getTime()) {
    return { reservedUntil: fresh, holdStartedAt: at };
  }
  const capped = Math.min(fresh.getTime(), holdCeiling(running.holdStartedAt).getTime());
  return {
    reservedUntil: new Date(Math.max(running.reservedUntil.getTime(), capped)),
    holdStartedAt: running.holdStartedAt,
  };
}

/**
 * The offline provider's MB WAY test phone numbers (docs/product/shop.md#payment-methods): the
 * first approves and the second refuses a few seconds after the request; any other number never
 * answers, so its request expires.
 */
export const offlineMbWayPhones = { approves: '912345678', refuses: '910000000' } as const;
/** Seconds the offline MB WAY "app" takes to answer. */
export const offlineMbWayAnswerSeconds = 3;
