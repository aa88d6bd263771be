import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import {
  documentLangFromPath,
  langFromPath,
  siteLanguages,
  type GuestLang,
  type SiteLang,
} from '@mdc/shared';
import type { areaCatalogues } from './catalogues.server';
import type ptShell from './pt/shell.json';

/** A message tree: nested objects whose leaves are strings. */
export type Messages = { [key: string]: string | Messages };

type Union<T> = (T extends unknown ? (arg: T) => void : never) extends (arg: infer A) => void
  ? A
  : never;
/** Every area of i18n/pt/*.json merged: the shape of the keys `t` accepts. */
type Catalogue = Union<(typeof areaCatalogues)['pt'][keyof (typeof areaCatalogues)['pt']]>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
  }
}

/**
 * The messages known in each language. The server knows every area (catalogues.server.ts);
 * the browser only those its pages were sent (root loader, `useRegisterMessages`), so a page
 * downloads its own texts rather than the whole site's in two languages
 * (docs/decisions/112-fast-public-pages.md).
 */
const known: Record<SiteLang, Messages> = { pt: {}, en: {} };

/** Adds messages (top-level keys of whole areas) to a language's known texts. */
export function addMessages(lang: SiteLang, messages: Messages): void {
  Object.assign(known[lang], messages);
}

interface Options {
  count?: number;
  [name: string]: unknown;
}

function lookUp(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The part of i18next the site uses: nested keys, `{{name}}` interpolation (not escaped: React
 * escapes what it renders) and plural forms `key_zero` (for 0, where a message has one), `key_one`, `key_other`
 * chosen by `count` with the language's plural rules, as i18next does. A missing key shows the key. i18n-compat.test.ts holds it to
 * i18next's output for every message.
 */
export function createTranslator(locale: string, messages: () => Messages): TFunction {
  const plurals = new Intl.PluralRules(locale);
  const t = (key: string, options?: Options): string => {
    const all = messages();
    let text: string | undefined;
    if (typeof options?.count === 'number') {
      text =
        (options.count === 0 ? lookUp(all, `${key}_zero`) : undefined) ??
        lookUp(all, `${key}_${plurals.select(options.count)}`) ??
        lookUp(all, `${key}_other`);
    }
    text ??= lookUp(all, key);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
      const value = options?.[name];
      return value === undefined ? whole : String(value);
    });
  };
  return t as unknown as TFunction;
}

const translators = Object.fromEntries(
  siteLanguages.map((lang) => [lang, createTranslator(lang, () => known[lang])]),
) as Record<SiteLang, TFunction>;

/** The translator of a language, for loaders and meta functions. */
export function translator(lang: SiteLang): TFunction {
  return translators[lang];
}

/** The page language, from the URL (docs/product/site-pages.md#routes). */
export function useLang(): SiteLang {
  return langFromPath(useLocation().pathname);
}

/** The translator of the page language. */
export function useT(): TFunction {
  return translators[useLang()];
}

/**
 * The shell's own texts (skip link, loading, back to top, toasts' close, cookie banner): the only
 * site texts that the guest pages show, so they exist in Spanish and French too (i18n/<lang>/
 * shell.json; docs/decisions/104-overlays-and-menus.md). The root loader sends them in the
 * document's language only (`shellMessagesFor`, docs/decisions/112-fast-public-pages.md).
 */
export type ShellMessages = typeof ptShell;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ShellKey = Leaves<ShellMessages>;
type ShellTranslator = (key: ShellKey, options?: Options) => string;

/** The document language: a guest page's own (pt, en, es or fr), otherwise the site language. */
export function useDocumentLang(): GuestLang {
  return documentLangFromPath(useLocation().pathname);
}

/** The translator of the shell's texts in the document language (guest pages included). */
export function useShellT(): ShellTranslator {
  const lang = useDocumentLang();
  const messages = useRouteLoaderData<{ shell: ShellMessages }>('root')?.shell;
  return useMemo(
    () => createTranslator(lang, () => messages ?? {}) as unknown as ShellTranslator,
    [lang, messages],
  );
}

/**
 * Adds the messages the root loader sent for this page before anything renders with them
 * (called at the top of the root layout, ahead of the meta tags and the page).
 */
export function registerPageMessages(page: { lang: SiteLang; messages: Messages } | undefined) {
  if (page && page.messages !== registered.get(page.lang)) {
    addMessages(page.lang, page.messages);
    registered.set(page.lang, page.messages);
  }
}
const registered = new Map<SiteLang, Messages>();
