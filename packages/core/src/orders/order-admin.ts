import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderStatusInput,
  AdminOrderSummary,
} from '@mdc/shared';
import type { Actor } from '../audit/index.ts';
import type { ServiceLogger, MailingDeps } from '../mail/index.ts';
import type { DomainEvents } from '../events/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { findOrder, listOrders, orderDetail } from './order-admin-reads.ts';
import { cancelPaid, cancelUnpaid } from './order-cancellation.ts';
import { assertTransition, commitChange } from './order-status-change.ts';

export interface OrderAdminDeps extends MailingDeps {
  payments: PaymentProvider;
  logger: ServiceLogger;
  /**
   * A cancellation raises `stockReturned` and a refund `moneyRefunded` in its transaction (stock
   * alerts, the credit note; docs/decisions/133-domains-as-modules.md).
   */
  events: Pick<DomainEvents, 'raise'>;
  now?: () => Date;
}

/** The deps with the clock settled, as the service's parts take them. */
export type OrderAdminContext = OrderAdminDeps & { now: () => Date };

/**
 * The staff side of orders (issue 6): list and read them (order-admin-reads.ts), move them along
 * their delivery statuses (order-status-change.ts), cancel them (order-cancellation.ts). Part of
 * the checkout domain, the one orchestrator of stock, orders and payments: a cancellation refunds
 * at the provider first (with an idempotency key derived from the order, so a retry never refunds
 * twice), then returns the stock, marks the order and queues the buyer's e-mail in one
 * transaction, so a provider failure leaves nothing half-done.
 */
export function createOrderAdminService(deps: OrderAdminDeps) {
  const context: OrderAdminContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const { db, now } = context;

  return {
    /** GET /api/admin/orders/ */
    async list(query: AdminOrderListQuery): Promise<{ data: AdminOrderSummary[]; total: number }> {
      return listOrders(db, query);
    },

    /** GET /api/admin/orders/:id/ */
    async get(id: number): Promise<AdminOrder> {
      return orderDetail(context, await findOrder(db, id));
    },

    /**
     * POST /api/admin/orders/:id/status/: moves the order along (@mdc/shared
     * nextDeliverStatuses), e-mails the buyer; cancelling returns stock and refunds a paid order.
     */
    async changeStatus(
      actor: Actor,
      id: number,
      input: AdminOrderStatusInput,
    ): Promise<{ order: AdminOrder; stockChanged: boolean }> {
      const order = await findOrder(db, id);
      const to = input.deliver_status;
      assertTransition(order, to);
      if (to === 'cancelled') {
        const changed =
          order.paymentStatus === 'paid'
            ? await cancelPaid(context, actor, order)
            : await cancelUnpaid(context, actor, order);
        return { order: await orderDetail(context, changed), stockChanged: true };
      }
      const changed = await commitChange(context, actor, order, {
        deliverStatus: to,
        // The withdrawal period runs from here (decision 070).
        ...(to === 'delivered' && { deliveredAt: now() }),
        ...(input.tracking_url && { trackingUrl: input.tracking_url }),
      });
      return { order: await orderDetail(context, changed), stockChanged: false };
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
