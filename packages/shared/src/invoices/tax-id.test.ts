import { describe, expect, it } from 'vitest';
import { checkoutCustomerSchema } from '../checkout/checkout.ts';
import { checkTaxId, isValidPortugueseNif, normaliseTaxId } from './tax-id.ts';

describe('Portuguese NIF check digit', () => {
  // 123456789: 1·9+2·8+3·7+4·6+5·5+6·4+7·3+8·2 = 156, 156 mod 11 = 2, check 11−2 = 9.
  // 999999990: 9·44 = 396, 396 mod 11 = 0, check 0 (the tax authority's "consumidor final").
  // 501964843: 5·9+0+1·7+9·6+6·5+4·4+8·3+4·2 = 184, 184 mod 11 = 8, check 3.
  // 287024008: 2·9+8·8+7·7+0+2·5+4·4+0+0 = 157, 157 mod 11 = 3, check 8.
  it.each(['123456789', '999999990', '501964843', '287024008'])('accepts %s', (nif) => {
    expect(isValidPortugueseNif(nif)).toBe(true);
  });

  it.each([
    ['123456780', 'a wrong check digit'],
    ['501964842', 'a wrong check digit'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['023456789', 'a first digit never handed out'],
    ['12345678A', 'a letter'],
  ])('refuses %s (%s)', (nif) => {
    expect(isValidPortugueseNif(nif)).toBe(false);
  });
});

describe('checkTaxId', () => {
  it('reads spaces, dots and a PT prefix as typing aids', () => {
    expect(normaliseTaxId(' pt 123.456-789 ')).toBe('PT123456789');
    expect(checkTaxId('PT 123 456 789')).toEqual({ ok: true, value: '123456789' });
    expect(checkTaxId('PT123456780')).toEqual({ ok: false });
  });

  it('checks an EU VAT number by the format of its prefix', () => {
    expect(checkTaxId('ESB12345678')).toEqual({ ok: true, value: 'ESB12345678' });
    expect(checkTaxId('DE123456789')).toEqual({ ok: true, value: 'DE123456789' });
    expect(checkTaxId('FRAB123456789')).toEqual({ ok: true, value: 'FRAB123456789' });
    expect(checkTaxId('NL123456789B01')).toEqual({ ok: true, value: 'NL123456789B01' });
    expect(checkTaxId('DE12345678')).toEqual({ ok: false });
    expect(checkTaxId('US123456789')).toEqual({ ok: false });
  });

  it('reads digits without a prefix by the billing country', () => {
    expect(checkTaxId('123456789', 'PT')).toEqual({ ok: true, value: '123456789' });
    expect(checkTaxId('123456789', 'DE')).toEqual({ ok: true, value: 'DE123456789' });
    expect(checkTaxId('094259216', 'GR')).toEqual({ ok: true, value: 'EL094259216' });
    expect(checkTaxId('12345678', 'DE')).toEqual({ ok: false });
    // Billed outside the EU: only a Portuguese NIF is known without a prefix.
    expect(checkTaxId('123456789', 'US')).toEqual({ ok: true, value: '123456789' });
    expect(checkTaxId('123456780', 'US')).toEqual({ ok: false });
  });
});

describe('the checkout customer schema', () => {
  const customer = {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    phone: '912345678',
    address: 'Rua A',
    address_line2: '2.º',
    house_number: '1',
    postalCode: '7050-000',
    city: 'Montemor-o-Novo',
    country: 'PT',
    region: 'PT-07',
    sameAsBilling: true,
  };

  it('takes no NIF as the final consumer', () => {
    const parsed = checkoutCustomerSchema.parse(customer);
    expect(parsed.nif).toBe('');
    expect(parsed.company_name).toBe('');
  });

  it('refuses a wrong check digit naming nif, in the page language', () => {
    for (const [lang, word] of [
      ['pt', 'inválido'],
      ['en', 'Invalid'],
    ] as const) {
      const parsed = checkoutCustomerSchema.safeParse({
        ...customer,
        nif: '123456780',
        preferred_language: lang,
      });
      expect(parsed.success).toBe(false);
      const issue = parsed.error?.issues.find((i) => i.path[0] === 'nif');
      expect(issue?.message).toContain(word);
    }
    const good = checkoutCustomerSchema.parse({ ...customer, nif: '123456789', company_name: 'X' });
    expect(good.nif).toBe('123456789');
  });
});
