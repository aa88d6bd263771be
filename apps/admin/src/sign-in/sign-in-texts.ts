import englishMessages from 'ra-language-english';
import enAdmin from '../i18n/en/admin.json';
import { mergeMessages, type AdminLocale, type MessageTree } from '../i18n/locale';
import ptAdmin from '../i18n/pt/admin.json';
import ptRa from '../i18n/pt/ra.json';

/**
 * The sign-in screen's texts, from the admin's own catalogues (i18n/{pt,en}/*.json and
 * ra-language-english), without i18next and the other areas' files, which load with the rest of
 * the admin. `sign-in-texts.test.ts` checks that every key below reads here exactly as the admin's
 * i18n provider reads it.
 */
export const signInKeys = [
  'admin.title',
  'ra.auth.username',
  'ra.auth.password',
  'ra.auth.sign_in',
  'ra.auth.sign_in_error',
  'ra.validation.required',
  'admin.auth.not_staff',
  'admin.auth.invalid_credentials',
  'admin.auth.account_locked',
  'admin.auth.too_many_requests',
  'admin.auth.session_ended',
] as const;
export type SignInKey = (typeof signInKeys)[number];

export type Translate = (key: string) => string;

// react-admin's own texts first, then the shell's, as i18n-provider.ts merges them.
const trees: Record<AdminLocale, () => MessageTree> = {
  pt: () => mergeMessages(ptRa, ptAdmin),
  en: () => mergeMessages(englishMessages as unknown as MessageTree, enAdmin),
};

/** A key's text in `locale`; a key the catalogues lack reads as itself, as in i18next. */
export function signInTranslator(locale: AdminLocale): Translate {
  const tree = trees[locale]();
  return (key) => {
    let node: string | MessageTree | undefined = tree;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string' ? node : key;
  };
}

/**
 * What a refused sign-in says: the auth provider throws a message key (providers/auth-provider.ts);
 * anything else (the network is down, the answer was not JSON) reads as react-admin's "could not
 * sign in".
 */
export function refusalKey(error: unknown): SignInKey {
  const key = error instanceof Error ? error.message : '';
  return (signInKeys as readonly string[]).includes(key) && key.startsWith('admin.auth.')
    ? (key as SignInKey)
    : 'ra.auth.sign_in_error';
}
