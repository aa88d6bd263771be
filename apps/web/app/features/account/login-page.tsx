import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { tokenPairSchema, type TokenPair } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { api, ApiError } from '~/ui/api-client';
import { apiRefusalOf, fieldErrorText } from '~/ui/api-refusal';
import { Field } from '~/ui/field';
import { useToast } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import { useAuth } from '~/ui/auth/auth-context';
import {
  authFieldLimits,
  authFormErrors,
  authRefusal,
  loginTarget,
  modeFields,
  type AuthField,
  type AuthFieldErrors,
  type AuthMode,
  type AuthValues,
} from './auth-rules';
import { GoogleSignIn } from './google-sign-in';

const emptyValues: AuthValues = { email: '', username: '', password: '', password2: '' };
type Message = { kind: 'error' | 'success'; text: string } | null;

/**
 * docs/product/accounts.md#login-page: log in, register, forgot password, and the set-new-password mode that
 * the e-mailed link (uid and token) opens. After a login: the welcome toast and `next` or the
 * profile. Messages of docs/product/accounts.md#account-messages.
 */
export function LoginPage({ googleClientId }: { googleClientId: string | null }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  const [mode, setMode] = useState<AuthMode>(uid && token ? 'reset' : 'login');
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<AuthField, string>>>({});
  // The e-mail confirmation link lands here with ?email=verified or ?email=invalid-link.
  const [message, setMessage] = useState<Message>(() => {
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

  const focusField = (field: AuthField | undefined) =>
    requestAnimationFrame(() => field && document.getElementById(`login-${field}`)?.focus());

  /** Shows each field's code as its message, in the page's language; the first gets the focus. */
  function showFieldErrors(found: AuthFieldErrors) {
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, code]) => [
          field,
          fieldErrorText(t, code, authFieldLimits[field as AuthField]),
        ]),
      ),
    );
    focusField(modeFields[mode].find((field) => found[field]));
  }

  function switchMode(next: AuthMode, keepMessage: Message = null) {
    setMode(next);
    setErrors({});
    setMessage(keepMessage);
    setValues((current) => ({ ...emptyValues, email: current.email }));
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

  async function finish(tokens: TokenPair) {
    const user = await signIn(tokens);
    if (!user) throw new Error('The user could not be loaded');
    const name = user.first_name || user.username;
    toast('success', t('account.login.welcome', { name }), shellTimings.formToastMs);
    navigate(target, { replace: true });
  }

  const logIn = async () =>
    finish(
      await api<TokenPair>('/users/token/', {
        body: { email: values.email, password: values.password },
      }),
    );

  const send: Record<AuthMode, () => Promise<void>> = {
    login: logIn,
    register: async () => {
      const answer = await api<unknown>('/auth/registration/', {
        body: {
          email: values.email,
          username: values.username,
          password1: values.password,
          password2: values.password2,
          lang,
        },
      });
      // The API answers with the new account's tokens; otherwise log in with the same credentials.
      const tokens = tokenPairSchema.safeParse(answer);
      await (tokens.success ? finish(tokens.data) : logIn());
    },
    forgot: async () => {
      await api('/auth/password/reset/', { body: { email: values.email, lang } });
      setMessage({ kind: 'success', text: t('account.login.resetSent') });
    },
    reset: async () => {
      await api('/auth/password/reset/confirm/', {
        body: {
          uid,
          token,
          new_password1: values.password,
          new_password2: values.password2,
        },
      });
      switchMode('login', { kind: 'success', text: t('account.login.resetDone') });
    },
  };

  function showFailure(error: unknown, fallback: string) {
    const status = error instanceof ApiError ? error.status : 0;
    const refusal = apiRefusalOf(error instanceof ApiError ? error.body : null);
    const { fields, badLink } = authRefusal(mode, refusal);
    let text = fallback;
    if (status === 401 && mode === 'login') text = t('account.login.errors.credentials');
    else if (status === 429 && refusal.code === 'account_locked') {
      text = t('account.login.errors.locked', { count: Number(refusal.args.minutes) || 1 });
    } else if (status === 429) text = t('account.login.errors.tooMany');
    else if (badLink) text = t('account.fieldErrors.invalid_link');
    else if (Object.keys(fields).length > 0) text = t('account.login.errors.checkFields');
    showFieldErrors(fields);
    setMessage({ kind: 'error', text });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = authFormErrors(mode, values);
    setMessage(null);
    showFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send[mode]();
    } catch (error) {
      const fallback =
        mode === 'forgot'
          ? t('account.login.errors.resetFailed')
          : t('account.login.errors.generic');
      showFailure(error, fallback);
    } finally {
      setBusy(false);
    }
  }

  async function onGoogleCredential(credential: string) {
    setBusy(true);
    setMessage(null);
    try {
      if (!credential) throw new Error('Google gave no credential');
      await finish(
        await api<TokenPair>('/users/social/google/', { body: { access_token: credential } }),
      );
    } catch {
      setMessage({ kind: 'error', text: t('account.login.errors.google') });
    } finally {
      setBusy(false);
    }
  }

  const input = (field: AuthField, autoComplete: string, type = 'password') => ({
    type,
    autoComplete,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  const field = (name: AuthField, label: string, hint?: string) => ({
    id: `login-${name}`,
    label,
    required: true,
    hint,
    error: errors[name],
  });
  const linkButton =
    'rounded py-1 font-semibold text-wine underline underline-offset-4 hover:text-wine-dark';
  const newPassword = mode === 'register' || mode === 'reset';
  const passwordLabel = mode === 'reset' ? 'newPassword' : 'password';
  const password2Label = mode === 'reset' ? 'newPassword2' : 'password2';

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

      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5 rounded-lg bg-white/70 p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
        data-testid="login-form"
        data-mode={mode}
      >
        <p className="text-sm text-ink/75">{t('account.login.requiredNote')}</p>
        {modeFields[mode].includes('email') ? (
          <Field {...field('email', t('account.login.email'))}>
            {(control) => (
              <input {...control} {...input('email', 'email', 'email')} inputMode="email" />
            )}
          </Field>
        ) : null}
        {mode === 'register' ? (
          <Field {...field('username', t('account.login.username'))}>
            {(control) => <input {...control} {...input('username', 'username', 'text')} />}
          </Field>
        ) : null}
        {mode !== 'forgot' ? (
          <Field
            {...field(
              'password',
              t(`account.login.${passwordLabel}`),
              newPassword ? t('account.login.passwordHint') : undefined,
            )}
          >
            {(control) => (
              <input
                {...control}
                {...input('password', newPassword ? 'new-password' : 'current-password')}
              />
            )}
          </Field>
        ) : null}
        {newPassword ? (
          <Field {...field('password2', t(`account.login.${password2Label}`))}>
            {(control) => <input {...control} {...input('password2', 'new-password')} />}
          </Field>
        ) : null}
        {mode === 'login' ? (
          <button type="button" className={linkButton} onClick={() => switchMode('forgot')}>
            {t('account.login.forgot')}
          </button>
        ) : null}
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2.5 rounded-sm bg-wine px-7 py-3 text-lg font-semibold text-white shadow-sm hover:bg-wine-dark aria-disabled:cursor-wait aria-disabled:opacity-75"
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
            />
          ) : null}
          {busy ? t('account.login.sending') : t(`account.login.submit.${mode}`)}
        </button>
      </form>

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

      <div className="mt-6 space-y-2 text-center">
        {mode === 'login' || mode === 'register' ? (
          <p>
            {t(mode === 'login' ? 'account.login.toRegister' : 'account.login.toLogin')}{' '}
            <button
              type="button"
              className={linkButton}
              onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}
            >
              {t(mode === 'login' ? 'account.login.toRegisterLink' : 'account.login.toLoginLink')}
            </button>
          </p>
        ) : (
          <p>
            <button type="button" className={linkButton} onClick={() => switchMode('login')}>
              <span aria-hidden="true">← </span>
              {t('account.login.back')}
            </button>
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
    </div>
  );
}
