import { describe, expect, it } from 'vitest';
// The server's copy of every message, as the pages' loaders and renders have it.
import '~/i18n/catalogues.server';
import { translator } from '~/i18n/i18n';
import { apiRefusalOf, fieldErrorText } from './api-refusal';

describe('apiRefusalOf', () => {
  it('reads the field codes, the code and its arguments', () => {
    expect(
      apiRefusalOf({
        message: 'Too many failed attempts; try again in 2 minutes or reset your password.',
        code: 'account_locked',
        args: { minutes: 2, bad: { x: 1 } },
      }),
    ).toEqual({ fields: {}, code: 'account_locked', args: { minutes: 2 } });
    expect(
      apiRefusalOf({
        fields: { email: 'must be a valid e-mail address', username: 'is required' },
        field_codes: { email: 'invalid_email', username: 'required' },
      }).fields,
    ).toEqual({ email: 'invalid_email', username: 'required' });
  });

  it("gives a field named without a known code 'invalid', never the server's text", () => {
    expect(
      apiRefusalOf({ fields: { a: 'text', b: 'text' }, field_codes: { b: 'something_new' } })
        .fields,
    ).toEqual({ a: 'invalid', b: 'invalid' });
  });

  it('reads anything else as no refusal details', () => {
    for (const body of [null, 'Bad gateway', [], { fields: 'x', field_codes: 3 }]) {
      expect(apiRefusalOf(body)).toEqual({ fields: {}, code: null, args: {} });
    }
  });
});

describe('fieldErrorText', () => {
  it('says every code in Portuguese and English, with the limits', () => {
    const pt = translator('pt');
    const en = translator('en');
    expect(fieldErrorText(pt, 'password_too_common')).toBe(
      'Esta palavra-passe é demasiado comum. Escolha outra, mais difícil de adivinhar.',
    );
    expect(fieldErrorText(en, 'invalid_link')).toBe(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(fieldErrorText(pt, 'too_long', { max: 100 })).toBe('Use no máximo 100 caracteres.');
    expect(fieldErrorText(en, 'too_short', { min: 8 })).toBe('Please use at least 8 characters.');
  });

  it("says 'check this field' for a length whose limit the page does not know", () => {
    expect(fieldErrorText(translator('pt'), 'too_long')).toBe('Verifique este campo.');
  });
});
