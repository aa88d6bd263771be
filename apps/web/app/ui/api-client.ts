/**
 * The browser's client for the site's own JSON API (docs/product/api.md#site-api "shared API client"): base path
 * /api, JSON bodies, the bearer token when one is stored, and no timeout. Every call is reported
 * to the global loading indicator.
 */
type Activity = 'start' | 'end';
const listeners = new Set<(event: Activity) => void>();

export function onApiActivity(listener: (event: Activity) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

function storedAccessToken(): string | null {
  try {
    return window.localStorage.getItem('accessToken');
  } catch {
    return null;
  }
}

/** Calls `/api{path}`; resolves with the parsed JSON of a 2xx answer, rejects with ApiError. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const token = storedAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  listeners.forEach((listener) => listener('start'));
  try {
    const response = await fetch(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) throw new ApiError(response.status, body);
    return body as T;
  } finally {
    listeners.forEach((listener) => listener('end'));
  }
}

/** A signed-in fetch of `/api{path}` (bearer, renewed once on a 401): the auth context's. */
export type AuthFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * POSTs `body` as api() does, through the signed-in buyer's fetch when there is one (so the
 * server records the account), else through api() itself.
 */
export async function postAs<T>(
  authFetch: AuthFetch | undefined,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  if (!authFetch) return api<T>(path, { body, signal });
  const response = await authFetch(path, { method: 'POST', body: JSON.stringify(body), signal });
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
