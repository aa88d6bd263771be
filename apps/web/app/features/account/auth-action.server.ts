import { data, redirect } from 'react-router';
import { langFromPath, pathTo, type FieldErrorCode, type FormRefusal } from '@mdc/shared';
import type { ActionArgs } from '~/context';
import { translator } from '~/i18n/i18n';
import { ApiError } from '~/ui/api-client';
import { authModes, loginTarget, type AuthField, type AuthMode } from './auth-rules';
import { authFailure, type AuthMessage } from './use-auth-form';

/** What the login page's action answers when it does not redirect (the page shows it). */
export interface AuthActionData {
  mode: AuthMode;
  /** What was typed, passwords never: the form shows it again. */
  values: { email: string; username: string };
  fields: Partial<Record<AuthField, FieldErrorCode>>;
  message: AuthMessage;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The login page's forms without scripts (docs/decisions/131-cookie-session.md): each mode posts
 * here, the server checks it with the API's schemas, lockout and limits (context.account), signs
 * in with the session cookie and answers 303, or shows the page again with the same messages the
 * scripts would show.
 */
export async function authAction({ request, context }: ActionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = translator(lang);
  const form = await request.formData();
  const requested = text(form, 'mode');
  const mode: AuthMode = (authModes as readonly string[]).includes(requested)
    ? (requested as AuthMode)
    : 'login';
  const values = {
    email: text(form, 'email').slice(0, 254),
    username: text(form, 'username').slice(0, 50),
  };
  const { account } = context;
  const password = text(form, 'password');
  const password2 = text(form, 'password2');

  const outcome =
    mode === 'login'
      ? await account.signIn({ email: values.email, password })
      : mode === 'register'
        ? await account.register({ ...values, password1: password, password2 }, lang)
        : mode === 'forgot'
          ? await account.requestReset({ email: values.email }, lang)
          : await account.confirmReset({
              uid: url.searchParams.get('uid') ?? '',
              token: url.searchParams.get('token') ?? '',
              new_password1: password,
              new_password2: password2,
            });

  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.cookies) headers.append('set-cookie', cookie);
    if (mode === 'login' || mode === 'register') {
      return redirect(loginTarget(url.searchParams.get('next'), lang), { status: 303, headers });
    }
    if (mode === 'reset') return redirect(`${pathTo('login', lang)}?reset=done`, 303);
    return data<AuthActionData>({
      mode,
      values,
      fields: {},
      message: { kind: 'success', text: t('account.login.resetSent') },
    });
  }
  const { fields, text: message } = authFailure(t, mode, asApiError(outcome.refusal));
  return data<AuthActionData>(
    { mode, values, fields, message: { kind: 'error', text: message } },
    { status: outcome.refusal.status },
  );
}

/** A refusal in the API's answer shape, so the page's one reading of refusals applies. */
function asApiError(refusal: FormRefusal) {
  return new ApiError(refusal.status, {
    ...(refusal.code && { code: refusal.code }),
    ...(refusal.args && { args: refusal.args }),
    field_codes: refusal.fields,
  });
}
