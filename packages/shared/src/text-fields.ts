import { z } from './zod.ts';

/**
 * Building blocks of the payload schemas (forms, checkout, accounts). Their messages read well
 * after the field's name: "email: must be a valid e-mail address".
 */

// PostgreSQL text cannot hold NUL and header-like fields must not smuggle line breaks into
// e-mails, so control characters are refused (line breaks and tabs only in free text).
const singleLinePattern = /^[^\p{Cc}]*$/u;

/** A string field whose "missing" and "wrong type" answers read well next to the field name. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/** Trimmed, at most `max` characters, no control characters. */
export const singleLine = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(singleLinePattern, 'must be a single line of text');

export const requiredLine = (max: number) => singleLine(max).min(1, 'is required');

/** An optional single line that defaults to ''. */
export const optionalLine = (max: number) => singleLine(max).default('');
