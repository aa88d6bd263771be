import { adminPageLimits, adminUploadMaxBytes } from '@mdc/shared';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { errorLanguage, localizedError } from './api-errors';
import { session } from './session';

/** An admin API path: /api/admin/<resource>/[<id>/][<action>/] */
export const adminPath = (resource: string, id?: Identifier, action?: string) =>
  `/api/admin/${resource}/${id === undefined ? '' : `${encodeURIComponent(String(id))}/`}${
    action ? `${action}/` : ''
  }`;

/**
 * Calls the admin API; a refused call becomes react-admin's HttpError with its message and the
 * field messages in the admin's language.
 */
export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await session.authFetch(path, init);
  const body = response.headers.get('content-type')?.includes('json')
    ? await response.json().catch(() => null)
    : null;
  if (!response.ok) {
    const { message, errors } = localizedError(body, response.statusText);
    // react-admin shows `errors` next to the matching inputs.
    throw new HttpError(message, response.status, { ...body, errors });
  }
  return body as T;
}

const json = (method: string, data: unknown): RequestInit => ({
  method,
  body: JSON.stringify(data),
});

function listUrl(resource: string, params: Record<string, unknown>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return `${adminPath(resource)}${search ? `?${search}` : ''}`;
}

// The API's records are checked by its response schemas; react-admin's generic record type takes them.
type ListAnswer = { data: never[]; total: number };

/**
 * react-admin over the admin API's list contract (@mdc/shared admin.ts). Extra methods: `action`
 * (POST /<resource>/<id>/<action>/), `upload` (a file's bytes to /api/admin/media/).
 */
export const dataProvider = {
  async getList(resource, params) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
    return adminFetch<ListAnswer>(
      listUrl(resource, {
        page,
        per_page: Math.min(perPage, adminPageLimits.maxPerPage),
        sort: field,
        order: order.toLowerCase(),
        ...params.filter,
      }),
    );
  },
  async getOne(resource, params) {
    return { data: await adminFetch<never>(adminPath(resource, params.id)) };
  },
  async getMany(resource, params) {
    const data = await Promise.all(params.ids.map((id) => adminFetch(adminPath(resource, id))));
    return { data: data as never[] };
  },
  async getManyReference(resource, params) {
    const { page, perPage } = params.pagination;
    const { field, order } = params.sort;
    return adminFetch<ListAnswer>(
      listUrl(resource, {
        page,
        per_page: perPage,
        sort: field,
        order: order.toLowerCase(),
        ...params.filter,
        [params.target]: params.id,
      }),
    );
  },
  async create(resource, params) {
    return { data: await adminFetch<never>(adminPath(resource), json('POST', params.data)) };
  },
  async update(resource, params) {
    return {
      data: await adminFetch<never>(adminPath(resource, params.id), json('PUT', params.data)),
    };
  },
  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) => adminFetch(adminPath(resource, id), json('PUT', params.data))),
    );
    return { data: params.ids };
  },
  async delete(resource, params) {
    return { data: await adminFetch<never>(adminPath(resource, params.id), { method: 'DELETE' }) };
  },
  async deleteMany(resource, params) {
    await Promise.all(
      params.ids.map((id) => adminFetch(adminPath(resource, id), { method: 'DELETE' })),
    );
    return { data: params.ids };
  },
  /** POST /api/admin/<resource>/<id>/<action>/ with a JSON body; answers the changed record. */
  async action<T = RaRecord>(resource: string, id: Identifier, action: string, body: unknown = {}) {
    return adminFetch<T>(adminPath(resource, id, action), json('POST', body));
  },
  /**
   * Sends a file's bytes (content type from the browser; the server checks the content). A file
   * over the limit is refused here, naming `file`, without sending it.
   */
  async upload(file: File): Promise<{ id: string; url: string }> {
    if (file.size > adminUploadMaxBytes) {
      const message = errorLanguage.translate('ui.image.too_large', { _: 'File over 10 MB.' });
      throw new HttpError(message, 413, { errors: { file: message } });
    }
    return adminFetch(adminPath('media'), {
      method: 'POST',
      body: file,
      headers: {
        'content-type': file.type || 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
      },
    });
  },
} satisfies DataProvider & Record<string, unknown>;

export type AdminDataProvider = typeof dataProvider;
