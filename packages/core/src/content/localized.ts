import { defaultLang, guestLanguages, type GuestLang } from '@mdc/shared';

/*
 * Reading language-keyed JSON ({ pt: '…', en: '…' }) that staff edit. The database column types
 * only claim a shape, so every helper here accepts `unknown` and never throws: a malformed value
 * degrades to Portuguese or to empty text instead of breaking a page.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Blank counts as missing: an admin form saves an untranslated field as ''. */
const isFilledText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

const isFilledParagraphs = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.some(isFilledText);

/** The text in `lang`, else the Portuguese text, else ''. */
export function pickText(value: unknown, lang: GuestLang): string {
  if (!isRecord(value)) return '';
  const own = value[lang];
  if (isFilledText(own)) return own;
  const fallback = value[defaultLang];
  return isFilledText(fallback) ? fallback : '';
}

/** The paragraphs in `lang`, else the Portuguese ones, else none; blank paragraphs are dropped. */
export function pickParagraphs(value: unknown, lang: GuestLang): string[] {
  if (!isRecord(value)) return [];
  const own = value[lang];
  const chosen = isFilledParagraphs(own) ? own : value[defaultLang];
  return isFilledParagraphs(chosen) ? chosen.filter(isFilledText) : [];
}

const languageKeys: ReadonlySet<string> = new Set(guestLanguages);

/** `{ pt: '…' }` with optional other languages: the shape of every translated text. */
const isLocalizedText = (value: Record<string, unknown>): boolean =>
  isFilledText(value[defaultLang]) &&
  Object.entries(value).every(([key, text]) => languageKeys.has(key) && typeof text === 'string');

/**
 * A copy of a JSON document in which every translated text has all four languages, missing or
 * blank ones taken from Portuguese. Applied before schema validation, so an untranslated field
 * shows Portuguese instead of making the whole document invalid.
 */
export function fillMissingLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fillMissingLanguages);
  if (!isRecord(value)) return value;
  if (isLocalizedText(value)) {
    return Object.fromEntries(guestLanguages.map((lang) => [lang, pickText(value, lang)]));
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, fillMissingLanguages(inner)]),
  );
}
