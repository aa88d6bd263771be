import { describe, expect, it } from 'vitest';
import { checkoutLimits } from './checkout.ts';
import {
  cartCookieMaxLength,
  cartCookieRules,
  cartCookieText,
  cartCookieValue,
  editCart,
  parseCartCookie,
  parseCartEdit,
  serialiseCartCookie,
  type CartEntry,
} from './cart-cookie.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('the cart cookie (decision 129)', () => {
  it('keeps the caps of the checkout', () => {
    expect(cartCookieRules.maxLines).toBe(checkoutLimits.lines);
    expect(cartCookieRules.maxQuantity).toBe(checkoutLimits.quantity);
  });

  it('reads back what it writes', () => {
    const entries = [
      { id: 12, quantity: 3 },
      { id: 2_147_483_647, quantity: 999 },
    ];
    expect(serialiseCartCookie(entries)).toBe('12:3|2147483647:999');
    expect(parseCartCookie(serialiseCartCookie(entries))).toEqual(entries);
  });

  it('drops malformed, negative, zero, fractional and oversized entries', () => {
    expect(
      parseCartCookie(
        '1:2|-3:1|4:-1|5:0|0:1|6:1.5|7:1000|2147483648:1|08:1|9:01| 10:1|x|:|11:|:3|12:2:2|13:4',
      ),
    ).toEqual([
      { id: 1, quantity: 2 },
      { id: 13, quantity: 4 },
    ]);
    expect(parseCartCookie('[{"id":1,"quantity":2}]')).toEqual([]);
    expect(parseCartCookie('%31:1')).toEqual([]);
    expect(parseCartCookie('')).toEqual([]);
    expect(parseCartCookie(null)).toEqual([]);
    expect(parseCartCookie(undefined)).toEqual([]);
  });

  it('keeps the first of a repeated wine', () => {
    expect(parseCartCookie('5:1|5:9|6:2')).toEqual([
      { id: 5, quantity: 1 },
      { id: 6, quantity: 2 },
    ]);
  });

  it('refuses a huge value whole and never keeps more than the line cap', () => {
    expect(parseCartCookie('1:1|'.repeat(100_000))).toEqual([]);
    expect(parseCartCookie('1:1'.padEnd(cartCookieMaxLength + 1, '|'))).toEqual([]);
    const many = Array.from({ length: 60 }, (_, i) => `${i + 1}:1`).join('|');
    expect(many.length).toBeLessThanOrEqual(cartCookieMaxLength);
    const parsed = parseCartCookie(many);
    expect(parsed).toHaveLength(cartCookieRules.maxLines);
    expect(parsed.at(-1)).toEqual({ id: 50, quantity: 1 });
    const longest = Array.from({ length: 50 }, (_, i) => ({
      id: 2_147_483_598 + i,
      quantity: 999,
    }));
    expect(parseCartCookie(serialiseCartCookie(longest))).toEqual(longest);
  });

  it('writes only entries the parser would keep', () => {
    const hostile = [
      { id: -1, quantity: 1 },
      { id: 1.5, quantity: 1 },
      { id: 2, quantity: 0 },
      { id: 3, quantity: Number.NaN },
      { id: 4, quantity: 1000 },
      { id: 5, quantity: 2 },
      { id: 5, quantity: 3 },
    ] as CartEntry[];
    expect(serialiseCartCookie(hostile)).toBe('5:2');
  });

  it('finds the cart among other cookies and states its attributes', () => {
    expect(cartCookieValue('a=1; cart=4:2|7:1; cartx=9:9')).toBe('4:2|7:1');
    expect(cartCookieValue('carts=1:1')).toBeNull();
    expect(cartCookieValue(null)).toBeNull();
    expect(cartCookieText([{ id: 4, quantity: 2 }], true)).toBe(
      `cart=4:2; Path=/; Max-Age=${cartCookieRules.maxAgeSeconds}; SameSite=Lax; Secure`,
    );
    expect(cartCookieText([], false)).toBe('cart=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('a posted cart edit', () => {
  it('is read from the form', () => {
    expect(parseCartEdit(form({ intent: 'add', id: '7', quantity: '2' }))).toEqual({
      edit: { intent: 'add', id: 7, quantity: 2 },
    });
    expect(parseCartEdit(form({ intent: 'add', id: '7' }))).toEqual({
      edit: { intent: 'add', id: 7, quantity: 1 },
    });
    expect(parseCartEdit(form({ intent: 'remove', id: '7', quantity: 'junk' }))).toEqual({
      edit: { intent: 'remove', id: 7 },
    });
  });

  it('names the wrong field of junk', () => {
    const field = (fields: Record<string, string>) => {
      const result = parseCartEdit(form(fields));
      return 'refusal' in result ? result.refusal.field : null;
    };
    expect(field({})).toBe('intent');
    expect(field({ intent: 'delete-all', id: '1' })).toBe('intent');
    expect(field({ intent: 'add', id: '-1' })).toBe('id');
    expect(field({ intent: 'add', id: '9'.repeat(400) })).toBe('id');
    expect(field({ intent: 'add', id: '2147483648' })).toBe('id');
    expect(field({ intent: 'add', id: '1e3' })).toBe('id');
    expect(field({ intent: 'set', id: '1' })).toBe('quantity');
    expect(field({ intent: 'set', id: '1', quantity: '0' })).toBe('quantity');
    expect(field({ intent: 'add', id: '1', quantity: '2.5' })).toBe('quantity');
    expect(field({ intent: 'add', id: '1', quantity: '1000' })).toBe('quantity');
    const file = new FormData();
    file.append('intent', new Blob(['add']), 'intent.txt');
    expect(parseCartEdit(file)).toEqual({ refusal: { field: 'intent', code: 'invalid' } });
  });
});

describe('editing the cart', () => {
  const stock = new Map([
    [1, 5],
    [2, 3],
    [3, 0],
  ]);
  const stockOf = (id: number) => stock.get(id);

  it('adds up to the stock and appends new wines', () => {
    const cart = [{ id: 1, quantity: 4 }];
    expect(editCart(cart, { intent: 'add', id: 1, quantity: 3 }, stockOf)).toEqual([
      { id: 1, quantity: 5 },
    ]);
    expect(editCart(cart, { intent: 'add', id: 2, quantity: 1 }, stockOf)).toEqual([
      { id: 1, quantity: 4 },
      { id: 2, quantity: 1 },
    ]);
  });

  it('adds nothing of a sold-out or unknown wine', () => {
    expect(editCart([], { intent: 'add', id: 3, quantity: 1 }, stockOf)).toEqual([]);
    expect(editCart([], { intent: 'add', id: 99, quantity: 1 }, stockOf)).toEqual([]);
  });

  it('sets within 1 and the stock, removes, and buys only what is missing', () => {
    const cart = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(editCart(cart, { intent: 'set', id: 1, quantity: 50 }, stockOf)[0]).toEqual({
      id: 1,
      quantity: 5,
    });
    expect(editCart(cart, { intent: 'remove', id: 1 }, stockOf)).toEqual([{ id: 2, quantity: 1 }]);
    expect(editCart(cart, { intent: 'buy', id: 1, quantity: 3 }, stockOf)).toEqual(cart);
    expect(editCart([], { intent: 'buy', id: 2, quantity: 2 }, stockOf)).toEqual([
      { id: 2, quantity: 2 },
    ]);
  });

  it('drops wines gone or sold out and caps lines at the stock on every edit', () => {
    const cart = [
      { id: 1, quantity: 9 },
      { id: 3, quantity: 1 },
      { id: 99, quantity: 1 },
    ];
    expect(editCart(cart, { intent: 'remove', id: 2 }, stockOf)).toEqual([{ id: 1, quantity: 5 }]);
  });

  it('never grows past the line cap', () => {
    const full = Array.from({ length: cartCookieRules.maxLines }, (_, i) => ({
      id: 100 + i,
      quantity: 1,
    }));
    const anyStock = () => 10;
    expect(editCart(full, { intent: 'add', id: 1, quantity: 1 }, anyStock)).toHaveLength(
      cartCookieRules.maxLines,
    );
  });
});
