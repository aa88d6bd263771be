import type { WithdrawalCreated, WithdrawalRequestInput } from '@mdc/shared';
import type { Actor } from '../audit/index.ts';
import type { ServiceLogger, MailingDeps } from '../mail/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { DomainEvents } from '../events/index.ts';
import { refundWithdrawal } from './withdrawal-refund.ts';
import { requestWithdrawal } from './withdrawal-request.ts';

export { WithdrawalError } from './withdrawal-request.ts';

export interface WithdrawalDeps extends MailingDeps {
  payments: PaymentProvider;
  logger: ServiceLogger;
  /** ESTATE_EMAIL: where withdrawal notices go, and where the buyer's replies go. */
  estateEmail: string;
  /** A refund raises `moneyRefunded` in its transaction (docs/decisions/133-domains-as-modules.md). */
  events: Pick<DomainEvents, 'raise'>;
  now?: () => Date;
}

/** The deps with the clock settled, as the service's parts take them. */
export type WithdrawalContext = WithdrawalDeps & { now: () => Date };

/**
 * The withdrawal button (decision 070): the buyer's statement through the order link (their
 * e-mail's, or the profile's, which carries the same code), recorded with its acknowledgement
 * and the estate's notice in one transaction (withdrawal-request.ts); and the staff's refund of it
 * through the payment provider (withdrawal-refund.ts). Part of the orders' life, next to the
 * checkout and the staff's order service.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const context: WithdrawalContext = { ...deps, now: deps.now ?? (() => new Date()) };

  return {
    /**
     * POST /api/checkout/orders/by-code/{code}/withdrawal/: the second step, "confirm
     * withdrawal". `userId` is the signed-in account, recorded when the order is theirs.
     */
    withdraw(
      code: string,
      input: WithdrawalRequestInput,
      userId: number | null,
    ): Promise<WithdrawalCreated> {
      return requestWithdrawal(context, code, input, userId);
    },

    /**
     * POST /api/admin/orders/:id/withdrawal-refund/: refunds what the withdrawal is owed at the
     * provider first (a failure is a 502 that changed nothing), then records it on the withdrawal
     * and the order, with the audit row and the buyer's e-mail, in one transaction.
     */
    refund(actor: Actor, orderId: number): Promise<void> {
      return refundWithdrawal(context, actor, orderId);
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
