import { describe, expect, it } from 'vitest';
// The server's copy of every message, as the pages' loaders and renders have it.
import '~/i18n/catalogues.server';
import { translator } from '~/i18n/i18n';
import { apiRefusalOf, fieldErrorText } from '~/ui/api-refusal';
import { authFieldLimits, authFormErrors, authRefusal, loginTarget } from './auth-rules';

const empty = { email: '', username: '', password: '', password2: '' };

/** What the page shows under each input for a refused call, in a language (issue 16 point 5). */
function shownUnderFields(
  lang: 'pt' | 'en',
  mode: Parameters<typeof authRefusal>[0],
  body: unknown,
) {
  const t = translator(lang);
  const { fields, badLink } = authRefusal(mode, apiRefusalOf(body));
  const texts = Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [
      field,
      fieldErrorText(t, code, authFieldLimits[field as keyof typeof authFieldLimits]),
    ]),
  );
  return { texts, badLink };
}

describe("the server's refusals on the login page", () => {
  const common = {
    error: 'Bad Request',
    message: 'password1: This password is too common.',
    fields: { password1: 'This password is too common.' },
    field_codes: { password1: 'password_too_common' },
  };

  it('says a common password under the password input, in the page language', () => {
    expect(shownUnderFields('pt', 'register', common)).toEqual({
      texts: {
        password: 'Esta palavra-passe é demasiado comum. Escolha outra, mais difícil de adivinhar.',
      },
      badLink: false,
    });
    expect(shownUnderFields('en', 'register', common).texts).toEqual({
      password: 'This password is too common. Please choose one that is harder to guess.',
    });
  });

  it('puts each API field on its input, with the limits in the text', () => {
    const body = {
      fields: { email: 'x', username: 'x', password2: 'x' },
      field_codes: { email: 'email_taken', username: 'too_long', password2: 'password_mismatch' },
    };
    expect(shownUnderFields('pt', 'register', body).texts).toEqual({
      email: 'Já existe uma conta com este e-mail. Inicie sessão ou redefina a palavra-passe.',
      username: 'Use no máximo 50 caracteres.',
      password2: 'As palavras-passe não coincidem!',
    });
    expect(shownUnderFields('en', 'register', body).texts.username).toBe(
      'Please use at most 50 characters.',
    );
  });

  it("maps the reset's new_password1 and new_password2 and a bad link", () => {
    const body = {
      fields: { new_password1: 'x', token: 'This link is invalid or has expired' },
      field_codes: { new_password1: 'too_short', token: 'invalid_link' },
    };
    expect(shownUnderFields('pt', 'reset', body)).toEqual({
      texts: { password: 'Use pelo menos 8 caracteres.' },
      badLink: true,
    });
  });

  it("never shows the server's text: unknown or missing codes say 'check this field'", () => {
    const body = { fields: { email: 'email: A user is …' }, field_codes: { email: 'new_code' } };
    expect(shownUnderFields('pt', 'login', body).texts).toEqual({
      email: 'Verifique este campo.',
    });
    expect(shownUnderFields('en', 'login', { fields: { password: 'no' } }).texts).toEqual({
      password: 'Please check this field.',
    });
  });

  it('leaves out fields the mode does not show', () => {
    const body = { fields: { lang: 'x', username: 'x' }, field_codes: { username: 'required' } };
    expect(shownUnderFields('en', 'login', body)).toEqual({ texts: {}, badLink: false });
  });
});

describe('authFormErrors', () => {
  it('asks for e-mail and password to log in, nothing more', () => {
    expect(authFormErrors('login', empty)).toEqual({ email: 'required', password: 'required' });
    expect(authFormErrors('login', { ...empty, email: 'a@b.pt', password: 'x' })).toEqual({});
  });

  it('checks the e-mail form', () => {
    expect(authFormErrors('forgot', { ...empty, email: 'not-an-email' })).toEqual({
      email: 'invalid_email',
    });
  });

  it('needs matching passwords of 8 or more characters to register', () => {
    const values = { email: 'a@b.pt', username: 'ana', password: 'long enough', password2: 'x' };
    expect(authFormErrors('register', values)).toEqual({ password2: 'password_mismatch' });
    expect(
      authFormErrors('register', { ...values, password: 'short', password2: 'short' }),
    ).toEqual({ password: 'too_short' });
    expect(
      authFormErrors('register', { ...values, username: ' ', password2: 'long enough' }),
    ).toEqual({ username: 'required' });
  });

  it('needs the two new passwords to match with uid and token', () => {
    expect(
      authFormErrors('reset', { ...empty, password: 'abcdefgh', password2: 'abcdefgi' }),
    ).toEqual({ password2: 'password_mismatch' });
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
