import { reportApiActivity } from './api-activity';
import type { paths } from './api-schema';

/**
 * The browser's client for the site's own JSON API (docs/product/api.md#site-api "shared API client"): base path
 * /api, JSON bodies, the session cookie the browser sends by itself (decision 131), and no timeout. Every call is reported
 * to the global loading indicator (api-activity.ts).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

/** A documented route as api() names it: its OpenAPI path template without the /api prefix. */
export type ApiPath = keyof paths extends infer K
  ? K extends `/api${infer P}`
    ? P
    : never
  : never;

type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type JsonOf<A> = A extends { content: { 'application/json': infer J } } ? J : unknown;

/**
 * The JSON of a route's 200 (else 201) answer, from the types generated out of the server's
 * OpenAPI document (docs/decisions/115-typed-api-client.md): `api<ApiResponse<'/users/token/',
 * 'post'>>(…)`. Type-only: nothing of the generated file reaches the bundle.
 */
export type ApiResponse<
  P extends ApiPath,
  M extends ApiMethod = 'get',
> = `/api${P}` extends keyof paths
  ? paths[`/api${P}`][M] extends { responses: infer R }
    ? R extends { 200: infer A }
      ? JsonOf<A>
      : R extends { 201: infer A }
        ? JsonOf<A>
        : unknown
    : never
  : never;

/** A route's request body (JSON), from the same document. */
export type ApiRequest<
  P extends ApiPath,
  M extends ApiMethod = 'post',
> = `/api${P}` extends keyof paths
  ? paths[`/api${P}`][M] extends { requestBody?: infer B }
    ? JsonOf<NonNullable<B>>
    : never
  : never;

/** A route's path template with each `{param}` filled: `/checkout/orders/by-code/${string}/`. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;

/** A URL of route P as api() is called with it: its template filled, with or without a query. */
export type RouteUrl<P extends ApiPath> = Filled<P> | `${Filled<P>}?${string}`;

/** What api() sends to route P with method M: the body the route's schema accepts. */
export interface RouteInit<P extends ApiPath, M extends ApiMethod> {
  method?: Uppercase<M>;
  body?: ApiRequest<P, M>;
  signal?: AbortSignal;
}

/**
 * Calls `/api{path}`; resolves with the parsed JSON of a 2xx answer, rejects with ApiError. The
 * route names the types (docs/decisions/138-one-api-contract.md): `api<'/users/token/', 'post'>(
 * '/users/token/', { body })` checks the URL against the route's template, the body against its
 * request schema and answers its response schema; without the route the call does not compile.
 */
export function api<P extends ApiPath = never, M extends ApiMethod = 'get'>(
  path: RouteUrl<NoInfer<P>>,
  init?: RouteInit<NoInfer<P>, NoInfer<M>>,
): Promise<ApiResponse<P, M>>;
export async function api(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  reportApiActivity('start');
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
    return body;
  } finally {
    reportApiActivity('end');
  }
}

/** A signed-in fetch of `/api{path}` (the session cookie): the auth context's. */
export type AuthFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * A path only known at run time (a configured endpoint): its answer is unknown until the caller
 * has checked it. Documented routes go through api() with their route.
 */
export const apiUnchecked = api as (
  path: string,
  init?: { method?: string; body?: unknown; signal?: AbortSignal },
) => Promise<unknown>;

/**
 * POSTs `body` as api() does, through the signed-in buyer's fetch when there is one (so the
 * server records the account), else through api() itself; typed by the route as api() is.
 */
export function postAs<P extends ApiPath = never>(
  authFetch: AuthFetch | undefined,
  path: RouteUrl<NoInfer<P>>,
  body: ApiRequest<NoInfer<P>, 'post'>,
  signal?: AbortSignal,
): Promise<ApiResponse<P, 'post'>>;
export async function postAs(
  authFetch: AuthFetch | undefined,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  if (!authFetch) return apiUnchecked(path, { body, signal });
  const response = await authFetch(path, { method: 'POST', body: JSON.stringify(body), signal });
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
