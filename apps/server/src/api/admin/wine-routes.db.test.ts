import { stockMovements, testDatabaseKinds, wines } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eurosToCents } from '@mdc/shared';
import { adminTestApp } from './admin-test-support.ts';

const texts = (title: string) => ({
  product_title: title,
  product_subtitle_1: 'Tinto 2022',
  main_desc: '<p>Bom <strong>vinho</strong></p>',
});

const newWine = (slug: string) => ({
  product_url: slug,
  year: 2022,
  price: '18.50',
  show_shop: true,
  alcohol: 13.5,
  capacity: 750,
  texts: { pt: texts('Novo Tinto'), en: texts('New Red') },
});

describe.each(testDatabaseKinds)('admin wines API on %s', (kind) => {
  const test = adminTestApp(kind);

  const admin = test.api;
  const publicWine = async (slug: string, lang = 'pt') =>
    test.app.inject({ method: 'GET', url: `/api/shop/products/${slug}/?lang=${lang}&shop=true` });
  const idOf = async (slug: string) =>
    (await test.db().select().from(wines).where(eq(wines.slug, slug)))[0]!.id;
  const auditOf = test.auditOf;

  it('lists wines with both languages, searching titles and slugs', async () => {
    const res = await admin('GET', '/api/admin/wines/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The three demo wines and the sold-out Avó Zeca 2022.
    expect(body.total).toBe(4);
    expect(body.data[0]).toMatchObject({
      product_url: 'exmo',
      product_title: 'Exmo',
      price: '24.00',
      new_price: null,
      texts: { pt: { wine_type: 'Tinto', product_pdf: null }, en: { wine_type: 'Red' } },
    });
    const search = (await admin('GET', '/api/admin/wines/?q=destinto')).json();
    expect(search.data.map((w: { product_url: string }) => w.product_url)).toEqual([
      'bosque-destinto',
    ]);
    const english = (await admin('GET', '/api/admin/wines/?q=reserve')).json();
    expect(english.total).toBeGreaterThan(0);
    const sorted = (await admin('GET', '/api/admin/wines/?sort=price&order=desc')).json();
    const prices = sorted.data.map((w: { price: string }) => eurosToCents(w.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const filtered = (await admin('GET', '/api/admin/wines/?show_shop=false')).json();
    expect(filtered.total).toBe(0);
  });

  it.each([
    ['/api/admin/wines/?sort=password', 'sort'],
    ['/api/admin/wines/?show_shop=maybe', 'show_shop'],
    ['/api/admin/wines/?per_page=100000', 'per_page'],
    ['/api/admin/stock-movements/?wine_id=abc', 'wine_id'],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const res = await admin('GET', url);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('answers 404 for an unknown wine on every route', async () => {
    expect((await admin('GET', '/api/admin/wines/9999/')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/admin/wines/9999/', newWine('x'))).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/wines/9999/')).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/wines/9999/restore/')).statusCode).toBe(404);
    const stock = await admin('POST', '/api/admin/wines/9999/stock/', {
      change: 5,
      reason: 'received',
    });
    expect(stock.statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/wines/abc/')).statusCode).toBe(400);
  });

  it('creates a wine, sanitises its description, audits it and shows it in the shop', async () => {
    const res = await admin('POST', '/api/admin/wines/', {
      ...newWine('novo-tinto'),
      texts: {
        pt: {
          ...texts('Novo Tinto'),
          main_desc: '<p onclick="x()">Olá<script>alert(1)</script></p>',
        },
        en: texts('New Red'),
      },
    });
    expect(res.statusCode).toBe(201);
    const wine = res.json();
    expect(wine).toMatchObject({ product_url: 'novo-tinto', price: '18.50', bottles_quantity: 0 });
    expect(wine.texts.pt.main_desc).toBe('<p>Olá</p>');
    // "18.50" from staff is 1850 cents in the database and "18.50" again on the product page.
    const [row] = await test.db().select().from(wines).where(eq(wines.id, wine.id));
    expect(row!.priceCents).toBe(1850);
    const shown = await publicWine('novo-tinto', 'en');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      product_title: 'New Red',
      price: '18.50',
      product_pdf: '/media/technical-sheets/en/novo-tinto.pdf',
    });
    const audit = await auditOf('wine', wine.id);
    expect(audit[0]).toMatchObject({ action: 'create', actor: test.staff.email });
    expect((await auditOf('price', wine.id))[0]?.changes).toMatchObject({ price: [null, '18.50'] });
  });

  it.each([
    [{ ...newWine('ok'), product_url: 'Not A Slug' }, 'product_url'],
    [{ ...newWine('ok'), price: '12.345' }, 'price'],
    [{ ...newWine('ok'), price: '-1.00' }, 'price'],
    // Money is "18.50" on the wire (decision 137): a JSON number, an exponent or a comma is refused.
    [{ ...newWine('ok'), price: 18.5 }, 'price'],
    [{ ...newWine('ok'), price: 18 }, 'price'],
    [{ ...newWine('ok'), price: '1e3' }, 'price'],
    [{ ...newWine('ok'), price: '18,50' }, 'price'],
    [{ ...newWine('ok'), price: '100000.01' }, 'price'],
    [{ ...newWine('ok'), new_price: 9.9 }, 'new_price'],
    [{ ...newWine('ok'), new_price: '30.00' }, 'new_price'],
    [{ ...newWine('ok'), year: 1200 }, 'year'],
    [{ ...newWine('ok'), image_url: 'javascript:alert(1)' }, 'image_url'],
    [{ ...newWine('ok'), texts: { pt: texts(''), en: texts('x') } }, 'texts.pt.product_title'],
    [
      {
        ...newWine('ok'),
        texts: { pt: { ...texts('a'), product_pdf: 'https://x/y.pdf' }, en: texts('b') },
      },
      'texts.pt.product_pdf',
    ],
    [{ ...newWine('ok'), texts: { pt: texts('a') } }, 'texts.en'],
  ])('refuses a bad wine with a 400 naming the field (%#)', async (body, field) => {
    const res = await admin('POST', '/api/admin/wines/', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('refuses a slug another wine uses with a 409 naming product_url', async () => {
    const res = await admin('POST', '/api/admin/wines/', newWine('exmo'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      fields: { product_url: expect.any(String) },
      // The admin app says it in the staff member's language from the code.
      code: 'slug_taken',
    });
    expect(res.json().message).toContain('product_url');
    const id = await idOf('novo-tinto');
    const put = await admin('PUT', `/api/admin/wines/${id}/`, newWine('exmo'));
    expect(put.statusCode).toBe(409);
  });

  it('creates a wine with its opening stock: one "received" movement, the shop shows it', async () => {
    const res = await admin('POST', '/api/admin/wines/', {
      ...newWine('branco-da-horta'),
      opening_stock: 36,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ product_url: 'branco-da-horta', bottles_quantity: 36 });
    const id = res.json().id;
    const movements = (await admin('GET', `/api/admin/stock-movements/?wine_id=${id}`)).json();
    expect(movements.data).toEqual([
      expect.objectContaining({ change: 36, stock_after: 36, reason: 'received' }),
    ]);
    expect((await publicWine('branco-da-horta')).json()).toMatchObject({ bottles_quantity: 36 });

    // Without it a wine starts with none; no movement is written.
    const none = await admin('POST', '/api/admin/wines/', newWine('rose-da-horta'));
    expect(none.json().bottles_quantity).toBe(0);
    const noMoves = await admin('GET', `/api/admin/stock-movements/?wine_id=${none.json().id}`);
    expect(noMoves.json().total).toBe(0);
  });

  it.each([-1, 2.5, 1e21, '12'])(
    'refuses an opening stock of %s with a 400 naming opening_stock',
    async (value) => {
      const res = await admin('POST', '/api/admin/wines/', {
        ...newWine('tinto-recusado'),
        opening_stock: value,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['opening_stock']);
    },
  );

  it('saves a price change: audited as price, shown at once with the 30-day lowest price', async () => {
    const id = await idOf('exmo');
    const before = (await admin('GET', `/api/admin/wines/${id}/`)).json();
    expect((await publicWine('exmo')).json().new_price).toBeNull(); // warms the cache
    const res = await admin('PUT', `/api/admin/wines/${id}/`, {
      ...before,
      new_price: '19.90',
      texts: { ...before.texts, en: { ...before.texts.en, product_subtitle_2: 'Limited' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ new_price: '19.90', price: '24.00' });
    expect((await publicWine('exmo')).json()).toMatchObject({
      price: '24.00',
      new_price: '19.90',
      lowest_price_30_days: '24.00',
    });
    expect((await publicWine('exmo', 'en')).json().product_subtitle_2).toBe('Limited');
    const [price] = await auditOf('price', id);
    expect(price?.changes).toEqual({ new_price: [null, '19.90'] });
    const [wine] = await auditOf('wine', id);
    expect(wine?.changes).toEqual({
      'texts.en.product_subtitle_2': [before.texts.en.product_subtitle_2, 'Limited'],
    });
  });

  it('links an uploaded technical sheet instead of the generated one', async () => {
    const id = await idOf('exmo');
    const wine = (await admin('GET', `/api/admin/wines/${id}/`)).json();
    const pdf = `/media/${'ab'.repeat(16)}.pdf`;
    const res = await admin('PUT', `/api/admin/wines/${id}/`, {
      ...wine,
      texts: { ...wine.texts, pt: { ...wine.texts.pt, product_pdf: pdf } },
    });
    expect(res.json().texts.pt.product_pdf).toBe(pdf);
    expect((await publicWine('exmo')).json().product_pdf).toBe(pdf);
    expect((await publicWine('exmo', 'en')).json().product_pdf).toBe(
      '/media/technical-sheets/en/exmo.pdf',
    );
  });

  it('archives on DELETE (gone from the shop) and restores', async () => {
    const id = await idOf('novo-tinto');
    const res = await admin('DELETE', `/api/admin/wines/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().archived_at).toEqual(expect.any(String));
    expect((await publicWine('novo-tinto')).statusCode).toBe(404);
    const active = (await admin('GET', '/api/admin/wines/')).json();
    expect(active.data.map((w: { id: number }) => w.id)).not.toContain(id);
    const archived = (await admin('GET', '/api/admin/wines/?archived=true')).json();
    expect(archived.data.map((w: { id: number }) => w.id)).toEqual([id]);
    const restored = await admin('POST', `/api/admin/wines/${id}/restore/`);
    expect(restored.json().archived_at).toBeNull();
    expect((await publicWine('novo-tinto')).statusCode).toBe(200);
    expect((await auditOf('wine', id)).slice(0, 2).map((a) => a.action)).toEqual([
      'restore',
      'archive',
    ]);
  });

  it('adjusts stock with a reason: movement, audit, public stock; never below zero', async () => {
    const id = await idOf('novo-tinto');
    const add = await admin('POST', `/api/admin/wines/${id}/stock/`, {
      change: 24,
      reason: 'received',
      note: 'Palete de março',
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().bottles_quantity).toBe(24);
    expect((await publicWine('novo-tinto')).json().bottles_quantity).toBe(24);
    const broken = await admin('POST', `/api/admin/wines/${id}/stock/`, {
      change: -2,
      reason: 'breakage',
    });
    expect(broken.json().bottles_quantity).toBe(22);
    const tooMany = await admin('POST', `/api/admin/wines/${id}/stock/`, {
      change: -23,
      reason: 'correction',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      fields: { change: expect.stringContaining('22') },
      code: 'stock_below_zero',
      args: { count: 22 },
    });
    const [row] = await test.db().select().from(wines).where(eq(wines.id, id));
    expect(row?.stock).toBe(22);

    const movements = (await admin('GET', `/api/admin/stock-movements/?wine_id=${id}`)).json();
    expect(movements.total).toBe(2);
    expect(movements.data[0]).toMatchObject({
      change: -2,
      stock_after: 22,
      reason: 'breakage',
      user_email: test.staff.email,
    });
    expect(movements.data[1]).toMatchObject({ change: 24, note: 'Palete de março' });
    const [audit] = await auditOf('stock', id);
    expect(audit?.changes).toMatchObject({ bottles_quantity: [24, 22], reason: 'breakage' });
    const stored = await test
      .db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.wineId, id));
    expect(stored).toHaveLength(2);
  });

  it.each([
    [{ change: 0, reason: 'received' }, 'change'],
    [{ change: 1.5, reason: 'received' }, 'change'],
    [{ change: 3, reason: 'sale' }, 'reason'],
    [{ change: 3, reason: 'received', note: 'x'.repeat(301) }, 'note'],
    [{ reason: 'received' }, 'change'],
  ])('refuses a bad stock change with a 400 naming the field (%#)', async (body, field) => {
    const id = await idOf('exmo');
    const res = await admin('POST', `/api/admin/wines/${id}/stock/`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('keeps stock consistent under concurrent adjustments', async () => {
    const id = await idOf('novo-tinto');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin('POST', `/api/admin/wines/${id}/stock/`, { change: -5, reason: 'correction' }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(4); // 22 bottles: four takes of five, then refusals
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const [row] = await test.db().select().from(wines).where(eq(wines.id, id));
    expect(row?.stock).toBe(2);
  });
});
