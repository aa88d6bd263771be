import { lisbonToday } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { clientProblems, fieldErrorKinds, firstInvalidField } from './field-errors';

const contactFields = ['first_name', 'last_name', 'email', 'phone', 'subject', 'message'] as const;
const contactRequired = ['first_name', 'last_name', 'email', 'message'] as const;
const emptyContact = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

describe('field error kinds', () => {
  it('says "required" for an empty required field and "invalid" otherwise', () => {
    const values = { ...emptyContact, email: 'not-an-address', phone: 'abc' };
    const kinds = fieldErrorKinds(
      contactFields,
      { first_name: 'is required', email: 'must be a valid e-mail address', phone: 'bad' },
      values,
      contactRequired,
    );
    expect(kinds).toEqual({ first_name: 'required', email: 'invalid', phone: 'invalid' });
  });

  it('treats a blank value as empty and ignores fields the form does not show', () => {
    const kinds = fieldErrorKinds(
      contactFields,
      { message: 'is required', recaptcha_token: 'missing', lang: 'bad' },
      { ...emptyContact, message: '   ' },
      contactRequired,
    );
    expect(kinds).toEqual({ message: 'required' });
  });

  it('finds the first invalid field in the order of the form', () => {
    expect(firstInvalidField(contactFields, { message: 'required', email: 'invalid' })).toBe(
      'email',
    );
    expect(firstInvalidField(contactFields, {})).toBeUndefined();
  });
});

describe('client problems (the API schemas in the browser)', () => {
  it('finds what the contact API would refuse, leaving the robot check out', async () => {
    const problems = await clientProblems('contact', {
      ...emptyContact,
      first_name: 'Ana',
      email: 'ana@',
      lang: 'pt',
    });
    expect(Object.keys(problems).sort()).toEqual(['email', 'last_name', 'message']);
  });

  it('accepts a complete newsletter subscription', async () => {
    expect(await clientProblems('newsletter', { email: 'ana@example.pt', language: 'en' })).toEqual(
      {},
    );
  });

  it('applies the booking calendar rules beside other problems', async () => {
    const problems = await clientProblems('booking', {
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@example.pt',
      phone: '',
      guests: '',
      arrival: '2001-01-01',
      departure: '2001-01-05',
      message: '',
      lang: 'pt',
    });
    expect(Object.keys(problems).sort()).toEqual(['arrival', 'guests']);
  });

  it('wants a departure after the arrival', async () => {
    const today = lisbonToday(new Date());
    const problems = await clientProblems('booking', {
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@example.pt',
      guests: 'up_to_6',
      arrival: today,
      departure: today,
      lang: 'pt',
    });
    expect(Object.keys(problems)).toEqual(['departure']);
  });
});
