/**
 * Where the admin opens once the sign-in screen signed staff in: the address they came to (a
 * link to an order, a bookmark), as react-admin's own login does with the page it was asked for,
 * or the dashboard when that address is react-admin's sign-in page itself. Null: stay.
 */
export function afterSignInPath(pathname: string): string | null {
  return /^\/admin\/login\/?$/.test(pathname) ? '/admin/' : null;
}
