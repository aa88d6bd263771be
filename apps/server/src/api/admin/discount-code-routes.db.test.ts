import { discountCodes, orders, testDatabaseKinds } from '@mdc/db';
import { adminDiscountCodeSchema, adminOrderSchema } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyOneBottle, call, newEmail } from '../accounts/account-test-support.ts';
import { customerInEvora, demoIds, oneExmoToEvora } from '../checkout/checkout-test-support.ts';
import { adminTestApp, customerAccount } from './admin-test-support.ts';

const path = '/api/admin/discount-codes/';
let made = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${++made}`.toUpperCase();

describe.each(testDatabaseKinds)('admin discount codes on %s', (kind) => {
  const test = adminTestApp(kind);
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const db = test.db;
  beforeAll(async () => {
    ids = await demoIds(db());
  });

  const create = (body: Record<string, unknown>) => test.api('POST', path, body);
  const percentCode = (overrides: Record<string, unknown> = {}) => ({
    code: uniqueCode('verao'),
    kind: 'percent',
    percent: 15,
    min_order: '40.00',
    valid_from: '2026-07-01',
    valid_until: '2026-08-31',
    usage_limit: 100,
    note: 'Campanha de verão',
    ...overrides,
  });

  /** One bottle of Exmo (24.00 − the code + 7.50), paid or only started, with a code. */
  async function orderWithCode(code: string, total: string, pay: boolean) {
    const customer = { ...customerInEvora, email: newEmail('codigo') };
    if (pay) {
      const bought = await buyOneBottle(test.app, {
        customer,
        intent: { discount_code: code, total },
      });
      return (await db().select().from(orders).where(eq(orders.code, bought.code)))[0]!;
    }
    const request = { ...oneExmoToEvora(ids), total, discount_code: code, customer };
    const intent = await call(test.app, 'POST', '/api/checkout/create-payment-intent/', {
      body: request,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    return (await db().select().from(orders).where(eq(orders.checkoutId, request.checkout_id)))[0]!;
  }

  it('creates a code (upper-case, days in Lisbon, euros as "40.00") with an audit row', async () => {
    const input = percentCode();
    const res = await create(input);
    expect(res.statusCode, res.body).toBe(201);
    const created = adminDiscountCodeSchema.parse(res.json());
    expect(created).toMatchObject({
      code: input.code.toUpperCase(),
      kind: 'percent',
      percent: 15,
      amount: null,
      min_order: '40.00',
      valid_from: '2026-07-01',
      valid_until: '2026-08-31',
      usage_limit: 100,
      used_count: 0,
      active: true,
      note: 'Campanha de verão',
    });
    const [row] = await db().select().from(discountCodes).where(eq(discountCodes.id, created.id));
    // Lisbon summer time: the first day starts at 23:00 UTC the evening before; the last ends
    // at the start of the next day.
    expect(row!.startsAt!.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(row!.endsAt!.toISOString()).toBe('2026-08-31T23:00:00.000Z');
    expect(row!.minOrderCents).toBe(4000);

    const [audit] = await test.auditOf('discount_code', created.id);
    expect(audit).toMatchObject({ action: 'create', actor: test.staff.email });
    expect(audit!.changes).toMatchObject({ code: created.code, percent: 15 });

    expect((await test.api('GET', `${path}${created.id}/`)).json()).toEqual(created);
  });

  it('lists codes with their state, searches and filters', async () => {
    const live = (await create(percentCode({ valid_from: null, valid_until: null }))).json();
    const gone = (
      await create(percentCode({ valid_from: '2020-01-01', valid_until: '2020-01-31' }))
    ).json();
    const later = (
      await create(percentCode({ valid_from: '2099-01-01', valid_until: null }))
    ).json();
    const fixed = (
      await create({ code: uniqueCode('oferta'), kind: 'fixed', amount: '7.50', usage_limit: null })
    ).json();
    const res = await test.api('GET', `${path}?per_page=500`);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(5); // with the demo's BEMVINDO10
    const stateOf = (id: number) => data.find((row: { id: number }) => row.id === id)?.state;
    expect([stateOf(live.id), stateOf(gone.id), stateOf(later.id), stateOf(fixed.id)]).toEqual([
      'active',
      'expired',
      'scheduled',
      'active',
    ]);
    expect(fixed).toMatchObject({
      kind: 'fixed',
      percent: null,
      amount: '7.50',
      min_order: '0.00',
    });

    const search = await test.api('GET', `${path}?q=${fixed.code.toLowerCase()}`);
    expect(search.json().data.map((row: { id: number }) => row.id)).toEqual([fixed.id]);
    const demo = await test.api('GET', `${path}?q=bemvindo`);
    expect(demo.json().data[0]).toMatchObject({
      code: 'BEMVINDO10',
      percent: 10,
      min_order: '30.00',
    });
    expect((await test.api('GET', `${path}?sort=nope`)).statusCode).toBe(400);
  });

  it('refuses bad input naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [percentCode({ code: 'com espaço' }), 'code'],
      [percentCode({ code: '' }), 'code'],
      [percentCode({ kind: 'gift' }), 'kind'],
      [percentCode({ percent: null }), 'percent'],
      [percentCode({ percent: 101 }), 'percent'],
      [percentCode({ percent: 12.5 }), 'percent'],
      [{ code: uniqueCode('f'), kind: 'fixed', amount: '0.00' }, 'amount'],
      [{ code: uniqueCode('f'), kind: 'fixed', amount: '5.555' }, 'amount'],
      // Money is "7.50" on the wire (decision 137): a JSON number is refused, naming the field.
      [{ code: uniqueCode('f'), kind: 'fixed', amount: 7.5 }, 'amount'],
      [{ code: uniqueCode('f'), kind: 'fixed', amount: '5e1' }, 'amount'],
      [percentCode({ min_order: 30 }), 'min_order'],
      [percentCode({ min_order: '-1.00' }), 'min_order'],
      [percentCode({ valid_until: '2026-06-30' }), 'valid_until'],
      [percentCode({ valid_from: '1 de julho' }), 'valid_from'],
      [percentCode({ usage_limit: 0 }), 'usage_limit'],
      [percentCode({ note: 'x'.repeat(201) }), 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses a code that exists already, in any case, with a coded 409', async () => {
    const first = (await create(percentCode())).json();
    const again = await create(percentCode({ code: first.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'discount_code_taken',
      args: { code: first.code },
      fields: { code: expect.any(String) },
    });
    const other = (await create(percentCode())).json();
    const rename = await test.api('PUT', `${path}${other.id}/`, percentCode({ code: first.code }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('discount_code_taken');
  });

  it('edits a code, auditing the changes; a usage limit below the uses held is refused', async () => {
    const created = (
      await create({ code: uniqueCode('cinco'), kind: 'fixed', amount: '5.00', usage_limit: 3 })
    ).json();
    await orderWithCode(created.code, '26.50', true);
    await orderWithCode(created.code, '26.50', false);
    expect((await test.api('GET', `${path}${created.id}/`)).json().used_count).toBe(2);

    const tooLow = await test.api('PUT', `${path}${created.id}/`, {
      ...created,
      usage_limit: 1,
    });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json()).toMatchObject({
      code: 'usage_limit_below_used',
      args: { used: 2 },
      fields: { usage_limit: expect.stringContaining('2') },
    });

    const edited = await test.api('PUT', `${path}${created.id}/`, {
      ...created,
      amount: '6.00',
      usage_limit: 2,
      note: 'Só duas',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      amount: '6.00',
      usage_limit: 2,
      used_count: 2,
      state: 'used_up',
    });
    const [audit] = await test.auditOf('discount_code', created.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.changes).toEqual({
      amount: ['5.00', '6.00'],
      usage_limit: [3, 2],
      note: ['', 'Só duas'],
    });
  });

  it('deactivates a code (DELETE keeps it for its orders): checkout refuses it from then on', async () => {
    const created = (
      await create(percentCode({ valid_from: null, valid_until: null, min_order: '0.00' }))
    ).json();
    const res = await test.api('DELETE', `${path}${created.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, state: 'inactive' });
    const [audit] = await test.auditOf('discount_code', created.id);
    expect(audit).toMatchObject({ action: 'deactivate', changes: { active: [true, false] } });
    const checked = await call(test.app, 'POST', '/api/shop/discount-codes/check/', {
      body: { discount_code: created.code, cart: [{ id: ids.exmo, quantity: 1 }] },
    });
    expect(checked.statusCode).toBe(422);
    expect((await test.api('DELETE', `${path}999999/`)).statusCode).toBe(404);
  });

  it('shows the code on the orders list and page, filters by it; cancelling gives the use back', async () => {
    const created = (
      await create({ code: uniqueCode('loja'), kind: 'fixed', amount: '4.00', usage_limit: 10 })
    ).json();
    const paid = await orderWithCode(created.code, '27.50', true);
    const unpaid = await orderWithCode(created.code, '27.50', false);

    const list = await test.api(
      'GET',
      `/api/admin/orders/?discount_code=${created.code.toLowerCase()}&paid=yes`,
    );
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: paid.id, discount_code: created.code, total_amount: '27.50' }),
    ]);
    const page = adminOrderSchema.parse(
      (await test.api('GET', `/api/admin/orders/${paid.id}/`)).json(),
    );
    expect(page).toMatchObject({
      discount_code: created.code,
      discount_amount: '4.00',
      subtotal: '24.00',
      shipping_cost: '7.50',
      total_amount: '27.50',
    });
    expect((await test.api('GET', `${path}${created.id}/`)).json().used_count).toBe(2);

    const cancelUnpaid = await test.api('POST', `/api/admin/orders/${unpaid.id}/status/`, {
      deliver_status: 'cancelled',
    });
    expect(cancelUnpaid.statusCode, cancelUnpaid.body).toBe(200);
    expect((await test.api('GET', `${path}${created.id}/`)).json().used_count).toBe(1);
    const cancelPaid = await test.api('POST', `/api/admin/orders/${paid.id}/status/`, {
      deliver_status: 'cancelled',
    });
    expect(cancelPaid.statusCode, cancelPaid.body).toBe(200);
    expect((await test.api('GET', `${path}${created.id}/`)).json().used_count).toBe(0);
    const [audit] = await test.auditOf('order', paid.id);
    expect(audit!.changes).toMatchObject({ discount_use_returned: created.code });
  });

  it('is for staff only', async () => {
    const customer = await customerAccount(test.app);
    expect((await call(test.app, 'GET', path)).statusCode).toBe(401);
    expect((await call(test.app, 'GET', path, { token: customer.access })).statusCode).toBe(403);
    expect(
      (await call(test.app, 'POST', path, { token: customer.access, body: percentCode() }))
        .statusCode,
    ).toBe(403);
  });
});
