/**
 * Where the browser keeps the session (docs/product/accounts.md#account-data): the token pair, and
 * the profile page's copy of the user (personal data, removed with the tokens). Apart from
 * auth-session.ts so that a page can tell whether anyone is signed in without loading the session
 * code.
 */
export const tokenKeys = { access: 'accessToken', refresh: 'refreshToken' } as const;
export const originalUserKey = 'originalUser';
