import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach a log line (docs/decisions/121-forms-post.md): a
 * password or token, or a person's e-mail, phone or tax number. A form sent the wrong way (a GET
 * from a page without scripts, an old cached page) puts them in the address.
 */
export const sensitiveQueryParameter = /pass|token|secret|e-?mail|phone|tel|nif|vat|card|iban/i;

/** The request's address as logged: the values of sensitive query parameters replaced. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1);
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const rawName = equals < 0 ? part : part.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A badly encoded name is checked as it is.
    }
    return equals >= 0 && sensitiveQueryParameter.test(name) ? `${rawName}=[redacted]` : part;
  });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

/**
 * Fastify's request serializer (its default fields) with the address redacted: every
 * "incoming request" line and every error logged with its request go through it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
