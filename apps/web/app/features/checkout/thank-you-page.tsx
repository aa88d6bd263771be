import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { eurosToCents, formatPrice, localeOf, pathTo, type Order } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { fetchOrderByCode, type OrderAnswer } from './checkout-api';
import { OrderLines, orderSummary, orderTotalRows } from '~/ui/order-lines';
import { OrderInvoices } from './order-invoices';
import { MultibancoVoucherBox } from './multibanco-voucher';
import { lapsedDocumentTitle } from './order-page-title';

type State = { kind: 'loading' } | { kind: 'noCode' } | OrderAnswer;

const buttonClass =
  'inline-flex min-h-11 items-center rounded-sm bg-wine px-6 font-semibold text-white hover:bg-wine-dark';

/**
 * docs/product/shop.md#thank-you-page, with its messages; the order is read in the browser.
 * `orderActions` renders what the buyer can do with the order (the withdrawal button, decision 070).
 */
export function ThankYouPage({
  code,
  orderActions,
}: {
  code: string | undefined;
  orderActions?: (order: Order) => React.ReactNode;
}) {
  const lang = useLang();
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!code) {
      setState({ kind: 'noCode' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchOrderByCode(code, controller.signal)
      .then(setState)
      .catch(() => {});
    return () => controller.abort();
  }, [code]);

  const continueShopping = (
    <Link to={pathTo('shop', lang)} className={buttonClass}>
      {t('checkout.thankYou.continue')}
    </Link>
  );
  // An unpaid order that lapsed: the buyer may order the wines again (issue 29, point 13).
  const orderAgain = (
    <Link to={pathTo('shop', lang)} className={buttonClass}>
      {t('checkout.thankYou.orderAgain')}
    </Link>
  );

  if (state.kind === 'loading') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p role="status" className="text-lg">
          {t('checkout.thankYou.loading')}
        </p>
      </div>
    );
  }

  if (state.kind !== 'ok') {
    const message =
      state.kind === 'noCode'
        ? t('checkout.thankYou.noCode')
        : state.kind === 'notFound'
          ? t('checkout.thankYou.expired')
          : t('checkout.thankYou.error', { message: state.message });
    return (
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="font-serif text-4xl font-semibold text-wine">
          {t('checkout.thankYou.notFoundTitle')}
        </h1>
        <p role="alert" className="mt-4 text-lg">
          {message}
        </p>
        <div className="mt-6">{continueShopping}</div>
      </div>
    );
  }

  return (
    <OrderView
      order={state.order}
      continueShopping={state.order.payment_status === 'expired' ? orderAgain : continueShopping}
      actions={orderActions?.(state.order)}
    />
  );
}

function OrderView({
  order,
  continueShopping,
  actions,
}: {
  order: Order;
  continueShopping: React.ReactNode;
  actions: React.ReactNode;
}) {
  const lang = useLang();
  const t = useT();
  const summary = orderSummary(order);
  const date = new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'long' }).format(
    new Date(order.created_at),
  );
  const address = order.shipping_address;
  // Lapsed: the hold ran out unpaid; staff cancelling an unpaid order is not a lapse.
  const lapsed = order.payment_status === 'expired' && order.deliver_status !== 'cancelled';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="max-w-4xl">
        {lapsed ? (
          <LapsedNotice order={order} orderAgain={continueShopping} />
        ) : (
          <>
            <h1 className="font-serif text-4xl font-semibold text-wine">
              {t('checkout.thankYou.title')}
            </h1>
            <p className="mt-3 text-lg">
              {order.multibanco
                ? t('checkout.multibanco.greeting', { name: order.first_name })
                : t('checkout.thankYou.greeting', { name: order.first_name })}
            </p>
          </>
        )}
        {order.multibanco ? (
          <MultibancoVoucherBox voucher={order.multibanco} lang={lang} t={t} />
        ) : null}

        <dl className="mt-6 grid gap-4 rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:grid-cols-3 sm:p-6">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-olive">
              {t('checkout.thankYou.orderNumber')}
            </dt>
            <dd className="mt-1 text-lg font-semibold">{order.order_number}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-olive">
              {t('checkout.thankYou.date')}
            </dt>
            <dd className="mt-1">{date}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-olive">
              {t('checkout.thankYou.shippingMethod')}
            </dt>
            <dd className="mt-1">{order.shipping_option_name}</dd>
          </div>
        </dl>

        <section
          aria-labelledby="thank-you-summary"
          className="mt-6 rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6"
        >
          <h2 id="thank-you-summary" className="mb-3 font-serif text-2xl font-semibold text-wine">
            {t('checkout.summary.title')}
          </h2>
          <OrderLines
            lines={summary.lines}
            totals={[
              ...orderTotalRows(summary, t, lang),
              {
                label: t('checkout.thankYou.vat'),
                value: formatPrice(eurosToCents(order.vat_amount), lang),
              },
            ]}
            thumbnail={70}
            caption={t('checkout.summary.title')}
            lang={lang}
            t={t}
          />
        </section>

        <section
          aria-labelledby="thank-you-address"
          className="mt-6 rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6"
        >
          <h2 id="thank-you-address" className="font-serif text-2xl font-semibold text-wine">
            {t('checkout.thankYou.deliverTo')}
          </h2>
          <address className="mt-2 not-italic">
            {[address.name, ...address.lines, address.region_name, address.country_name]
              .filter(Boolean)
              .map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
          </address>
        </section>

        <OrderInvoices order={order} t={t} />

        {actions}

        {lapsed ? null : <div className="mt-8">{continueShopping}</div>}
      </div>
    </div>
  );
}

const lapsedText = {
  card: 'checkout.thankYou.lapsedCard',
  mb_way: 'checkout.thankYou.lapsedMbWay',
  multibanco: 'checkout.thankYou.lapsedMultibanco',
} as const;

/**
 * An order whose payment never came and whose hold ran out (payment status `expired`): it says the
 * order lapsed, that nothing was charged, and offers to order again
 * (docs/decisions/117-payment-lapse-and-invoice-lookup.md).
 */
function LapsedNotice({ order, orderAgain }: { order: Order; orderAgain: React.ReactNode }) {
  const t = useT();
  const lapsedTitle = t('checkout.thankYou.lapsedTitle');
  // The server titled the page before the order was read: the tab must not say "thank you".
  // Put back on leaving only if still ours (a page navigated to has already set its own).
  useEffect(() => {
    const before = document.title;
    const lapsed = lapsedDocumentTitle(before, lapsedTitle);
    document.title = lapsed;
    return () => {
      if (document.title === lapsed) document.title = before;
    };
  }, [lapsedTitle]);
  return (
    <>
      <h1 className="font-serif text-4xl font-semibold text-wine">
        {t('checkout.thankYou.lapsedTitle')}
      </h1>
      <div role="status" className="mt-3 space-y-2 text-lg">
        <p>
          {t(lapsedText[order.payment_method], {
            name: order.first_name,
            number: order.order_number,
          })}
        </p>
        <p>{t('checkout.thankYou.lapsedNothing')}</p>
      </div>
      <div className="mt-4">{orderAgain}</div>
    </>
  );
}
