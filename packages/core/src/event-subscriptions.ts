import type { DomainEvents } from './events/index.ts';
import { queueCreditNote, queueInvoice } from './invoices/index.ts';
import type { StockAlertService } from './stock-alerts/index.ts';

/**
 * Who hears which domain event, in one place (docs/decisions/133-domains-as-modules.md): the
 * domain that raises an event does not know who listens, and the listener does not import it.
 */
export function subscribeDomains(
  events: DomainEvents,
  listeners: {
    catalogue: { invalidate(): void };
    stockAlerts: Pick<StockAlertService, 'wineChanged' | 'stockReturned' | 'invalidate'>;
    /** Delivers queued e-mails soon (the MailWorker). */
    mail: { kick(): void };
    /** Tells the other instances to clear their caches (decision 102). */
    tellOtherInstances: () => Promise<void>;
  },
): void {
  const { catalogue, stockAlerts, mail } = listeners;
  // The invoice outbox (decision 109), in the transaction that paid or refunded.
  events.handle('orderPaid', (tx, paid) =>
    queueInvoice(tx, { id: paid.orderId, totalCents: paid.totalCents }),
  );
  events.handle('moneyRefunded', (tx, refund) =>
    queueCreditNote(tx, refund.orderId, refund.amountCents),
  );
  // Stock alerts (decision 072): their e-mails queued in the transaction that changed the wine
  // or gave its bottles back.
  events.handle('wineChanged', (tx, change) =>
    stockAlerts.wineChanged(tx, change.before, change.after),
  );
  events.handle('stockReturned', (tx, returned) => stockAlerts.stockReturned(tx, returned.wineIds));
  // After the commit: a staff save may have queued stock alerts' e-mails; the caches drop.
  events.on('catalogueChanged', () => {
    catalogue.invalidate();
    stockAlerts.invalidate();
    mail.kick();
  });
  // An order took or gave back bottles: the catalogue's read cache drops here, the shop's cached
  // pages through their own listener (services.onStockChanged) and every other instance clears
  // its caches (decisions 102 and 112).
  events.on('stockChanged', () => catalogue.invalidate());
  events.on('stockChanged', () => listeners.tellOtherInstances());
}
