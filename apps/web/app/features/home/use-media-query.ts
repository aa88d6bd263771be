import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. The server and the hydrating render see
 * `false`, so markup that depends on it never mismatches; the real value follows right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
