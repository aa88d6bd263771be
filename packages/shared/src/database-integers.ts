import { z } from './zod.ts';

/**
 * Whole numbers that reach the database. Every id and count column is PostgreSQL `integer`
 * (int4): a larger number fails the query (a 500 on PostgreSQL, silently nothing on PGlite), so
 * the schemas refuse it first with a 400 naming the field
 * (docs/decisions/098-input-bytes-and-integers.md).
 */
export const int4Max = 2_147_483_647;
export const int4Min = -2_147_483_648;

/** A row id in a JSON body: 1 to 2147483647. */
export const databaseIdSchema = (message = 'must be an id') =>
  z.number(message).int(message).min(1, message).max(int4Max, `${message} (at most ${int4Max})`);

/** A row id in a path or query string ("42"): 1 to 2147483647. */
export const databaseIdTextSchema = (message = 'must be an id') =>
  z.coerce
    .number(message)
    .int(message)
    .min(1, message)
    .max(int4Max, `${message} (at most ${int4Max})`);

/** A whole number of an int4 column in a JSON body, within `min`..`max` (int4 by default). */
export const int4Schema = (min = int4Min, max = int4Max, message = 'must be a whole number') =>
  z
    .number(message)
    .int(message)
    .min(Math.max(min, int4Min), `must be at least ${Math.max(min, int4Min)}`)
    .max(Math.min(max, int4Max), `must be at most ${Math.min(max, int4Max)}`);

/** The same from a query string ("3"). */
export const int4TextSchema = (min = int4Min, max = int4Max, message = 'must be a whole number') =>
  z.coerce
    .number(message)
    .int(message)
    .min(Math.max(min, int4Min), `must be at least ${Math.max(min, int4Min)}`)
    .max(Math.min(max, int4Max), `must be at most ${Math.min(max, int4Max)}`);
