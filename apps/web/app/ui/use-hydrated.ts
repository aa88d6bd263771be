import { startTransition, useEffect, useState } from 'react';

/**
 * False while rendering on the server and hydrating, true from the first effect on: for what the
 * browser alone can show, rendered only once the server's markup has been taken over. The switch
 * is a transition: set in an effect it would otherwise re-render every such component of the page
 * in one task right after hydration; as a transition React renders it in ~5 ms slices
 * (docs/decisions/140-hydration-in-short-tasks.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
