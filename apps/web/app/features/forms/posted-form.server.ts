/**
 * The most a visitor form's post may weigh: the longest form (a 5,000-character message and the
 * robot check's answer, each character up to 9 bytes once percent-encoded) fits many times over.
 */
export const postedFormLimit = 64 * 1024;

export type PostedForm =
  | { ok: true; fields: Map<string, string> }
  /** 413: too big; 415: not a form; 400: a form that cannot be read. */
  | { ok: false; status: 400 | 413 | 415 };

/** The body, read up to `limit` bytes; null past it (the rest is never read). */
async function readCapped(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The text fields of a form body, the first value of each name; files are left out. */
async function parse(
  body: Uint8Array<ArrayBuffer>,
  type: string,
): Promise<Map<string, string> | null> {
  try {
    const entries =
      type === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body))
        : await new Response(body, { headers: { 'content-type': type } }).formData();
    const fields = new Map<string, string>();
    for (const [name, value] of entries) {
      if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
    }
    return fields;
  } catch {
    // Bytes that are not UTF-8, a multipart body without its boundary: junk, not a form.
    return null;
  }
}

/**
 * A form posted to a page (docs/decisions/127-visitor-forms-as-route-actions.md), read by hand
 * rather than with `request.formData()`: the page renderer parses no page bodies, so the size
 * limit is kept here, and junk is a 4xx, never an exception.
 */
export async function readPostedForm(request: Request): Promise<PostedForm> {
  const type = request.headers.get('content-type') ?? '';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data') {
    return { ok: false, status: 415 };
  }
  const body = await readCapped(request, postedFormLimit);
  if (body === null) return { ok: false, status: 413 };
  const fields = await parse(body, mediaType === 'multipart/form-data' ? type : mediaType);
  return fields ? { ok: true, fields } : { ok: false, status: 400 };
}
