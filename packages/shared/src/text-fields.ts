import { z } from './zod.ts';

/**
 * Building blocks of the payload schemas (forms, checkout, accounts, admin). Their messages read
 * well after the field's name: "email: must be a valid e-mail address".
 */

// PostgreSQL text cannot hold NUL and header-like fields must not smuggle line breaks into
// e-mails, so control characters are refused (line breaks and tabs only in free text).
const singleLinePattern = /^[^\p{Cc}]*$/u;

/**
 * NUL, or a lone surrogate (UTF-16 that is not well-formed: `String.prototype.isWellFormed`
 * says false). PostgreSQL stores neither: NUL fails every text and jsonb write, and a lone
 * surrogate fails a jsonb write and has no UTF-8 form for text
 * (docs/decisions/098-input-bytes-and-integers.md). `\p{Cs}` with the u flag matches only
 * unpaired surrogates, and works in every browser the shop supports.
 */
const unstorablePattern = /[\0\p{Cs}]/u;

/** True when PostgreSQL can store the text as it is: no NUL, no lone surrogate. */
export const isStorableText = (value: string): boolean => !unstorablePattern.test(value);

export const unstorableTextMessage = 'must not contain NUL or broken Unicode characters';

/**
 * Every text the API reads: a string whose "missing" and "wrong type" answers read well next to
 * the field name, and that PostgreSQL can store (checked first, so it is the answer given).
 */
export const text = (error?: string) =>
  z
    .string({
      error: (issue) => error ?? (issue.input === undefined ? 'is required' : 'must be text'),
    })
    .refine(isStorableText, unstorableTextMessage);

/** Trimmed, at most `max` characters, no control characters. */
export const singleLine = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(singleLinePattern, 'must be a single line of text');

export const requiredLine = (max: number) => singleLine(max).min(1, 'is required');

/** An optional single line that defaults to ''. */
export const optionalLine = (max: number) => singleLine(max).default('');

/** Free text (line breaks allowed), trimmed, at most `max` characters. */
export const freeText = (max: number) =>
  text().trim().max(max, `must be at most ${max} characters`);

/**
 * A refinement for values assembled from schemas that predate `text()` (a site document's body):
 * one issue at the path of every string, key or value, that PostgreSQL cannot store.
 */
export function refuseUnstorableText(
  value: unknown,
  ctx: { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void },
  path: PropertyKey[] = [],
): void {
  if (typeof value === 'string') {
    if (!isStorableText(value))
      ctx.addIssue({ code: 'custom', path, message: unstorableTextMessage });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (!isStorableText(key)) {
      ctx.addIssue({ code: 'custom', path: at, message: unstorableTextMessage });
      continue;
    }
    refuseUnstorableText(item, ctx, at);
  }
}
