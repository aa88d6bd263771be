/**
 * The site's signed-in session cookie (docs/decisions/131-cookie-session.md): httpOnly, SameSite=Lax,
 * Path=/, Secure with the `__Host-` prefix on an https site (plain http only on a local site). The
 * hint cookie beside it holds no secret: it only tells the page's scripts that a session may exist,
 * so a visitor who never signed in makes no session request.
 */
export function sessionCookieNames(publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    secure,
    session: secure ? '__Host-mdc_session' : 'mdc_session',
    hint: 'mdc_signed_in',
  };
}

/** The hint cookie's name, for the browser's scripts. */
export const sessionHintCookie = 'mdc_signed_in';

/** The value of a cookie in a `Cookie` header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie values that start a session (its id and the hint), until `expiresAt`. */
export function sessionSetCookies(publicUrl: string, id: string, expiresAt: Date): string[] {
  const names = sessionCookieNames(publicUrl);
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const common = `Path=/; Max-Age=${maxAge}; SameSite=Lax${names.secure ? '; Secure' : ''}`;
  return [`${names.session}=${id}; ${common}; HttpOnly`, `${names.hint}=1; ${common}`];
}

/** The Set-Cookie values that forget the session and the hint. */
export function sessionClearCookies(publicUrl: string): string[] {
  const names = sessionCookieNames(publicUrl);
  const common = `Path=/; Max-Age=0; SameSite=Lax${names.secure ? '; Secure' : ''}`;
  return [`${names.session}=; ${common}; HttpOnly`, `${names.hint}=; ${common}`];
}
