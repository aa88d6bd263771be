import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider';
import { afterSignInPath } from './after-sign-in';
import { missingFields, SignInScreen } from './sign-in-screen';
import { refusalKey, signInKeys, signInTranslator } from './sign-in-texts';

describe('signInTranslator', () => {
  for (const locale of ['pt', 'en'] as const) {
    it(`reads every sign-in text in ${locale} as the admin's i18n provider does`, async () => {
      const provider = await createI18nProvider(locale);
      const translate = signInTranslator(locale);
      for (const key of signInKeys) {
        expect(translate(key), key).toBe(provider.translate(key));
        expect(translate(key), key).not.toBe(key);
      }
    });
  }

  it('names the fields as the journeys look for them', () => {
    expect(signInTranslator('pt')('ra.auth.username')).toBe('E-mail');
    expect(signInTranslator('en')('ra.auth.username')).toBe('E-mail');
    expect(signInTranslator('pt')('ra.auth.sign_in')).toBe('Entrar');
    expect(signInTranslator('en')('ra.auth.sign_in')).toBe('Sign in');
  });

  it('reads an unknown key as itself', () => {
    expect(signInTranslator('pt')('admin.nope')).toBe('admin.nope');
  });
});

describe('refusalKey', () => {
  it("keeps the auth provider's refusals", () => {
    for (const key of ['admin.auth.not_staff', 'admin.auth.invalid_credentials']) {
      expect(refusalKey(new Error(key))).toBe(key);
    }
  });

  it('says "could not sign in" for anything else', () => {
    expect(refusalKey(new TypeError('Failed to fetch'))).toBe('ra.auth.sign_in_error');
    expect(refusalKey(new Error('ra.auth.username'))).toBe('ra.auth.sign_in_error');
    expect(refusalKey('nope')).toBe('ra.auth.sign_in_error');
  });
});

describe('missingFields', () => {
  it('lists the empty fields in order, blanks counting as empty', () => {
    expect(missingFields({ username: '', password: '' })).toEqual(['username', 'password']);
    expect(missingFields({ username: ' a@b.pt ', password: '  ' })).toEqual(['password']);
    expect(missingFields({ username: 'a@b.pt', password: 'x' })).toEqual([]);
  });
});

describe('afterSignInPath', () => {
  it('opens the dashboard from the sign-in address, else stays', () => {
    expect(afterSignInPath('/admin/login')).toBe('/admin/');
    expect(afterSignInPath('/admin/login/')).toBe('/admin/');
    expect(afterSignInPath('/admin/')).toBeNull();
    expect(afterSignInPath('/admin/orders/7/show')).toBeNull();
  });
});

describe('SignInScreen', () => {
  it('labels its fields, marks them required and names the page', () => {
    const html = renderToStaticMarkup(
      <SignInScreen translate={signInTranslator('pt')} onSignIn={async () => {}} />,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Administração');
    const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => tag);
    const attribute = (tag: string | undefined, name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag ?? '')?.[1];
    for (const [name, type, autoComplete] of [
      ['username', 'email', 'username'],
      ['password', 'password', 'current-password'],
    ]) {
      const input = inputs.find((tag) => attribute(tag, 'name') === name);
      expect(attribute(input, 'type'), name).toBe(type);
      expect(attribute(input, 'autoComplete'), name).toBe(autoComplete);
      expect(attribute(input, 'required'), name).toBe('');
      expect(html).toContain(`<label for="${attribute(input, 'id')}">`);
    }
    expect(html).toContain('role="alert"');
  });
});
