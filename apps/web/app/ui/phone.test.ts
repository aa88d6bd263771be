import { describe, expect, it } from 'vitest';
import { callingCodeOf, callingCodeOptions, countryOfPrefix, nextPhoneValue } from './phone';

describe('phone numbers', () => {
  it('lists Portugal with +351, named in the page language', () => {
    expect(callingCodeOptions('pt').find((o) => o.country === 'PT')?.label).toBe('Portugal (+351)');
    expect(callingCodeOptions('en').find((o) => o.country === 'DE')?.label).toBe('Germany (+49)');
    expect(callingCodeOptions('pt').find((o) => o.country === 'DE')?.label).toBe('Alemanha (+49)');
    expect(callingCodeOf('ES')).toBe('+34');
  });

  it('finds the main country of a stored prefix, Portugal when there is none', () => {
    expect(countryOfPrefix('+351')).toBe('PT');
    expect(countryOfPrefix('+44')).toBe('GB');
    expect(countryOfPrefix('+1')).toBe('US');
    expect(countryOfPrefix('')).toBe('PT');
    expect(countryOfPrefix('+999')).toBe('PT');
  });

  it('formats as the visitor types and keeps only digits', () => {
    expect(nextPhoneValue('', '912345678', 'PT')).toBe('912 345 678');
    expect(nextPhoneValue('', '91a2-34', 'PT')).toMatch(/^[\d ]+$/);
    expect(nextPhoneValue('', '7021234567', 'US')).toBe('(702) 123-4567');
  });

  it('caps the digits at 15', () => {
    expect(nextPhoneValue('', '12345678901234567890', 'PT').replace(/\D/g, '')).toHaveLength(15);
  });

  it('deletes a digit when a formatting character is deleted', () => {
    expect(nextPhoneValue('912 345', '912345', 'PT')).toBe('912 34');
    expect(nextPhoneValue('9', '', 'PT')).toBe('');
  });

  it('keeps every digit of a whole number pasted or autofilled over the formatted one', () => {
    // A reload restores "912 345 678"; the buyer (or the browser) puts the number in again.
    expect(nextPhoneValue('912 345 678', '912345678', 'PT')).toBe('912 345 678');
  });
});
