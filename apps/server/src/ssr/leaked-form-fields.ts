/** The only query parameters a page that receives a password form's fields keeps: the login page's. */
const kept = new Set(['uid', 'token', 'next']);
const passwordField = /pass/i;

/** A request target in absolute form (`GET http://host/path HTTP/1.1`), which Node passes on as is. */
const absoluteForm = /^[a-z][a-z\d+.-]*:\/\/[^/?#\\]*/i;

/**
 * A request's own address as a redirect target on this site: `//host`, `/\host` or an
 * absolute-form target (`http://host/path`) would send the browser to another site, so the scheme
 * and host are dropped and leading slashes and backslashes become one slash.
 */
export function onThisSite(url: string): string {
  return `/${url.replace(absoluteForm, '')}`.replace(/^[/\\]+/, '/');
}

/**
 * A page address that carries a password in its query is a form sent as a GET (a page rendered
 * before forms posted, a copied link; docs/decisions/121-forms-post.md). Where to send the browser
 * instead, so the password leaves the address bar and the history: the same page without the
 * form's fields. Null for every other address.
 */
export function leakedFormRedirect(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark < 0) return null;
  const params = new URLSearchParams(url.slice(mark + 1));
  if (![...params.keys()].some((name) => passwordField.test(name))) return null;
  const rest = new URLSearchParams();
  for (const [name, value] of params) if (kept.has(name)) rest.append(name, value);
  const query = rest.toString();
  const path = onThisSite(url.slice(0, mark));
  return query ? `${path}?${query}` : path;
}
