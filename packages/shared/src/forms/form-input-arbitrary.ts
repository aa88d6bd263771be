import fc from 'fast-check';
import type { z } from '../zod.ts';

/*
 * Tests only: inputs shaped like a form's payload, for property tests of its schema. Random
 * values of any type (fc.anything) almost never form an object with the schema's keys, so they
 * stop at the first type check and never reach the field rules, refinements and transforms
 * these tests are about. Here every key of the form is present or missing at random, and each
 * holds a value near what a browser or a bot sends: text with odd characters, dates valid and
 * not, numbers at the edges, or anything at all.
 */
const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'a\r\nb', ' padded ', 'x'.repeat(6000)),
);
const dateLike = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '10/07/2026', '2026-7-1'),
);
const numberLike = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.double(),
  fc.constantFrom(0, -0, 2 ** 31, Number.MAX_SAFE_INTEGER + 2),
);
const fieldValue = fc.oneof(oddText, dateLike, numberLike, fc.anything());

const missing = Symbol('missing');

/**
 * Objects with the schema's keys: each key is missing now and then, holds an odd value now and
 * then, and otherwise the known-good value given for it, so most inputs differ from a valid
 * request in one or two fields and reach the rules between fields too.
 */
export function formInputArbitrary(
  keys: readonly string[],
  knownGood: Record<string, unknown> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    keys.map((key) => [
      key,
      fc.oneof(
        { arbitrary: key in knownGood ? fc.constant(knownGood[key]) : fieldValue, weight: 8 },
        { arbitrary: fieldValue, weight: 1 },
        { arbitrary: fc.constant(missing), weight: 1 },
      ),
    ]),
  );
  return fc
    .record(fields)
    .map((input) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== missing)));
}

/**
 * What every form schema promises for any input: it does not throw; a refusal names one of the
 * form's fields in each issue; an acceptance is stable (parsing its own output gives it back).
 */
export function expectFormSchemaContract(
  schema: z.ZodType,
  keys: readonly string[],
  input: unknown,
): void {
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (typeof issue.path[0] !== 'string' || !keys.includes(issue.path[0])) {
        throw new Error(`an issue names no field of the form: ${JSON.stringify(issue)}`);
      }
      if (!issue.message) throw new Error(`an issue has no message: ${JSON.stringify(issue)}`);
    }
    return;
  }
  const again = schema.safeParse(result.data);
  if (!again.success || JSON.stringify(again.data) !== JSON.stringify(result.data)) {
    throw new Error(`the accepted value does not parse to itself: ${JSON.stringify(result.data)}`);
  }
}
