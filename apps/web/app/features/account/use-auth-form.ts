import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { SiteLang, SiteSession } from '@mdc/shared';
import type { TFunction } from 'i18next';
import { api, ApiError } from '~/ui/api-client';
import { apiRefusalOf } from '~/ui/api-refusal';
import { useFieldErrorDisplay } from '../forms/form-library';
import {
  authFormSchema,
  authRefusal,
  modeFields,
  type AuthMode,
  type AuthValues,
} from './auth-rules';

export const emptyAuthValues: AuthValues = { email: '', username: '', password: '', password2: '' };
export type AuthMessage = { kind: 'error' | 'success'; text: string } | null;

/** The mode's schema through the zod resolver; the mode is the form's context. */
const authResolver: Resolver<AuthValues, AuthMode> = (values, mode, options) =>
  zodResolver(authFormSchema(mode ?? 'login'))(values, mode, options);

/** The login page's form (docs/decisions/111-one-form-library.md): values, checks and errors. */
export function useAuthForm(mode: AuthMode, kept?: { email: string; username: string }) {
  const form = useForm<AuthValues, AuthMode>({
    defaultValues: { ...emptyAuthValues, ...kept },
    context: mode,
    resolver: authResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const display = useFieldErrorDisplay(form, modeFields[mode], (field) => `login-${field}`);
  return { form, display };
}

/** The calls each mode makes (docs/product/api.md#accounts-api payloads). */
export function authCalls(options: {
  lang: SiteLang;
  uid: string | null;
  token: string | null;
  finish: (session: SiteSession) => Promise<void>;
  forgotDone: () => void;
  resetDone: () => void;
}): Record<AuthMode, (values: AuthValues) => Promise<void>> {
  const { lang, uid, token, finish } = options;
  // The site's own sign-in: an httpOnly session cookie, never a token (decision 131).
  return {
    login: async (values) =>
      finish(
        await api<'/session/', 'post'>('/session/', {
          body: { email: values.email, password: values.password },
        }),
      ),
    register: async (values) =>
      finish(
        await api<'/session/registration/', 'post'>('/session/registration/', {
          body: {
            email: values.email,
            username: values.username,
            password1: values.password,
            password2: values.password2,
            lang,
          },
        }),
      ),
    forgot: async (values) => {
      await api<'/auth/password/reset/', 'post'>('/auth/password/reset/', {
        body: { email: values.email, lang },
      });
      options.forgotDone();
    },
    reset: async (values) => {
      await api<'/auth/password/reset/confirm/', 'post'>('/auth/password/reset/confirm/', {
        // Without the link's uid and token the server refuses the form, naming the field.
        body: {
          uid: uid ?? '',
          token: token ?? '',
          new_password1: values.password,
          new_password2: values.password2,
        },
      });
      options.resetDone();
    },
  };
}

/**
 * What a refused call shows (docs/product/accounts.md#account-messages): the message above the
 * form, and the codes under the fields the mode shows.
 */
export function authFailure(t: TFunction, mode: AuthMode, error: unknown) {
  const status = error instanceof ApiError ? error.status : 0;
  const refusal = apiRefusalOf(error instanceof ApiError ? error.body : null);
  const { fields, badLink } = authRefusal(mode, refusal);
  let text =
    mode === 'forgot' ? t('account.login.errors.resetFailed') : t('account.login.errors.generic');
  if (status === 401 && mode === 'login') text = t('account.login.errors.credentials');
  else if (status === 403 && refusal.code === 'cross_site_request') {
    text = t('account.login.errors.crossSite');
  } else if (status === 429 && refusal.code === 'account_locked') {
    text = t('account.login.errors.locked', { count: Number(refusal.args.minutes) || 1 });
  } else if (status === 429) text = t('account.login.errors.tooMany');
  else if (badLink) text = t('account.fieldErrors.invalid_link');
  else if (Object.keys(fields).length > 0) text = t('account.login.errors.checkFields');
  return { fields, text };
}
