import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  pathTo,
  type AccountNewsletter,
  type Order,
  type ShippingCountry,
  type User,
} from '@mdc/shared';
import { apiRefusalOf } from '~/ui/api-refusal';
import { useAuth } from '~/ui/auth/auth-context';
import { useLang, useT } from '~/i18n/i18n';
import { Spinner } from '~/ui/field';
import { useToast } from '~/ui/overlays/toasts';
import { useRootData } from '~/ui/root-data';
import { shellTimings } from '~/ui/overlays/timings';
import { DeleteAccountDialog } from './delete-account-dialog';
import { OrderHistory } from './order-history';
import {
  deleteAccount,
  downloadMyData,
  fetchCountries,
  fetchMe,
  fetchMyOrders,
  fetchNewsletter,
  setNewsletter,
  updateMe,
} from './profile-api';
import { ProfileEditForm, type SaveResult } from './profile-edit-form';
import {
  fieldErrorsOf,
  loadProblemOf,
  readOriginalUser,
  storeOriginalUser,
  type LoadProblem,
  type ProfileValues,
} from './profile-form';

function hasStoredToken(): boolean {
  try {
    return Boolean(
      window.localStorage.getItem('accessToken') || window.localStorage.getItem('refreshToken'),
    );
  } catch {
    return false;
  }
}

/** docs/product/accounts.md#account-deletion: the account-deletion follow-up runs 4.2 s after the success toast. */
export const deleteFollowUpMs = 4200;
const toastMs = shellTimings.formToastMs;

const sectionClass = 'rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6';
const headingClass = 'font-serif text-2xl font-semibold text-wine';
const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm bg-wine px-6 font-semibold text-white hover:bg-wine-dark aria-disabled:opacity-70';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border border-wine px-5 font-semibold text-wine hover:bg-wine/5 aria-disabled:opacity-70';

type Loaded<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; data: T };

/**
 * docs/product/accounts.md#profile-page, rendered in the browser from the signed-in user: summary, edit form,
 * orders, newsletter, data download, staff block and account deletion; docs/product/accounts.md#account-messages profile messages.
 * `orderActions` renders what the buyer can do with an order (the withdrawal button, decision 070).
 */
