import type { TFunction } from 'i18next';
import type { Order } from '@mdc/shared';

/**
 * The order page's invoice part (docs/product/shop.md#nif-and-invoices): who the invoice is made
 * out to, and a link to each issued document's PDF (the order's code is its key), or a note while
 * it is being issued.
 */
export function OrderInvoices({ order, t }: { order: Order; t: TFunction }) {
  if (order.payment_status !== 'paid' && order.payment_status !== 'refunded') return null;
  return (
    <section
      aria-labelledby="order-invoice"
      className="mt-6 rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <h2 id="order-invoice" className="font-serif text-2xl font-semibold text-wine">
        {t('invoices.order.title')}
      </h2>
      <p className="mt-2">
        {order.company_name ? <span className="block">{order.company_name}</span> : null}
        <span className="block">
          {t('invoices.order.taxId')}: {order.tax_id || t('invoices.order.finalConsumer')}
        </span>
      </p>
      <ul className="mt-3 space-y-2">
        {order.invoices.length === 0 ? <li>{t('invoices.order.pending')}</li> : null}
        {order.invoices.map((invoice) =>
          invoice.status === 'issued' && invoice.url ? (
            <li key={invoice.kind}>
              <a
                href={invoice.url}
                className="inline-flex min-h-6 items-center font-semibold text-wine underline underline-offset-2 hover:no-underline"
              >
                {/* Named by what it is: the offline provider's is a pro forma (issue 29, point 17); a
                    24 px target on a phone (WCAG 2.5.8). */}
                {t(
                  invoice.pro_forma
                    ? `invoices.order.proForma_${invoice.kind}`
                    : `invoices.order.${invoice.kind}`,
                  { number: invoice.number },
                )}
              </a>
              {invoice.pro_forma ? (
                <span className="block text-sm text-ink/75">{t('invoices.order.proForma')}</span>
              ) : null}
            </li>
          ) : (
            <li key={invoice.kind} role="status">
              {t(
                invoice.kind === 'invoice'
                  ? 'invoices.order.pending'
                  : 'invoices.order.pendingCredit',
              )}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
