/**
 * An audit entry's `changes` as rows a person reads: one row per changed value, its path (for the
 * label) and its value before and after. The services write `{ field: [before, after] }` for
 * changes (changedFields), `{ field: value }` for facts (a stock movement's reason), and nested
 * objects for texts in several languages; nested objects are opened down to the values that
 * differ, so a wine's save shows the one text that changed, not both languages' JSON
 * (issue 29 point 18).
 */

export interface ChangeRow {
  /** Dotted path of the value: `price`, `texts.pt.product_title`. */
  path: string;
  /** Absent for a fact that is not a change. */
  before?: unknown;
  after: unknown;
  change: boolean;
}

/** Keys whose two-element arrays are one value (a focal point), not [before, after]. */
const pairValuedKeys = new Set(['focus']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
/** Equal as JSON, or both empty (a blank text saved where there was none is no change). */
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The leaves of a before/after pair of objects that differ, each with its own path. */
function differingLeaves(path: string, before: unknown, after: unknown, rows: ChangeRow[]) {
  if (isPlainObject(before) || isPlainObject(after)) {
    const b = isPlainObject(before) ? before : {};
    const a = isPlainObject(after) ? after : {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      differingLeaves(`${path}.${key}`, b[key], a[key], rows);
    }
    return;
  }
  if (!same(before, after)) rows.push({ path, before, after, change: true });
}

/** The leaves of one value (a fact, or an object that was created whole). */
function leaves(path: string, value: unknown, rows: ChangeRow[]) {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(`${path}.${key}`, inner, rows);
    return;
  }
  rows.push({ path, after: value, change: false });
}

export function changeRows(changes: Record<string, unknown> | null | undefined): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (Array.isArray(value) && value.length === 2 && !pairValuedKeys.has(key)) {
      differingLeaves(key, value[0], value[1], rows);
    } else {
      leaves(key, value, rows);
    }
  }
  return rows;
}

/** Longest text shown for one value: rich texts and long descriptions are cut. */
const maxTextLength = 160;

/** A text without its HTML tags and runs of white space, cut to a readable length. */
export function plainText(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > maxTextLength ? `${plain.slice(0, maxTextLength - 1)}…` : plain;
}
