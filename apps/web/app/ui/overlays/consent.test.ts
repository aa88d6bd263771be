import { describe, expect, it } from 'vitest';
import { acceptAge, isAgeAccepted, readConsent, writeConsent } from './consent';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('consent markers', () => {
  it('stores cookieConsent as true or false', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBe('unknown');
    writeConsent(storage, true);
    expect(storage.getItem('cookieConsent')).toBe('true');
    expect(readConsent(storage)).toBe('accepted');
    writeConsent(storage, false);
    expect(readConsent(storage)).toBe('declined');
  });

  it('keeps one age marker per language', () => {
    const storage = memoryStorage();
    acceptAge(storage, 'pt');
    expect(isAgeAccepted(storage, 'pt')).toBe(true);
    expect(isAgeAccepted(storage, 'en')).toBe(false);
  });

  it('treats a throwing storage as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readConsent(broken)).toBe('unknown');
    expect(isAgeAccepted(broken, 'pt')).toBe(false);
    expect(() => writeConsent(broken, true)).not.toThrow();
    expect(readConsent(undefined)).toBe('unknown');
  });
});
