import type { CompanyContact } from '@mdc/shared';
import type { ServiceLogger, MailingDeps } from '../mail/index.ts';
import type { OfflineProvider, PaymentConfig, PaymentProvider } from '../payments/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { DomainEvents } from '../events/index.ts';
import { createOrderReads } from '../orders/index.ts';
import { createAsyncPayments } from './checkout-async.ts';
import { createConfirmOrder } from './checkout-confirm.ts';
import { createDiscountChecks } from './checkout-discount.ts';
import { createIntentService } from './checkout-intent.ts';
import { createOfflineCheckout } from './checkout-offline.ts';
import { createCheckoutPayments } from './checkout-payment.ts';
import { createReservations } from './checkout-reservation.ts';
import { createSettlement } from './checkout-settlement.ts';
import { createReservationSweep } from './checkout-sweep.ts';
import type {
  ConfirmOrderData,
  CreatePaymentIntentData,
  DiscountCodeCheckData,
} from './checkout-types.ts';
import { createWebhookHandler } from './checkout-webhook.ts';

export { CheckoutError } from './checkout-errors.ts';
export type { Buyer, CreatePaymentIntentResult } from './checkout-intent.ts';
export type { ConfirmOrderData, CreatePaymentIntentData, DiscountCodeCheckData };

export interface CheckoutDeps extends MailingDeps {
  shipping: ShippingService;
  payments: PaymentProvider;
  /** Set when payments is the offline provider: its test card form confirms through here. */
  offline: OfflineProvider | null;
  paymentConfig: PaymentConfig;
  /** The shop_enabled setting: while the shop is closed no new payment starts. */
  shopOpen: () => Promise<boolean>;
  /** ESTATE_EMAIL: where paid-order notices go, and buyers' replies to their confirmation. */
  estateEmail: string;
  /** The company contact record: who sells, as the order confirmation names them. */
  companyContact: () => Promise<CompanyContact | null>;
  /** Keys the hash of a client's address that reservations are counted by (never stored raw). */
  clientKeySecret: string;
  logger: ServiceLogger;
  /**
   * What the checkout tells the other domains (docs/decisions/133-domains-as-modules.md): an order
   * paid, bottles returned by an expiry (in their transactions), stock moved (after the commit;
   * the caches that show stock drop it, decision 112).
   */
  events: DomainEvents;
  /** Which invoice provider issues paid orders' invoices (docs/decisions/109-invoice-provider.md). */
  invoiceProvider?: string;
  now?: () => Date;
}

/**
 * The checkout (docs/product/shop.md#checkout-and-payment; decisions 041, 095 and 110): the one
 * service that touches stock, orders and payments. It prices a checkout (checkout-quote), holds
 * its bottles from the buyer's Pay (checkout-reservation, checkout-intent), makes the provider's
 * intent for exactly those terms (checkout-payment), waits for MB WAY and Multibanco
 * (checkout-async) and pays the order once, through the confirm call, the webhook or the sweep,
 * whichever comes first (checkout-confirm, checkout-webhook, checkout-settlement, checkout-sweep).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const provider = deps.payments;
  const payments = createCheckoutPayments({ db, payments: provider, logger, now });
  const reservations = createReservations({
    db,
    now,
    events: deps.events,
  });
  const settlement = createSettlement({ ...deps, now }, payments);
  const sweep = createReservationSweep({
    db,
    logger,
    now,
    payments,
    settlement,
    reservations,
    mailing: deps,
  });
  const reads = createOrderReads(db, now);
  const asyncPayments = createAsyncPayments({
    ...deps,
    now,
    checkoutPayments: payments,
    settlement,
  });
  const shared = { db, provider, now, payments, settlement };

  return {
    /** Which payment form the checkout page shows. */
    paymentConfig(): PaymentConfig {
      return deps.paymentConfig;
    },
    ...createDiscountChecks({ db, now }),
    createPaymentIntent: createIntentService({ ...deps, ...shared, reservations }),
    confirmOrder: createConfirmOrder(shared),
    handleWebhook: createWebhookHandler({ ...shared, mail: deps.mail, asyncPayments }),
    expireReservations: sweep.expireReservations,
    orderByCode: reads.orderByCode,
    ordersOfUser: reads.ordersOfUser,
    ...createOfflineCheckout({ db, offline: deps.offline, now }),
    awaitPayment: asyncPayments.awaitPayment,
    startOfflineMbWay: asyncPayments.startOfflineMbWay,
    offlinePaymentState: asyncPayments.offlinePaymentState,
    startOfflineMultibanco: asyncPayments.startOfflineMultibanco,
    markMultibancoPaid: asyncPayments.markMultibancoPaid,
    markOrderMultibancoPaid: asyncPayments.markOrderMultibancoPaid,
    start: sweep.start,
    stop: sweep.stop,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
