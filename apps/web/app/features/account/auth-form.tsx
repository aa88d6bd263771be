import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldErrorCode } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { fieldErrorText } from '~/ui/api-refusal';
import { Field } from '~/ui/field';
import { errorCodeOf } from '../forms/form-library';
import {
  authFieldLimits,
  modeFields,
  type AuthField,
  type AuthFieldErrors,
  type AuthMode,
  type AuthValues,
} from './auth-rules';

export const linkButton =
  'rounded py-1 font-semibold text-wine underline underline-offset-4 hover:text-wine-dark';

/** The login page's form of a mode (docs/product/accounts.md#login-page): its inputs and button. */
export function AuthForm({
  form,
  mode,
  busy,
  onSubmit,
  onForgot,
  serverFields,
}: {
  form: UseFormReturn<AuthValues, AuthMode>;
  mode: AuthMode;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onForgot: () => void;
  /** The route action's field codes (a form posted without scripts, decision 131). */
  serverFields: AuthFieldErrors;
}) {
  const t = useT();
  const input = (name: AuthField, autoComplete: string, type = 'password') => ({
    ...form.register(name),
    type,
    autoComplete,
    // Server-rendered with what was typed (never a password): the page without scripts shows it.
    ...(type !== 'password' && { defaultValue: form.formState.defaultValues?.[name] ?? '' }),
  });
  const field = (name: AuthField, label: string, hint?: string) => {
    const code = (errorCodeOf(form, name) ?? serverFields[name]) as FieldErrorCode | undefined;
    return {
      id: `login-${name}`,
      label,
      required: true,
      hint,
      error: code && fieldErrorText(t, code, authFieldLimits[name]),
    };
  };
  const newPassword = mode === 'register' || mode === 'reset';
  const passwordLabel = mode === 'reset' ? 'newPassword' : 'password';
  const password2Label = mode === 'reset' ? 'newPassword2' : 'password2';

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-6 space-y-5 rounded-lg bg-white/70 p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
      data-testid="login-form"
      data-mode={mode}
    >
      <input type="hidden" name="mode" value={mode} />
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
        <a
          href="?mode=forgot"
          className={linkButton}
          onClick={(event) => {
            event.preventDefault();
            onForgot();
          }}
        >
          {t('account.login.forgot')}
        </a>
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
  );
}
