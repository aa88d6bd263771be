import { describe, expect, it } from 'vitest';
import { authFormErrors, joinFieldErrors, loginTarget, serverFieldErrors } from './auth-rules';

const empty = { email: '', username: '', password: '', password2: '' };

describe('joinFieldErrors', () => {
  it("joins the server's field messages as 'field: message' with ' | '", () => {
    const body = {
      message: 'Invalid request',
      fields: { email: 'is already registered', password1: 'is too common' },
    };
    expect(joinFieldErrors(body)).toBe('email: is already registered | password1: is too common');
  });

  it('gives null when the answer names no field', () => {
    expect(joinFieldErrors({ message: 'Oops' })).toBeNull();
    expect(joinFieldErrors({ fields: {} })).toBeNull();
    expect(joinFieldErrors('Bad gateway')).toBeNull();
    expect(joinFieldErrors(null)).toBeNull();
  });

  it('skips values that are not messages', () => {
    expect(serverFieldErrors({ fields: { email: 3, username: ' ', uid: 'bad link' } })).toEqual({
      uid: 'bad link',
    });
  });
});

describe('authFormErrors', () => {
  it('asks for e-mail and password to log in, nothing more', () => {
    expect(authFormErrors('login', empty)).toEqual({ email: 'required', password: 'required' });
    expect(authFormErrors('login', { ...empty, email: 'a@b.pt', password: 'x' })).toEqual({});
  });

  it('checks the e-mail form', () => {
    expect(authFormErrors('forgot', { ...empty, email: 'not-an-email' })).toEqual({
      email: 'invalidEmail',
    });
  });

  it('needs matching passwords of 8 or more characters to register', () => {
    const values = { email: 'a@b.pt', username: 'ana', password: 'long enough', password2: 'x' };
    expect(authFormErrors('register', values)).toEqual({ password2: 'mismatch' });
    expect(
      authFormErrors('register', { ...values, password: 'short', password2: 'short' }),
    ).toEqual({ password: 'passwordShort' });
    expect(
      authFormErrors('register', { ...values, username: ' ', password2: 'long enough' }),
    ).toEqual({ username: 'required' });
  });

  it('needs the two new passwords to match with uid and token', () => {
    expect(
      authFormErrors('reset', { ...empty, password: 'abcdefgh', password2: 'abcdefgi' }),
    ).toEqual({ password2: 'mismatch' });
  });
});

describe('loginTarget', () => {
  it('goes to the profile without next', () => {
    expect(loginTarget(null, 'pt')).toBe('/shop/user-profile');
    expect(loginTarget('', 'en')).toBe('/en/shop/user-profile');
  });

  it('turns a page key into its path in the language', () => {
    expect(loginTarget('checkout', 'pt')).toBe('/shop/checkout/');
    expect(loginTarget('checkout', 'en')).toBe('/en/shop/checkout/');
    expect(loginTarget('cart', 'en')).toBe('/en/shop/cart');
  });

  it('refuses pages that need parameters and the login page itself', () => {
    expect(loginTarget('shopProduct', 'pt')).toBe('/shop/user-profile');
    expect(loginTarget('login', 'pt')).toBe('/shop/user-profile');
    expect(loginTarget('/en/shop/login?next=x', 'en')).toBe('/en/shop/user-profile');
    expect(loginTarget('toString', 'pt')).toBe('/shop/user-profile');
  });

  it('keeps same-site paths with their query', () => {
    expect(loginTarget('/en/shop/wine/tinto?x=1#top', 'en')).toBe('/en/shop/wine/tinto?x=1#top');
  });

  it('never leaves the site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%5Cevil',
      'javascript:alert(1)',
      '/\tevil',
      'shop',
    ]) {
      const target = loginTarget(next, 'pt');
      expect(target.startsWith('/') && !target.startsWith('//'), next).toBe(true);
      expect(target, next).not.toContain('evil.example');
    }
  });
});
