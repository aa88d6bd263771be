import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { pathTo, type FormRefusal, type Order, type ShippingCountry, type User } from '@mdc/shared';
import { apiRefusalOf } from '~/ui/api-refusal';
import { useAuth } from '~/ui/auth/auth-context';
import { useLang, useT } from '~/i18n/i18n';
import { useToast } from '~/ui/overlays/toasts';
import { useRootData } from '~/ui/root-data';
import { shellTimings } from '~/ui/overlays/timings';
import { DeleteAccountDialog } from './delete-account-dialog';
import { deleteAccount, downloadMyData, setNewsletter, updateMe } from './profile-api';
import { ProfileEditForm, type SaveResult } from './profile-edit-form';
import {
  fieldErrorsOf,
  readOriginalUser,
  storeOriginalUser,
  type ProfileValues,
} from './profile-form';
import {
  DataSection,
  DeleteSection,
  NewsletterSection,
  OrdersSection,
  primaryButton,
  sectionClass,
  StaffSection,
  SummarySection,
} from './profile-sections';
import { useProfileData } from './use-profile-data';

/** docs/product/accounts.md#account-deletion: the account-deletion follow-up runs 4.2 s after the success toast. */
export const deleteFollowUpMs = 4200;
const toastMs = shellTimings.formToastMs;

/**
 * docs/product/accounts.md#profile-page, rendered in the browser from the signed-in user: summary, edit form,
 * orders, newsletter, data download, staff block and account deletion; docs/product/accounts.md#account-messages profile messages.
 * `orderActions` renders what the buyer can do with an order (the withdrawal button, decision 070).
 */
export function ProfilePage({
  orderActions,
  initial = null,
  refusal = null,
  typed = null,
  editing: editRequested = false,
  saved = false,
}: {
  orderActions?: (order: Order) => ReactNode;
  /**
   * The signed-in customer, the CSRF token and the billing countries, read on the server
   * (decision 131).
   */
  initial?: { user: User; csrf: string; countries: ShippingCountry[] } | null;
  /** The route action's refusal of a save posted without scripts, and what was typed. */
  refusal?: FormRefusal | null;
  typed?: Record<string, string> | null;
  /** `?edit=1`: the edit form rendered open on the server, for a visitor without scripts. */
  editing?: boolean;
  /** `?saved=1`: the route action saved the profile. */
  saved?: boolean;
} = {}) {
  const lang = useLang();
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { estate } = useRootData();
  const { authFetch, setUser, signOut } = useAuth();
  const [editing, setEditing] = useState(refusal !== null || editRequested);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const data = useProfileData(deleted, initial?.user ?? null, initial?.countries ?? []);
  const { me, unauthorized } = data;

  const save = async (values: ProfileValues): Promise<SaveResult> => {
    const answer = await updateMe(authFetch, values);
    if (answer.ok) {
      data.setMe(answer.data);
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
      const key = answer.status === null ? 'connection' : 'failure';
      toast('error', t(`account.profile.delete.${key}`), toastMs);
      return false;
    }
    // docs/product/accounts.md#account-deletion: the account (and with it every session) is gone at
    // once; the sign-out and the way home follow 4.2 s later.
    storeOriginalUser(null);
    setDeleted(true);
    toast('success', t('account.profile.delete.success'), toastMs);
    window.setTimeout(() => {
      void signOut();
      void navigate(pathTo('shop', lang), { replace: true });
    }, deleteFollowUpMs);
    return true;
  };

  const message = (body: ReactNode) => (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('account.profile.title')}</h1>
      <div className="mt-6 text-lg">{body}</div>
    </div>
  );

  if (deleted) return message(<p role="status">{t('account.profile.delete.success')}</p>);
  if (data.loggedOut) {
    return message(
      <div className={`${sectionClass} border-l-4 border-ochre`}>
        <p role="alert" className="font-semibold">
          {t('account.profile.pleaseLogIn')}
        </p>
        <Link to={data.loginPath} className={`${primaryButton} mt-4`}>
          {t('account.profile.logIn')}
        </Link>
      </div>,
    );
  }
  if (data.problem) {
    return message(
      <p
        role="alert"
        className="rounded-sm border-l-4 border-wine bg-white p-4 font-semibold text-wine"
      >
        {t(`account.profile.errors.${data.problem}`)}
      </p>,
    );
  }
  if (!me) return message(<p role="status">{t('account.profile.loading')}</p>);
  const user = me;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('account.profile.title')}</h1>
      <p className="mt-2 text-lg">
        {t('account.profile.greeting', { name: user.first_name || user.username })}
      </p>
      <ProfileNotices refusal={refusal} saved={saved && !editing} />
      <div className="mt-6 grid gap-6">
        <SummarySection user={user} editing={editing} setEditing={setEditing}>
          <ProfileEditForm
            user={user}
            original={() => readOriginalUser() ?? user}
            countries={data.countries}
            lang={lang}
            onSave={save}
            csrf={initial?.csrf ?? null}
            refusal={refusal}
            typed={typed}
          />
        </SummarySection>
        <OrdersSection orders={data.orders} actions={orderActions} />
        <div className="grid gap-6 md:grid-cols-2">
          <NewsletterSection
            state={data.newsletter}
            onChange={async (subscribed) => {
              const answer = await setNewsletter(authFetch, subscribed);
              if (answer.ok) data.setNewsletterState({ kind: 'ok', data: answer.data });
              else if (answer.status === 401) unauthorized();
              else toast('error', t('account.profile.newsletter.failed'), toastMs);
            }}
          />
          <DataSection
            onDownload={async () => {
              const name = t('account.profile.data.fileName', { estate: estate.slug || 'estate' });
              const done = await downloadMyData(authFetch, `${name}.json`);
              if (!done) toast('error', t('account.profile.data.failed'), toastMs);
            }}
          />
        </div>
        {user.is_staff ? <StaffSection /> : null}
        <DeleteSection onOpen={() => setDeleteOpen(true)} />
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

/** A save refused before its fields were read (CSRF, another site), or saved without scripts. */
function ProfileNotices({ refusal, saved }: { refusal: FormRefusal | null; saved: boolean }) {
  const t = useT();
  return (
    <>
      {refusal && (refusal.code === 'csrf_invalid' || refusal.code === 'cross_site_request') ? (
        <p
          role="alert"
          className="mt-4 rounded-sm border-l-4 border-wine bg-white p-4 font-semibold text-wine"
        >
          {t(`account.profile.errors.${refusal.code === 'csrf_invalid' ? 'csrf' : 'crossSite'}`)}
        </p>
      ) : null}
      {saved ? (
        <p
          role="status"
          className="mt-4 rounded-sm border-l-4 border-olive bg-white p-4 font-semibold"
        >
          {t('account.profile.edit.success')}
        </p>
      ) : null}
    </>
  );
}
