import { describe, expect, it } from 'vitest';
import { adminIdParamsSchema, adminListQuerySchema } from './admin/admin.ts';
import { cartLineSchema, confirmOrderSchema } from './checkout/checkout.ts';
import {
  databaseIdSchema,
  databaseIdTextSchema,
  int4Max,
  int4Schema,
} from './database-integers.ts';
import {
  freeText,
  isStorableText,
  refuseUnstorableText,
  requiredLine,
  text,
  unstorableTextMessage,
} from './text-fields.ts';
import { z } from './zod.ts';

const unstorable = ['\u0000', 'pi\u0000', '\ud800', 'a\udfffb', 'x\ud83cy', '\ud83c'];
const storable = ['', 'Ana', 'São João', '🍷', '👨‍👩‍👧‍👦', '\u{10ffff}', '\u202e', 'line\nbreak'];

describe('isStorableText', () => {
  it.each(unstorable.map((s) => [JSON.stringify(s), s]))('refuses %s', (_, value) => {
    expect(isStorableText(value)).toBe(false);
  });
  it.each(storable.map((s) => [JSON.stringify(s), s]))('accepts %s', (_, value) => {
    expect(isStorableText(value)).toBe(true);
  });
  it('agrees with String.prototype.isWellFormed except for NUL', () => {
    for (const value of [...unstorable, ...storable].filter((s) => !s.includes('\0'))) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(
        (value as string & { isWellFormed(): boolean }).isWellFormed(),
      );
    }
  });
});

describe('text building blocks', () => {
  it.each([
    ['text', text()],
    ['requiredLine', requiredLine(50)],
    ['freeText', freeText(500)],
  ])('%s refuses NUL and lone surrogates with its own message first', (_, schema) => {
    for (const value of unstorable) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(unstorableTextMessage);
    }
    expect(schema.safeParse('Ana').success).toBe(true);
  });

  it('still chains the string checks after the storable check', () => {
    expect(text().trim().max(3).parse('  abc  ')).toBe('abc');
    expect(text().trim().max(3).safeParse('abcd').success).toBe(false);
  });

  it('refuseUnstorableText names the path of a nested value or key', () => {
    const schema = z.unknown().superRefine(refuseUnstorableText);
    const result = schema.safeParse({ a: [{ b: 'ok' }, { c: 'x\ud800' }], ['k\u0000']: 1 });
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['a.1.c', 'k\u0000']);
    expect(schema.safeParse({ a: ['🍷', 1, null] }).success).toBe(true);
  });
});

describe('database integers', () => {
  const tooBig = [int4Max + 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308];
  it('ids are 1 to 2147483647', () => {
    const id = databaseIdSchema('must be a wine id');
    expect(id.parse(1)).toBe(1);
    expect(id.parse(int4Max)).toBe(int4Max);
    for (const value of [0, -1, 1.5, Number.NaN, Infinity, '1', null, ...tooBig]) {
      const result = id.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/^must be a wine id/);
    }
  });

  it('ids in paths and queries are read from text, within the same bounds', () => {
    const id = databaseIdTextSchema();
    expect(id.parse('42')).toBe(42);
    expect(id.parse(String(int4Max))).toBe(int4Max);
    for (const value of ['2147483648', '9007199254740992', '1e309', '-1', '0', 'NaN', '1.5', 'x']) {
      expect(id.safeParse(value).success, value).toBe(false);
    }
  });

  it('int4Schema keeps inside int4 even when asked for more', () => {
    expect(int4Schema().safeParse(int4Max + 1).success).toBe(false);
    expect(int4Schema(-5, 5).safeParse(6).success).toBe(false);
    expect(int4Schema(-5, 5).parse(-5)).toBe(-5);
  });

  it('the shared request schemas use them', () => {
    expect(adminIdParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(adminIdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: int4Max });
    expect(adminListQuerySchema.safeParse({ page: String(2 ** 53) }).success).toBe(false);
    expect(cartLineSchema.safeParse({ id: 2147483648, quantity: 1 }).success).toBe(false);
    const confirm = confirmOrderSchema.safeParse({
      cart: [{ id: 1, quantity: 1 }],
      customer: {},
      paymentIntentId: 'pi\u0000',
      shipping_option_id: 2 ** 53,
      user_id: 2147483648,
    });
    const paths = confirm.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['paymentIntentId', 'shipping_option_id', 'user_id']),
    );
  });
});
