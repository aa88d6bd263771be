import type { SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { linkButton } from './auth-form';
import type { AuthMode } from './auth-rules';
import type { AuthMessage } from './use-auth-form';

/** The page's message: an alert for an error, a status for a success (both regions always there). */
export function AuthMessages({ message }: { message: AuthMessage }) {
  return (
    <>
      <div
        role="alert"
        id="login-message-error"
        className={message?.kind === 'error' ? 'mt-5' : undefined}
      >
        {message?.kind === 'error' ? (
          <p className="rounded border-l-4 border-wine bg-white px-4 py-3 font-semibold text-wine">
            {message.text}
          </p>
        ) : null}
      </div>
      <div role="status" className={message?.kind === 'success' ? 'mt-5' : undefined}>
        {message?.kind === 'success' ? (
          <p className="rounded border-l-4 border-olive bg-white px-4 py-3 font-semibold text-ink">
            {message.text}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The links under the form: to the other of login/register, or back to login; the reset page. */
export function AuthModeLinks({
  mode,
  lang,
  switchMode,
}: {
  mode: AuthMode;
  lang: SiteLang;
  switchMode: (next: AuthMode) => void;
}) {
  const t = useT();
  return (
    <div className="mt-6 space-y-2 text-center">
      {mode === 'login' || mode === 'register' ? (
        <p>
          {t(mode === 'login' ? 'account.login.toRegister' : 'account.login.toLogin')}{' '}
          <a
            href={mode === 'login' ? '?mode=register' : '?'}
            className={linkButton}
            onClick={(event) => {
              event.preventDefault();
              switchMode(mode === 'login' ? 'register' : 'login');
            }}
          >
            {t(mode === 'login' ? 'account.login.toRegisterLink' : 'account.login.toLoginLink')}
          </a>
        </p>
      ) : (
        <p>
          <a
            href="?"
            className={linkButton}
            onClick={(event) => {
              event.preventDefault();
              switchMode('login');
            }}
          >
            <span aria-hidden="true">← </span>
            {t('account.login.back')}
          </a>
        </p>
      )}
      {mode === 'forgot' ? (
        <p>
          <a
            href={`/accounts/password/reset/?lang=${lang}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-ink/85 underline underline-offset-4 hover:text-wine"
          >
            {t('account.login.resetPage')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
