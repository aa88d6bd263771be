import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SiteSession } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { api } from '~/ui/api-client';
import { useToast } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import { useAuth } from '~/ui/auth/auth-context';
import type { AuthActionData } from './auth-action.server';
import { AuthForm } from './auth-form';
import { AuthMessages, AuthModeLinks } from './auth-parts';
import { authModes, loginTarget, type AuthMode, type AuthValues } from './auth-rules';
import { GoogleSignIn } from './google-sign-in';
import {
  authCalls,
  authFailure,
  emptyAuthValues,
  useAuthForm,
  type AuthMessage,
} from './use-auth-form';

/** The mode a link without scripts asks for (`?mode=register`, `?mode=forgot`). */
function modeOfQuery(value: string | null): AuthMode {
  return value === 'register' || value === 'forgot' ? value : authModes[0];
}

/**
 * docs/product/accounts.md#login-page: log in, register, forgot password, and the set-new-password mode that
 * the e-mailed link (uid and token) opens. After a login: the welcome toast and `next` or the
 * profile. Messages of docs/product/accounts.md#account-messages. The form is react-hook-form's
 * (docs/decisions/111-one-form-library.md).
 */
export function LoginPage({
  googleClientId,
  answer,
}: {
  googleClientId: string | null;
  /** The route action's answer to a form posted without scripts (decision 131). */
  answer: AuthActionData | null;
}) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  const [mode, setMode] = useState<AuthMode>(
    () => answer?.mode ?? (uid && token ? 'reset' : modeOfQuery(params.get('mode'))),
  );
  const { form, display } = useAuthForm(mode, answer?.values);
  // The e-mail confirmation link lands here with ?email=verified or ?email=invalid-link.
  const [message, setMessage] = useState<AuthMessage>(() => {
    if (answer) return answer.message;
    if (params.get('reset') === 'done') {
      return { kind: 'success', text: t('account.login.resetDone') };
    }
    const email = params.get('email');
    if (email === 'verified') return { kind: 'success', text: t('account.login.emailVerified') };
    if (email === 'invalid-link')
      return { kind: 'error', text: t('account.login.emailLinkInvalid') };
    return null;
  });
  const [busy, setBusy] = useState(false);
  // Google's script did not load (blocked, offline): the page goes on without the button.
  const [googleUnavailable, setGoogleUnavailable] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const target = loginTarget(params.get('next'), lang);

  function switchMode(next: AuthMode, keepMessage: AuthMessage = null) {
    setMode(next);
    setMessage(keepMessage);
    form.reset({ ...emptyAuthValues, email: form.getValues('email') });
    if (mode === 'reset') {
      setParams(
        (current) => {
          current.delete('uid');
          current.delete('token');
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function finish(session: SiteSession) {
    const user = await signIn(session);
    if (!user) throw new Error('The user could not be loaded');
    const name = user.first_name || user.username;
    toast('success', t('account.login.welcome', { name }), shellTimings.formToastMs);
    navigate(target, { replace: true });
  }

  const send = authCalls({
    lang,
    uid,
    token,
    finish,
    forgotDone: () => setMessage({ kind: 'success', text: t('account.login.resetSent') }),
    resetDone: () => switchMode('login', { kind: 'success', text: t('account.login.resetDone') }),
  });

  async function submitValid(values: AuthValues) {
    setBusy(true);
    try {
      await send[mode](values);
    } catch (error) {
      const { fields, text } = authFailure(t, mode, error);
      display.show(fields);
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    void form.handleSubmit(submitValid, display.focusFirst)(event);
  }

  async function onGoogleCredential(credential: string) {
    setBusy(true);
    setMessage(null);
    try {
      if (!credential) throw new Error('Google gave no credential');
      await finish(
        await api<'/session/google/', 'post'>('/session/google/', {
          body: { access_token: credential },
        }),
      );
    } catch {
      setMessage({ kind: 'error', text: t('account.login.errors.google') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1
        ref={heading}
        tabIndex={-1}
        className="font-serif text-4xl font-semibold text-wine outline-none"
      >
        {t(`account.login.title.${mode}`)}
      </h1>
      <p className="mt-3 text-ink/85">{t(`account.login.intro.${mode}`)}</p>
      <AuthMessages message={message} />
      <AuthForm
        form={form}
        mode={mode}
        busy={busy}
        onSubmit={onSubmit}
        onForgot={() => switchMode('forgot')}
        serverFields={answer?.mode === mode ? answer.fields : {}}
      />
      {googleClientId && !googleUnavailable && (mode === 'login' || mode === 'register') ? (
        <div className="mt-6">
          <p className="mb-4 flex items-center gap-3 text-sm text-ink/75 before:h-px before:flex-1 before:bg-ink/20 after:h-px after:flex-1 after:bg-ink/20">
            {t('account.login.or')}
          </p>
          <GoogleSignIn
            clientId={googleClientId}
            lang={lang}
            signUp={mode === 'register'}
            onCredential={(credential) => void onGoogleCredential(credential)}
            onUnavailable={() => setGoogleUnavailable(true)}
          />
        </div>
      ) : null}
      <AuthModeLinks mode={mode} lang={lang} switchMode={switchMode} />
    </div>
  );
}
