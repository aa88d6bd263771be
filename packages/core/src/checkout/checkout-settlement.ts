import { and, asc, eq } from 'drizzle-orm';
import { pathTo, type CompanyContact } from '@mdc/shared';
import { orderItems, orders, users } from '@mdc/db';
import { queueEmail, type DbTransaction, type MailingDeps } from '../mail/index.ts';
import type { PaymentIntent } from '../payments/index.ts';
import { sellerOf, type Seller } from '../settings/index.ts';
import {
  orderNoticeEmail,
  type OrderForEmail,
  emailView,
  orderConfirmationEmail,
} from '../orders/index.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import { termsDigest, termsOfOrder } from './checkout-terms.ts';
import type { OrderRow } from './checkout-types.ts';
import { invoicePdfPath, taxIdOf } from '../invoices/index.ts';
import type { DomainEvents } from '../events/index.ts';

/**
 * A signed-in buyer's NIF / VAT number and company are kept on the profile for the next checkout
 * (docs/decisions/114-nif-rules.md); an order without one leaves the profile's as it was.
 */
async function rememberTaxId(tx: DbTransaction, order: OrderRow): Promise<void> {
  const taxId = taxIdOf(order.customer);
  if (order.userId === null || taxId === null) return;
  const company = String((order.customer as { company_name?: unknown }).company_name ?? '');
  await tx
    .update(users)
    .set({ nif: taxId, companyName: company.slice(0, 100) })
    .where(eq(users.id, order.userId));
}

export type Settlement = 'paid' | 'already_paid' | 'not_found' | 'mismatch' | 'expired';

/**
 * Paying an order exactly once (decision 041, decision 095): the confirm call, the webhook and
 * the reservation sweep all come here with the provider's succeeded intent. The order is paid
 * only when the intent is for it, for its total, in euros and for the terms it still holds, and
 * when it carries the 18+ confirmation; a payment that cannot be honoured is given back.
 */
export function createSettlement(
  deps: MailingDeps & {
    estateEmail: string;
    companyContact: () => Promise<CompanyContact | null>;
    now: () => Date;
    /** Which invoice provider issues the invoice-receipt (the e-mail says so for a pro-forma). */
    invoiceProvider?: string;
    /** `orderPaid` is raised in the settling transaction. */
    events: Pick<DomainEvents, 'raise'>;
  },
  payments: CheckoutPayments,
) {
  const { db, now } = deps;

  /** Who sells, as the confirmation names them; read before the settling transaction. */
  async function seller(): Promise<Seller> {
    const [name, contact] = await Promise.all([deps.estateName(), deps.companyContact()]);
    return sellerOf(name, contact, deps.estateEmail);
  }

  /** The buyer's confirmation (docs/decisions/094-order-confirmation-email.md). */
  function confirmation(view: OrderForEmail, order: OrderRow, from: Seller) {
    const { code } = order;
    const lang = view.lang;
    const customer = order.customer as { company_name?: string } | null;
    return {
      ...orderConfirmationEmail({
        order: view,
        seller: from,
        orderUrl: `${deps.publicUrl}${pathTo('thankYou', lang, { code })}`,
        // The legal page's terms and conditions, where the right of withdrawal is set out.
        termsUrl: `${deps.publicUrl}${pathTo('legal', lang)}#termsConditions`,
        logoUrl: `${deps.publicUrl}/images/logo-email.png`,
        site: new URL(deps.publicUrl).host,
        invoice: {
          url: `${deps.publicUrl}${invoicePdfPath(code, 'invoice')}`,
          taxId: taxIdOf(order.customer),
          company: customer?.company_name?.trim() ?? '',
          proForma: (deps.invoiceProvider ?? 'offline') === 'offline',
        },
      }),
      // A reply (a question, a withdrawal by e-mail) reaches the estate's inbox.
      replyTo: deps.estateEmail,
    };
  }

  /**
   * Marks the order of a succeeded intent paid with a conditional update and queues its two
   * e-mails in the same transaction. Only database work: callers talk to the provider.
   */
  async function settleInTx(
    tx: DbTransaction,
    intent: PaymentIntent,
    from: Seller,
    userId: number | null = null,
  ): Promise<{ result: Settlement; order?: OrderRow }> {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
    if (!order) return { result: 'not_found' };
    if (order.paymentStatus === 'paid') return { result: 'already_paid', order };
    if (order.paymentStatus !== 'awaiting_payment') return { result: 'expired', order };
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    if (
      intent.metadata.order_id !== String(order.id) ||
      intent.amountCents !== order.totalCents ||
      intent.currency !== 'eur' ||
      intent.metadata.terms !== termsDigest(termsOfOrder(order, items)) ||
      order.adultConfirmedAt === null ||
      order.customer === null
    ) {
      return { result: 'mismatch', order };
    }
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt: now(),
        updatedAt: now(),
        lastPaymentError: null,
        reservationClient: null,
        ...(userId !== null && order.userId === null && { userId }),
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.paymentStatus, 'awaiting_payment'),
          eq(orders.paymentIntentId, intent.id),
        ),
      )
      .returning();
    if (!paid) return { result: 'already_paid', order };
    const view = emailView(paid, items);
    // Raised in this transaction: the invoice-receipt is queued in it, once per order
    // (docs/decisions/109-invoice-provider.md, docs/decisions/133-domains-as-modules.md).
    await deps.events.raise(tx, 'orderPaid', { orderId: paid.id, totalCents: paid.totalCents });
    await rememberTaxId(tx, paid);
    if (paid.email) await queueEmail(tx, confirmation(view, paid, from));
    await queueEmail(tx, orderNoticeEmail({ to: deps.estateEmail, order: view }));
    return { result: 'paid', order: paid };
  }

  /** Settles a succeeded intent, giving the money back when the order cannot take it. */
  async function settle(intent: PaymentIntent, userId: number | null = null) {
    const from = await seller();
    const outcome = await db.transaction((tx) => settleInTx(tx, intent, from, userId));
    if (outcome.result === 'paid') deps.mail.kick();
    const { order } = outcome;
    if (order && outcome.result === 'mismatch' && intent.metadata.order_id === String(order.id)) {
      await payments.compensate(
        intent,
        order,
        `paid ${intent.amountCents} for a total of ${order.totalCents} (terms ${intent.metadata.terms ?? 'none'})`,
      );
    }
    if (order && outcome.result === 'expired') {
      await payments.compensate(intent, order, `paid after the order was ${order.paymentStatus}`);
    }
    return outcome;
  }

  return { settleInTx, settle, seller };
}

export type SettlementService = ReturnType<typeof createSettlement>;
