/**
 * Browser-storage markers of docs/product/site-pages.md#shell-and-overlays and docs/product/accounts.md#account-data. Reading storage can throw (privacy modes,
 * disabled storage); the site then behaves as if nothing were stored.
 */
export const storageKeys = {
  cookieConsent: 'cookieConsent',
  /** One age marker per language, kept for the session only. */
  ageAccepted: (lang: string) => `ageAccepted_${lang}`,
} as const;

export type Consent = 'accepted' | 'declined' | 'unknown';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): Consent {
  const value = safe(() => storage?.getItem(storageKeys.cookieConsent) ?? null, null);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'declined';
  return 'unknown';
}

export function writeConsent(storage: Pick<Storage, 'setItem'> | undefined, accepted: boolean) {
  safe(() => storage?.setItem(storageKeys.cookieConsent, String(accepted)), undefined);
}

export function isAgeAccepted(storage: Pick<Storage, 'getItem'> | undefined, lang: string) {
  return safe(() => storage?.getItem(storageKeys.ageAccepted(lang)) === 'true', false);
}

export function acceptAge(storage: Pick<Storage, 'setItem'> | undefined, lang: string) {
  safe(() => storage?.setItem(storageKeys.ageAccepted(lang), 'true'), undefined);
}
