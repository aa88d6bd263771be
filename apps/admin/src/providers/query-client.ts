import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * Retries only what may succeed when asked again: a network failure or a server error, twice.
 * A refusal (4xx) answers the same every time, and so does an auth check that found no staff
 * session: with react-query's default (three retries, 1 + 2 + 4 s apart) the sign-in page waited
 * about ten seconds for the identity of a session that does not exist.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof HttpError) return error.status >= 500;
  // fetch() rejects with a TypeError when the network fails.
  return error instanceof TypeError;
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } },
});
