import { useEffect, useState } from 'react';

/**
 * False while rendering on the server and hydrating, true from the first effect on: for what the
 * browser alone can show, rendered only once the server's markup has been taken over.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
