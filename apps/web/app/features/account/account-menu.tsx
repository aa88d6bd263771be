import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { Modal } from '~/ui/overlays/modal';
import { useToast } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import { useAuth } from '~/ui/auth/auth-context';

const itemClass =
  'rounded px-2 py-1.5 font-semibold underline-offset-4 hover:underline focus-visible:outline-current';

/**
 * docs/product/shop.md#shop-pages shop top bar, account part: the greeting linking to the profile and the logout
 * (confirmed in a modal, docs/product/accounts.md#sessions-and-tokens logout flow), or the login link. While the stored session is being
 * checked the login link's place is kept empty, so nothing moves.
 */
export function AccountMenu({ lang }: { lang: SiteLang }) {
  const t = translator(lang);
  const { status, user, signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  if (status === 'loading') {
    return (
      <span aria-hidden="true" className={`${itemClass} invisible`}>
        {t('shop.topBar.login')}
      </span>
    );
  }
  if (status === 'anonymous' || !user) {
    return (
      <Link to={pathTo('login', lang)} className={itemClass}>
        {t('shop.topBar.login')}
      </Link>
    );
  }

  async function logOut(name: string) {
    setConfirming(false);
    await signOut();
    toast('info', t('account.topBar.loggedOut', { name }), shellTimings.formToastMs);
    navigate(pathTo('login', lang));
  }

  return (
    <>
      <Link
        to={pathTo('profile', lang)}
        className={`${itemClass} min-w-0 truncate whitespace-nowrap`}
        data-testid="account-greeting"
      >
        {t('account.topBar.greeting', { username: user.username })}
      </Link>
      <button
        type="button"
        className={`${itemClass} inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap`}
        onClick={() => setConfirming(true)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
        </svg>
        {/* On a phone the icon stands for the word, which screen readers still read. */}
        <span className="sr-only sm:not-sr-only">{t('account.topBar.logout')}</span>
      </button>
      <Modal open={confirming} labelledBy={titleId} onClose={() => setConfirming(false)}>
        <h2 id={titleId} className="font-serif text-2xl font-semibold text-wine">
          {t('account.topBar.confirmTitle')}
        </h2>
        <p className="mt-3">{t('account.topBar.confirmText')}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            autoFocus
            onClick={() => setConfirming(false)}
            className="min-h-11 rounded border-2 border-wine px-5 py-2 font-semibold text-wine hover:bg-wine hover:text-white"
          >
            {t('account.topBar.cancel')}
          </button>
          <button
            type="button"
            onClick={() => void logOut(user.username)}
            className="min-h-11 rounded bg-wine px-5 py-2 font-semibold text-white hover:bg-wine-dark"
          >
            {t('account.topBar.confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}
