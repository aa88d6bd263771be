import {
  formatPrice,
  eurosToCents,
  localeOf,
  type MultibancoVoucher,
  type SiteLang,
} from '@mdc/shared';
import type { TFunction } from 'i18next';

/** "123 456 789", as ATMs and home banking show a reference. */
export const groupedReference = (reference: string) => reference.replace(/(\d{3})(?=\d)/g, '$1 ');

/**
 * The Multibanco voucher of an order awaiting its payment (decision 110): entity, reference,
 * amount and the time to pay by, on the thank-you page (and in the e-mail the buyer gets).
 */
export function MultibancoVoucherBox({
  voucher,
  lang,
  t,
}: {
  voucher: MultibancoVoucher;
  lang: SiteLang;
  t: TFunction;
}) {
  const until = new Intl.DateTimeFormat(localeOf[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Lisbon',
  }).format(new Date(voucher.expires_at));
  const facts: Array<[string, string]> = [
    [t('checkout.multibanco.entity'), voucher.entity],
    [t('checkout.multibanco.reference'), groupedReference(voucher.reference)],
    [t('checkout.multibanco.amount'), formatPrice(eurosToCents(voucher.amount), lang)],
    [t('checkout.multibanco.expires'), until],
  ];
  return (
    <section
      aria-labelledby="multibanco-title"
      className="mt-6 rounded-md border-2 border-wine bg-white p-4 sm:p-6"
      data-testid="multibanco-voucher"
    >
      <h2 id="multibanco-title" className="font-serif text-2xl font-semibold text-wine">
        {t('checkout.multibanco.title')}
      </h2>
      <p className="mt-2">{t('checkout.multibanco.text', { until })}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-olive">{label}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {voucher.voucher_url ? (
        <p className="mt-4">
          <a href={voucher.voucher_url} className="text-wine underline" rel="noopener">
            {t('checkout.multibanco.voucher')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
