/**
 * API calls in flight, for the global loading indicator (overlays/global-loading.tsx): api-client.ts
 * reports each call here. Apart from the client so that every page's indicator does not carry it.
 */
export type ApiActivity = 'start' | 'end';

const listeners = new Set<(event: ApiActivity) => void>();

export function onApiActivity(listener: (event: ApiActivity) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportApiActivity(event: ApiActivity): void {
  listeners.forEach((listener) => listener(event));
}
