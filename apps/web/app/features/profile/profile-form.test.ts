import { describe, expect, it } from 'vitest';
import { deliverStatuses, type User } from '@mdc/shared';
import {
  changedFields,
  fieldErrorsOf,
  isDeleteConfirmed,
  loadProblemOf,
  profileValuesOf,
  statusBadge,
  typedValuesOf,
} from './profile-form';
import { apiRefusalOf } from '~/ui/api-refusal';

const user: User = {
  id: 7,
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  username: 'ana',
  phone: '912 345 678',
  phone_prefix: '',
  address: 'Rua Direita 1',
  address_2: '',
  city: 'Évora',
  postal_code: '7000-001',
  house_number: '2',
  country_code: 'PT',
  country_name: 'Portugal',
  region_code: 'PT-07',
  region_name: 'Évora',
  nif: '',
  company_name: '',
  is_staff: false,
};

describe('profile changes (docs/product/accounts.md#profile-edit)', () => {
  it('finds nothing changed in the untouched form, the default +351 included', () => {
    const values = profileValuesOf(user);
    expect(values.phone_prefix).toBe('+351');
    expect(changedFields(values, user)).toEqual([]);
    expect(changedFields({ ...values, city: ' Évora ' }, user)).toEqual([]);
  });

  it('names the fields that differ from the stored copy', () => {
    const values = { ...profileValuesOf(user), city: 'Beja', phone_prefix: '+34' };
    expect(changedFields(values, user)).toEqual(['phone_prefix', 'city']);
  });
});

describe('account deletion word (docs/product/accounts.md#account-deletion)', () => {
  it('accepts ELIMINAR in pt and DELETE in en, in any case', () => {
    expect(isDeleteConfirmed('eliminar', 'pt')).toBe(true);
    expect(isDeleteConfirmed(' ELIMINAR ', 'pt')).toBe(true);
    expect(isDeleteConfirmed('Delete', 'en')).toBe(true);
  });

  it('refuses an empty, wrong or other-language word', () => {
    expect(isDeleteConfirmed('', 'pt')).toBe(false);
    expect(isDeleteConfirmed('DELETE', 'pt')).toBe(false);
    expect(isDeleteConfirmed('eliminar', 'en')).toBe(false);
    expect(isDeleteConfirmed('delet', 'en')).toBe(false);
  });
});

describe('order status badge (docs/product/shop.md#orders-and-statuses)', () => {
  it('gives each of the seven statuses its own colour', () => {
    const classes = deliverStatuses.map((status) => statusBadge(status).className);
    expect(new Set(classes).size).toBe(7);
    expect(statusBadge('pending').className).toMatch(/yellow/);
    expect(statusBadge('returned').className).toMatch(/violet/);
    expect(statusBadge('cancelled')).toMatchObject({ known: true, status: 'cancelled' });
  });

  it('shows an unknown status in grey with its raw text', () => {
    expect(statusBadge('lost_at_sea')).toEqual({
      known: false,
      text: 'lost_at_sea',
      className: expect.stringMatching(/gray/),
    });
  });
});

describe('profile load problems (docs/product/accounts.md#account-messages)', () => {
  it('maps answers to the four messages', () => {
    expect(loadProblemOf(401)).toBe('unauthorized');
    expect(loadProblemOf(404)).toBe('notFound');
    expect(loadProblemOf(500)).toBe('other');
    expect(loadProblemOf(null)).toBe('connection');
  });

  it("keeps the codes of the form's fields from a refused save", () => {
    const body = {
      message: 'email: A user is already registered with this e-mail address.',
      fields: { email: 'A user is …', password: 'no', city: 'must be at most 50 characters' },
      field_codes: { email: 'email_taken', password: 'invalid', city: 'too_long' },
    };
    expect(fieldErrorsOf(apiRefusalOf(body))).toEqual({ email: 'email_taken', city: 'too_long' });
    expect(fieldErrorsOf(apiRefusalOf(null))).toEqual({});
  });
});

describe('typedValuesOf (a save refused without scripts, decision 131)', () => {
  it('shows what was typed over the stored values, and ignores anything else posted', () => {
    const values = typedValuesOf(user, {
      first_name: 'Teresa',
      city: '',
      csrf: 'x',
      is_staff: '1',
    });
    expect(values.first_name).toBe('Teresa');
    expect(values.city).toBe('');
    expect(values.last_name).toBe('Silva');
    expect(values.phone_prefix).toBe('+351');
    expect(values).not.toHaveProperty('csrf');
    expect(values).not.toHaveProperty('is_staff');
  });

  it('is the stored profile when nothing was typed', () => {
    expect(typedValuesOf(user, null)).toEqual(profileValuesOf(user));
  });
});
