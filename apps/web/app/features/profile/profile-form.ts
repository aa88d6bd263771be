import {
  deliverStatusColours,
  deliverStatuses,
  originalUserKey,
  profileFields,
  type DeliverStatus,
  type FieldErrorCode,
  type SiteLang,
  type User,
} from '@mdc/shared';
import type { ApiRefusal } from '~/ui/api-refusal';

/**
 * The profile page's pure rules (docs/product/accounts.md#profile-edit,
 * docs/product/accounts.md#account-deletion, docs/product/shop.md#orders-and-statuses): the no-change
 * and typed-word rules.
 */

export { profileFields };
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

export const defaultPhonePrefix = '+351';

/** The edit form's values for a stored user; an empty phone prefix shows the default +351. */
export function profileValuesOf(user: User): ProfileValues {
  const values = Object.fromEntries(
    profileFields.map((field) => [field, user[field] ?? '']),
  ) as ProfileValues;
  return { ...values, phone_prefix: values.phone_prefix || defaultPhonePrefix };
}

/** The form's values after a refused save posted without scripts: what was typed, over the stored. */
export function typedValuesOf(user: User, typed: Record<string, string> | null): ProfileValues {
  const values = profileValuesOf(user);
  for (const field of profileFields) {
    const value = typed?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The fields whose value differs from the stored copy (spaces around a value do not count). */
export function changedFields(values: ProfileValues, original: User): ProfileField[] {
  const before = profileValuesOf(original);
  return profileFields.filter((field) => values[field].trim() !== before[field].trim());
}

/** docs/product/accounts.md#account-deletion: ELIMINAR in pt, DELETE in en, in any letter case. */
export const deleteWord: Record<SiteLang, string> = { pt: 'ELIMINAR', en: 'DELETE' };

export function isDeleteConfirmed(typed: string, lang: SiteLang): boolean {
  return typed.trim().toUpperCase() === deleteWord[lang];
}

/**
 * Badge classes per docs/product/shop.md#orders-and-statuses colour; dark text on a light tint keeps a contrast of at least
 * 4.5:1 (Tailwind 900 shades on 100 tints).
 */
const colourClasses: Record<(typeof deliverStatusColours)[DeliverStatus] | 'grey', string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  blue: 'bg-blue-100 text-blue-900 ring-blue-600/30',
  purple: 'bg-purple-200 text-purple-950 ring-purple-600/30',
  orange: 'bg-orange-100 text-orange-900 ring-orange-600/30',
  green: 'bg-green-100 text-green-900 ring-green-600/30',
  'light-purple': 'bg-violet-50 text-violet-900 ring-violet-400/30',
  red: 'bg-red-100 text-red-900 ring-red-600/30',
  grey: 'bg-gray-200 text-gray-900 ring-gray-500/30',
};

export type StatusBadge =
  | { known: true; status: DeliverStatus; className: string }
  | { known: false; text: string; className: string };

/** The badge of a deliver_status: a known status's colour, or grey with the raw text. */
export function statusBadge(status: string): StatusBadge {
  const known = (deliverStatuses as readonly string[]).includes(status);
  return known
    ? {
        known: true,
        status: status as DeliverStatus,
        className: colourClasses[deliverStatusColours[status as DeliverStatus]],
      }
    : { known: false, text: status, className: colourClasses.grey };
}

/** docs/product/accounts.md#account-messages profile load messages by what went wrong. */
export type LoadProblem = 'unauthorized' | 'notFound' | 'other' | 'connection';

export function loadProblemOf(status: number | null): LoadProblem {
  if (status === null) return 'connection';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'notFound';
  return 'other';
}

export function storeOriginalUser(user: User | null): void {
  try {
    if (user) window.localStorage.setItem(originalUserKey, JSON.stringify(user));
    else window.localStorage.removeItem(originalUserKey);
  } catch {
    // Storage may be blocked; the page then compares with the user it holds.
  }
}

export function readOriginalUser(): User | null {
  try {
    const stored = window.localStorage.getItem(originalUserKey);
    return stored ? (JSON.parse(stored) as User) : null;
  } catch {
    return null;
  }
}

/** A refused save's field codes (decision 092), restricted to the form's fields. */
export function fieldErrorsOf(refusal: ApiRefusal): Partial<Record<ProfileField, FieldErrorCode>> {
  return Object.fromEntries(
    Object.entries(refusal.fields).filter(([name]) =>
      (profileFields as readonly string[]).includes(name),
    ),
  );
}