export function ProfilePage({
  orderActions,
}: { orderActions?: (order: Order) => React.ReactNode } = {}) {
  const lang = useLang();
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { estate } = useRootData();
  const auth = useAuth();
  const { authFetch, setUser, signOut } = auth;
  // The auth state turns 'anonymous' on any failed load; with a token still stored the page loads
  // the user itself, so it can tell a 404, a server error or no connection apart (docs/product/accounts.md#account-messages).
  const authLoading = auth.status === 'loading';
  const loggedOut = auth.status === 'anonymous' && !hasStoredToken();
  const [me, setMe] = useState<User | null>(null);
  const [problem, setProblem] = useState<LoadProblem | null>(null);
  const [orders, setOrders] = useState<Loaded<Order[]>>({ kind: 'loading' });
  const [newsletter, setNewsletterState] = useState<Loaded<AccountNewsletter>>({
    kind: 'loading',
  });
  const [countries, setCountries] = useState<ShippingCountry[]>([]);
  const [editing, setEditing] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const loginPath = `${pathTo('login', lang)}?next=profile`;

  const unauthorized = useCallback(() => {
    toast('error', t('account.profile.errors.unauthorized'), toastMs);
    void navigate(loginPath, { replace: true });
  }, [loginPath, navigate, t, toast]);

  // Read while the page first renders, before the auth state checks the tokens: a session that
  // check then ends counts as a 401 here (docs/product/accounts.md#account-messages), not as a visitor who never logged in.
  const [openedWithToken] = useState(() => typeof window !== 'undefined' && hasStoredToken());

  useEffect(() => {
    if (loggedOut && openedWithToken && !me && !deleted) unauthorized();
    if (authLoading || loggedOut || deleted) return;
    let live = true;
    void fetchMe(authFetch).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setMe(answer.data);
        setUser(answer.data);
        storeOriginalUser(answer.data);
        setProblem(null);
        return;
      }
      const kind = loadProblemOf(answer.status);
      if (kind === 'unauthorized') unauthorized();
      else setProblem(kind);
    });
    void fetchMyOrders(authFetch).then((answer) => {
      if (live) setOrders(answer.ok ? { kind: 'ok', data: answer.data } : { kind: 'failed' });
    });
    void fetchNewsletter(authFetch).then((answer) => {
      if (live)
        setNewsletterState(answer.ok ? { kind: 'ok', data: answer.data } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
    // Loaded once per sign-in; setUser and the callbacks are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authLoading, loggedOut]);

  useEffect(() => {
    let live = true;
    void fetchCountries(lang).then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, [lang]);

  const save = async (values: ProfileValues): Promise<SaveResult> => {
    const answer = await updateMe(authFetch, values);
    if (answer.ok) {
      setMe(answer.data);
      setUser(answer.data);
      storeOriginalUser(answer.data);
      setEditing(false);
      toast('success', t('account.profile.edit.success'), toastMs);
      return { ok: true };
    }
    if (answer.status === 401) unauthorized();
    else toast('error', t('account.profile.edit.failure'), toastMs);
    return { ok: false, errors: fieldErrorsOf(apiRefusalOf(answer.body)) };
  };

  const removeAccount = async (): Promise<boolean> => {
    const answer = await deleteAccount(authFetch);
    if (!answer.ok) {
      toast(
        'error',
        t(
          answer.status === null
            ? 'account.profile.delete.connection'
            : 'account.profile.delete.failure',
        ),
        toastMs,
      );
      return false;
    }
    // docs/product/accounts.md#account-deletion: the tokens go at once; the logout and the way home follow 4.2 s later.
    for (const key of ['accessToken', 'refreshToken']) window.localStorage.removeItem(key);
    storeOriginalUser(null);
    setDeleted(true);
    toast('success', t('account.profile.delete.success'), toastMs);
    window.setTimeout(() => {
      void signOut();
      void navigate(pathTo('shop', lang), { replace: true });
    }, deleteFollowUpMs);
    return true;
  };

  const message = (body: React.ReactNode) => (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('account.profile.title')}</h1>
      <div className="mt-6 text-lg">{body}</div>
    </div>
  );

  if (deleted) return message(<p role="status">{t('account.profile.delete.success')}</p>);

  if (loggedOut) {
    return message(
      <div className={`${sectionClass} border-l-4 border-ochre`}>
        <p role="alert" className="font-semibold">
          {t('account.profile.pleaseLogIn')}
        </p>
        <Link to={loginPath} className={`${primaryButton} mt-4`}>
          {t('account.profile.logIn')}
        </Link>
      </div>,
    );
  }

  if (problem) {
    return message(
      <p
        role="alert"
        className="rounded-sm border-l-4 border-wine bg-white p-4 font-semibold text-wine"
      >
        {t(`account.profile.errors.${problem}`)}
      </p>,
    );
  }

  if (!me) return message(<p role="status">{t('account.profile.loading')}</p>);
  const user = me;

  const address = [
    [user.address, user.house_number].filter(Boolean).join(', '),
    user.address_2,
    [user.postal_code, user.city].filter(Boolean).join(' '),
    [user.region_name, user.country_name].filter(Boolean).join(', '),
  ].filter(Boolean);
  const summary: [string, React.ReactNode][] = [
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
  ];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('account.profile.title')}</h1>
      <p className="mt-2 text-lg">
        {t('account.profile.greeting', { name: user.first_name || user.username })}
      </p>

      <div className="mt-6 grid gap-6">
        <section aria-labelledby="profile-details-title" className={sectionClass}>
          <h2 id="profile-details-title" className={headingClass}>
            {t('account.profile.summary.title')}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {summary.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-semibold uppercase tracking-wide text-olive">
                  {label}
                </dt>
                <dd className="mt-0.5 break-words">
                  {value || t('account.profile.summary.empty')}
                </dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            aria-expanded={editing}
            aria-controls="profile-edit"
            onClick={() => setEditing((open) => !open)}
            className={`${secondaryButton} mt-5`}
          >
            {t(editing ? 'account.profile.edit.close' : 'account.profile.edit.open')}
          </button>
          <div id="profile-edit" hidden={!editing} className="mt-5 border-t border-ink/10 pt-5">
            {editing ? (
              <ProfileEditForm
                user={user}
                original={() => readOriginalUser() ?? user}
                countries={countries}
                lang={lang}
                onSave={save}
              />
            ) : null}
          </div>
        </section>

        <section aria-labelledby="profile-orders-title" className={sectionClass}>
          <h2 id="profile-orders-title" className={`${headingClass} mb-4`}>
            {t('account.orders.title')}
          </h2>
          {orders.kind === 'loading' ? (
            <p role="status">{t('account.orders.loading')}</p>
          ) : orders.kind === 'failed' ? (
            <p role="alert">{t('account.orders.failed')}</p>
          ) : (
            <OrderHistory orders={orders.data} actions={orderActions} />
          )}
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <NewsletterSection
            state={newsletter}
            onChange={async (subscribed) => {
              const answer = await setNewsletter(authFetch, subscribed);
              if (answer.ok) setNewsletterState({ kind: 'ok', data: answer.data });
              else if (answer.status === 401) unauthorized();
              else toast('error', t('account.profile.newsletter.failed'), toastMs);
            }}
          />
          <section aria-labelledby="profile-data-title" className={sectionClass}>
            <h2 id="profile-data-title" className={headingClass}>
              {t('account.profile.data.title')}
            </h2>
            <p className="mt-2">{t('account.profile.data.text')}</p>
            <BusyButton
              className={`${secondaryButton} mt-4`}
              onClick={async () => {
                const done = await downloadMyData(
                  authFetch,
                  `${t('account.profile.data.fileName', { estate: estate.slug || 'estate' })}.json`,
                );
                if (!done) toast('error', t('account.profile.data.failed'), toastMs);
              }}
            >
              {t('account.profile.data.download')}
            </BusyButton>
          </section>
        </div>

        {user.is_staff ? (
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
        ) : null}

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
            onClick={() => setDeleteOpen(true)}
            className="mt-4 inline-flex min-h-11 items-center rounded-sm bg-red-800 px-5 font-semibold text-white hover:bg-red-900"
          >
            {t('account.profile.delete.open')}
          </button>
        </section>
      </div>

      <DeleteAccountDialog
        open={deleteOpen}
        lang={lang}
        onClose={() => setDeleteOpen(false)}
        onDelete={removeAccount}
      />
    </div>
  );
}

function NewsletterSection({
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
function BusyButton({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick: () => Promise<void>;
  children: React.ReactNode;
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
