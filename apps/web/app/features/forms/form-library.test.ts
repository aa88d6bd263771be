import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { authFormSchema } from '../account/auth-rules';
import { errorCodeOf, fieldErrorsOf } from './form-library';

describe('fieldErrorsOf', () => {
  it('keeps the fields with a code, in the form’s order, the code as the message', () => {
    const errors = fieldErrorsOf(['email', 'password', 'username'] as const, {
      username: 'too_long',
      email: 'required',
    });
    expect(Object.keys(errors)).toEqual(['email', 'username']);
    expect(errors.username).toEqual({ type: 'too_long', message: 'too_long' });
  });
});

describe('errorCodeOf', () => {
  const form = (errors: Record<string, unknown>) => ({ formState: { errors } }) as never;

  it('reads the code a field’s error holds', () => {
    expect(
      errorCodeOf(form({ email: { type: 'custom', message: 'invalid_email' } }), 'email'),
    ).toBe('invalid_email');
    expect(errorCodeOf(form({}), 'email')).toBeUndefined();
  });
});

describe('the zod resolver with the login form’s schema', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const empty = { email: '', username: '', password: '', password2: '' };

  it('gives react-hook-form each field’s first code', async () => {
    const resolve = zodResolver(authFormSchema('register'));
    const result = await resolve(
      { ...empty, email: 'not-an-email', password: 'short', password2: 'other' },
      undefined,
      options,
    );
    const codes = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    );
    expect(codes).toEqual({
      email: 'invalid_email',
      username: 'required',
      password: 'too_short',
      password2: 'password_mismatch',
    });
  });

  it('passes valid values through', async () => {
    const values = { ...empty, email: 'ana@example.pt', password: 'secret' };
    const result = await zodResolver(authFormSchema('login'))(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });
});
