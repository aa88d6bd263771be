import { describe, expect, it } from 'vitest';
import enRefusals from './i18n/en/refusals.json' with { type: 'json' };
import { AdminError } from './admin-error.ts';
import { DomainError } from './domain-error.ts';
import { isRefusalCode, refusalText } from './refusal-texts.ts';

/** docs/decisions/135-one-error-model.md: one error type, said by the refusal catalogue. */
describe('DomainError', () => {
  it('answers a field code with fields and field_codes, in the language asked', () => {
    const error = new DomainError(400, 'email_taken', { field: 'email' });
    expect(error.message).toBe('email: A user is already registered with this e-mail address.');
    expect(error.bodyIn('pt')).toEqual({
      error: 'Bad Request',
      message:
        'email: Já existe uma conta com este e-mail. Inicie sessão ou redefina a palavra-passe.',
      fields: {
        email: 'Já existe uma conta com este e-mail. Inicie sessão ou redefina a palavra-passe.',
      },
      field_codes: { email: 'email_taken' },
    });
  });

  it('answers a refusal of its own with its code, its field and its arguments', () => {
    const error = new DomainError(422, 'discount_below_minimum', {
      field: 'discount_code',
      args: { minimum_amount: '25.00' },
    });
    const pt = error.bodyIn('pt');
    expect(pt).toMatchObject({
      error: 'Unprocessable Entity',
      code: 'discount_below_minimum',
      args: { minimum_amount: '25.00' },
    });
    expect(pt.message).toMatch(
      /^Este código de desconto é válido para compras a partir de 25,00\s€/,
    );
    expect(pt.fields).toEqual({ discount_code: pt.message });
    expect(pt.field_codes).toBeUndefined();
    expect(error.bodyIn('en').message).toBe(
      'This discount code applies to orders of €25.00 or more (before shipping).',
    );
  });

  it('writes dates as the reader’s language does, from the arguments’ names', () => {
    const error = new DomainError(409, 'period_over', {
      args: { order: 'MC-0042', deadline_day: '2026-07-15' },
    });
    expect(error.bodyIn('pt').message).toContain('terminou a 15 de julho de 2026');
    expect(error.bodyIn('en').message).toBe(
      'The 14-day withdrawal period of order MC-0042 ended on July 15, 2026.',
    );
    const withdrawn = new DomainError(409, 'already_withdrawn', {
      args: { order: 'MC-0042', withdrawn_at: '2026-07-01T13:32:00.000Z' },
    });
    expect(withdrawn.bodyIn('pt').message).toContain('1 de julho de 2026 às 14:32');
  });

  it('chooses the plural of a text by its minutes', () => {
    const one = new DomainError(429, 'account_locked', { args: { minutes: 1 } });
    const two = new DomainError(429, 'account_locked', { args: { minutes: 2 } });
    expect(one.message).toMatch(/in 1 minute or/);
    expect(two.message).toMatch(/in 2 minutes or/);
    expect(two.bodyIn('pt').message).toMatch(/dentro de 2 minutos/);
  });

  it('keeps the retry delay for the 429’s header', () => {
    const error = new DomainError(429, 'hold_limit', {
      args: { minutes: 12 },
      retryAfterSeconds: 720,
    });
    expect(error.retryAfterSeconds).toBe(720);
    expect(error.bodyIn('pt')).toMatchObject({ code: 'hold_limit', args: { minutes: 12 } });
    expect(error.bodyIn('pt').message).toMatch(/dentro de 12 min\.$/);
  });

  it('has a text for every code of the catalogue, and none for an unknown one', () => {
    const codes = Object.keys(enRefusals)
      .filter((key) => key !== 'admin')
      .map((key) => key.replace(/_(one|other)$/, ''));
    for (const code of codes) {
      expect(isRefusalCode(code), code).toBe(true);
      for (const lang of ['pt', 'en'] as const) {
        expect(refusalText(code as never, { minutes: 2 }, lang), `${lang} ${code}`).not.toBe(code);
      }
    }
    expect(isRefusalCode('no_such_code')).toBe(false);
  });
});

describe('AdminError, the staff API’s DomainError', () => {
  it('keeps its English detail, and says a named refusal in Portuguese with the admin’s text', () => {
    const error = new AdminError(409, 'Order MC-0042 is already cancelled.').as(
      'order_already_cancelled',
      { order: 'MC-0042' },
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error.bodyIn('en')).toEqual({
      error: 'Conflict',
      message: 'Order MC-0042 is already cancelled.',
      code: 'order_already_cancelled',
      args: { order: 'MC-0042' },
    });
    expect(error.bodyIn('pt').message).toBe('A encomenda MC-0042 já está cancelada.');
  });

  it('answers an unnamed refusal with its fields and no code', () => {
    const error = AdminError.field('zone_id', 'is not a shipping zone');
    expect(error.bodyIn('pt')).toEqual({
      error: 'Bad Request',
      message: 'zone_id: is not a shipping zone',
      fields: { zone_id: 'is not a shipping zone' },
    });
  });
});
