import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AccountNewsletter, Order, User } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { Spinner } from '~/ui/field';
import { useHydrated } from '~/ui/use-hydrated';
import { OrderHistory } from './order-history';

export const sectionClass = 'rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6';
export const headingClass = 'font-serif text-2xl font-semibold text-wine';
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm bg-wine px-6 font-semibold text-white hover:bg-wine-dark aria-disabled:opacity-70';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border border-wine px-5 font-semibold text-wine hover:bg-wine/5 aria-disabled:opacity-70';

export type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; data: T };

/** docs/product/accounts.md#profile-page: the summary of the user's details, and the edit form under it. */
export function SummarySection({
  user,
  editing,
  setEditing,
  children,
}: {
  user: User;
  editing: boolean;
  setEditing: (open: boolean) => void;
  /** The edit form, rendered while `editing`. */
  children: ReactNode;
}) {
  const t = useT();
  const address = [
    [user.address, user.house_number].filter(Boolean).join(', '),
    user.address_2,
    [user.postal_code, user.city].filter(Boolean).join(' '),
    [user.region_name, user.country_name].filter(Boolean).join(', '),
  ].filter(Boolean);
  const summary: [string, ReactNode][] = [
    [
      t('account.profile.summary.name'),
      [user.first_name, user.last_name].filter(Boolean).join(' '),
    ],
    [t('account.profile.fields.username'), user.username],
    [t('account.profile.fields.email'), user.email],
    [
      t('account.profile.fields.phone'),
      user.phone ? `${user.phone_prefix} ${user.phone}`.trim() : '',
    ],
    [
      t('account.profile.summary.address'),
      address.length
        ? address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))
        : '',
    ],
    // The last invoice's tax number and company, kept for the next checkout (decision 114).
    [t('account.profile.fields.nif'), [user.nif, user.company_name].filter(Boolean).join(' · ')],
  ];
  return (
    <section aria-labelledby="profile-details-title" className={sectionClass}>
      <h2 id="profile-details-title" className={headingClass}>
        {t('account.profile.summary.title')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {summary.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-olive">{label}</dt>
            <dd className="mt-0.5 break-words">{value || t('account.profile.summary.empty')}</dd>
          </div>
        ))}
      </dl>
      <EditToggle editing={editing} setEditing={setEditing} />
      <div id="profile-edit" hidden={!editing} className="mt-5 border-t border-ink/10 pt-5">
        {editing ? children : null}
      </div>
    </section>
  );
}

/**
 * Opens and closes the edit form: a button once the page's scripts run, and before that (or
 * without scripts) a link to the page with `?edit=1`, which the server renders with the form open
 * (docs/decisions/131-cookie-session.md).
 */
function EditToggle({
  editing,
  setEditing,
}: {
  editing: boolean;
  setEditing: (open: boolean) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const label = t(editing ? 'account.profile.edit.close' : 'account.profile.edit.open');
  if (!hydrated) {
    return (
      <a href={editing ? pathname : `${pathname}?edit=1`} className={`${secondaryButton} mt-5`}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-expanded={editing}
      aria-controls="profile-edit"
      onClick={() => setEditing(!editing)}
      className={`${secondaryButton} mt-5`}
    >
      {label}
    </button>
  );
}

/** docs/product/shop.md#orders-and-statuses: the buyer's orders. */
export function OrdersSection({
  orders,
  actions,
}: {
  orders: Loaded<Order[]>;
  actions: ((order: Order) => ReactNode) | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby="profile-orders-title" className={sectionClass}>
      <h2 id="profile-orders-title" className={`${headingClass} mb-4`}>
        {t('account.orders.title')}
      </h2>
      {orders.kind === 'loading' ? (
        <p role="status">{t('account.orders.loading')}</p>
      ) : orders.kind === 'failed' ? (
        <p role="alert">{t('account.orders.failed')}</p>
      ) : (
        <OrderHistory orders={orders.data} actions={actions} />
      )}
    </section>
  );
}

/** docs/product/accounts.md#profile-page: the newsletter subscription of the account. */
export function NewsletterSection({
  state,
  onChange,
}: {
  state: Loaded<AccountNewsletter>;
  onChange: (subscribed: boolean) => Promise<void>;
}) {
  const t = useT();
  const subscribed =
    state.kind === 'ok' && (state.data.status === 'confirmed' || state.data.status === 'pending');
  return (
    <section aria-labelledby="profile-newsletter-title" className={sectionClass}>
      <h2 id="profile-newsletter-title" className={headingClass}>
        {t('account.profile.newsletter.title')}
      </h2>
      <div aria-live="polite" className="mt-2">
        {state.kind === 'loading' ? (
          <p>{t('account.profile.newsletter.loading')}</p>
        ) : state.kind === 'failed' ? (
          <p>{t('account.profile.newsletter.unavailable')}</p>
        ) : (
          <p>{t(`account.profile.newsletter.status.${state.data.status}`)}</p>
        )}
      </div>
      {state.kind === 'ok' ? (
        <BusyButton className={`${secondaryButton} mt-4`} onClick={() => onChange(!subscribed)}>
          {t(
            subscribed
              ? 'account.profile.newsletter.unsubscribe'
              : 'account.profile.newsletter.subscribe',
          )}
        </BusyButton>
      ) : null}
    </section>
  );
}

/** A button that shows a spinner and ignores clicks while its action runs. */
export function BusyButton({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick: () => Promise<void>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      className={className}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** The back-office link of a staff member. */
export function StaffSection() {
  const t = useT();
  return (
    <section aria-labelledby="profile-staff-title" className={sectionClass}>
      <h2 id="profile-staff-title" className={headingClass}>
        {t('account.profile.staff.title')}
      </h2>
      <p className="mt-2">
        {t('account.profile.staff.role')}: <strong>{t('account.profile.staff.admin')}</strong>
      </p>
      <a
        href="/admin"
        target="_blank"
        rel="noopener noreferrer"
        className={`${primaryButton} mt-4`}
      >
        {t('account.profile.staff.link')}
        <span className="sr-only"> {t('account.profile.staff.newTab')}</span>
      </a>
    </section>
  );
}

/** docs/product/accounts.md#account-deletion: the button that opens the confirmation dialog. */
export function DeleteSection({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="profile-delete-title"
      className={`${sectionClass} border-l-4 border-red-800`}
    >
      <h2 id="profile-delete-title" className={headingClass}>
        {t('account.profile.delete.title')}
      </h2>
      <p className="mt-2">{t('account.profile.delete.text')}</p>
      <button
        type="button"
        onClick={onOpen}
        className="mt-4 inline-flex min-h-11 items-center rounded-sm bg-red-800 px-5 font-semibold text-white hover:bg-red-900"
      >
        {t('account.profile.delete.open')}
      </button>
    </section>
  );
}

/** docs/product/accounts.md#account-data: the download of everything the account holds. */
export function DataSection({ onDownload }: { onDownload: () => Promise<void> }) {
  const t = useT();
  return (
    <section aria-labelledby="profile-data-title" className={sectionClass}>
      <h2 id="profile-data-title" className={headingClass}>
        {t('account.profile.data.title')}
      </h2>
      <p className="mt-2">{t('account.profile.data.text')}</p>
      <BusyButton className={`${secondaryButton} mt-4`} onClick={onDownload}>
        {t('account.profile.data.download')}
      </BusyButton>
    </section>
  );
}
