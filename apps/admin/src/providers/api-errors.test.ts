import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider';
import { errorLanguage, localizedError, signInRefusalKey } from './api-errors';

const original = errorLanguage.translate;
afterEach(() => {
  errorLanguage.translate = original;
});

/** The admin's own provider (i18next over the catalogues), in Portuguese. */
const inPortuguese = await createI18nProvider('pt');
function portuguese() {
  errorLanguage.translate = inPortuguese.translate;
}

describe('localizedError', () => {
  it('says a coded refusal in the admin language, on its fields too', () => {
    portuguese();
    const { message, errors } = localizedError(
      {
        message: 'change: only 3 bottles are in stock; the stock cannot go below zero.',
        fields: { change: 'Only 3 bottles are in stock.' },
        code: 'stock_below_zero',
        args: { count: 3 },
      },
      'Conflict',
    );
    expect(message).toBe('Só há 3 garrafas em stock: o stock não pode ficar abaixo de zero.');
    expect(errors).toEqual({ change: message });
  });

  it("says an upload's refusal with its numbers on the file field (issue 30 point 7)", () => {
    portuguese();
    const { message, errors } = localizedError(
      {
        message: 'The image has 20000 × 20000 pixels; at most 50 megapixels are accepted.',
        fields: { file: 'has 20000 × 20000 pixels, more than 50 megapixels' },
        code: 'image_too_many_pixels',
        args: { width: 20000, height: 20000, megapixels: 400, limit: 50 },
      },
      'Unprocessable Entity',
    );
    expect(message).toBe(
      'A imagem tem 20000 × 20000 píxeis (400 megapíxeis); o máximo é 50 megapíxeis. Reduza-a e envie-a de novo.',
    );
    expect(errors).toEqual({ file: message });
  });

  it('translates the shared validation messages and keeps unknown ones', () => {
    portuguese();
    const { message, errors } = localizedError(
      {
        message: 'texts.pt.product_title: must be at most 200 characters | x: odd',
        fields: { 'texts.pt.product_title': 'must be at most 200 characters', x: 'odd' },
      },
      'Bad Request',
    );
    expect(message).toBe('O formulário tem erros. Verifique os campos assinalados.');
    expect(errors).toEqual({
      'texts.pt.product_title': 'Deve ter no máximo 200 caracteres',
      x: 'odd',
    });
  });

  it('keeps the server message when the code is unknown to the catalogue', () => {
    portuguese();
    expect(localizedError({ message: 'Teapot', code: 'no_such_code' }, 'x').message).toBe('Teapot');
  });
});

describe('signInRefusalKey', () => {
  it("names the staff sign-in's refusals by catalogue key, never by the server's text", () => {
    portuguese();
    const key = signInRefusalKey({ code: 'invalid_credentials' });
    expect(errorLanguage.translate(key)).toBe('E-mail ou palavra-passe incorretos.');
    expect(signInRefusalKey({ code: 'account_locked' })).toBe('admin.auth.account_locked');
    expect(signInRefusalKey({ code: 'too_many_requests' })).toBe('admin.auth.too_many_requests');
    expect(signInRefusalKey({ code: 'something_else' })).toBe('ra.auth.sign_in_error');
    expect(signInRefusalKey(null)).toBe('ra.auth.sign_in_error');
  });
});
