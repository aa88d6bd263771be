import { formatPrice, localeOf, type Order } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { OrderLines, orderSummary, orderTotalRows } from '~/ui/order-lines';
import { statusBadge } from './profile-form';

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const badge = statusBadge(status);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${badge.className}`}
    >
      {badge.known ? t(`account.orders.status.${badge.status}`) : badge.text}
    </span>
  );
}

/** docs/product/accounts.md#profile-page: an accordion of past orders, each with its status badge. */
export function OrderHistory({
  orders,
  actions,
}: {
  orders: readonly Order[];
  /** What the buyer can do with an order, under its lines (the withdrawal button). */
  actions?: ((order: Order) => React.ReactNode) | undefined;
}) {
  const t = useT();
  if (orders.length === 0) return <p>{t('account.orders.none')}</p>;
  return (
    <ul className="grid gap-3">
      {orders.map((order) => (
        <li key={order.code}>
          <OrderItem order={order} actions={actions?.(order)} />
        </li>
      ))}
    </ul>
  );
}

function OrderItem({ order, actions }: { order: Order; actions: React.ReactNode }) {
  const lang = useLang();
  const t = useT();
  const summary = orderSummary(order);
  const date = new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'medium' }).format(
    new Date(order.created_at),
  );
  const total = formatPrice(summary.totalCents, lang);

  return (
    <details className="group rounded-md bg-white shadow-sm ring-1 ring-ink/10">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="text-wine transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          ▸
        </span>
        <span className="font-semibold">
          {t('account.orders.order', { number: order.order_number })}
        </span>
        <span className="text-ink/80">{date}</span>
        <span className="font-semibold tabular-nums">{total}</span>
        <span className="ml-auto">
          <StatusBadge status={order.deliver_status} />
        </span>
      </summary>
      <div className="border-t border-ink/10 px-4 pb-4 pt-2">
        <OrderLines
          lines={summary.lines}
          totals={orderTotalRows(summary, t, lang)}
          thumbnail={50}
          caption={t('account.orders.order', { number: order.order_number })}
          lang={lang}
          t={t}
        />
        {actions}
      </div>
    </details>
  );
}
