import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/root';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Data every page may read: estate identity, shop setting, public URL. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('Root data is missing');
  return data;
}

/** The same data inside a route's `meta` function. */
export function rootDataOf(
  matches: readonly ({ id: string; data: unknown } | undefined)[],
): RootData {
  const root = matches.find((match) => match?.id === 'root');
  return root?.data as RootData;
}
