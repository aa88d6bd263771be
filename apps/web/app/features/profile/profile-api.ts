import type { AccountNewsletter, Order, ShippingCountry, SiteLang, User } from '@mdc/shared';
import type { ProfileValues } from './profile-form';

/** The profile page's calls (docs/product/api.md#accounts-api), made with the signed-in user's bearer token. */
export type AuthFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** An answer with its status, or `status: null` when no answer arrived (connection failure). */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number | null; body: unknown };

async function call<T>(authFetch: AuthFetch, path: string, init?: RequestInit): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await authFetch(path, init);
  } catch {
    return { ok: false, status: null, body: null };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return response.ok ? { ok: true, data: body as T } : { ok: false, status: response.status, body };
}

export const fetchMe = (authFetch: AuthFetch) => call<User>(authFetch, '/users/me/');

export const updateMe = (authFetch: AuthFetch, values: ProfileValues) =>
  call<User>(authFetch, '/users/me/', { method: 'PUT', body: JSON.stringify(values) });

export const deleteAccount = (authFetch: AuthFetch) =>
  call<null>(authFetch, '/users/delete-account/', { method: 'DELETE' });

export const fetchMyOrders = (authFetch: AuthFetch) =>
  call<Order[]>(authFetch, '/checkout/orders/by-user/');

export const fetchNewsletter = (authFetch: AuthFetch) =>
  call<AccountNewsletter>(authFetch, '/users/me/newsletter/');

export const setNewsletter = (authFetch: AuthFetch, subscribed: boolean) =>
  call<AccountNewsletter>(authFetch, '/users/me/newsletter/', {
    method: 'PUT',
    body: JSON.stringify({ subscribed }),
  });

/** GDPR export: the JSON the server assembles, saved as a file by the browser. */
export async function downloadMyData(authFetch: AuthFetch, fileName: string): Promise<boolean> {
  try {
    const response = await authFetch('/users/me/export/');
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch {
    return false;
  }
}

/** Countries and regions for the address selects; a failure leaves them empty (docs/product/api.md#shipping-api). */
export async function fetchCountries(lang: SiteLang): Promise<ShippingCountry[]> {
  try {
    const response = await fetch(`/api/shipping/all-countries-regions/?lang=${lang}`);
    const body = (await response.json()) as { results?: ShippingCountry[] } | ShippingCountry[];
    if (Array.isArray(body)) return body;
    return Array.isArray(body.results) ? body.results : [];
  } catch {
    return [];
  }
}
