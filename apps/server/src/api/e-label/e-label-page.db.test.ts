import { shopSettings, testDatabaseKinds, wines } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../admin/admin-test-support.ts';

const texts = (title: string) => ({ product_title: title });

describe.each(testDatabaseKinds)('the wine e-label on %s', (kind) => {
  const test = adminTestApp(kind, () => ({ PUBLIC_URL: 'https://vinhos.example.pt' }));
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => test.app.inject({ method, url });
  const idOf = async (slug: string) =>
    (await test.db().select({ id: wines.id }).from(wines).where(eq(wines.slug, slug)))[0]!.id;
  const adminWine = async (slug: string) =>
    (await test.api('GET', `/api/admin/wines/${await idOf(slug)}/`)).json();

  /** What every label page must be: plain HTML without scripts, cookies or other origins. */
  function expectPlainPage(res: Awaited<ReturnType<typeof get>>) {
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toMatch(/<script|<iframe|<form|<img|onload=|javascript:/i);
    // No address on another origin (the only absolute URLs would be third parties').
    expect(res.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  }

  it('shows the Portuguese label: facts, ingredients with allergens, nutrition per 100 ml', async () => {
    const res = await get('/vinhos/exmo/rotulo');
    expect(res.statusCode).toBe(200);
    expectPlainPage(res);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(res.headers['content-language']).toBe('pt-PT');
    const html = res.body;
    expect(html).toContain('<html lang="pt-PT">');
    expect(html).toContain('<p class="estate">Monte das Cegonhas</p>');
    expect(html).toContain('<h1>Exmo 2023</h1>');
    expect(html).toContain('<dd>750 ml</dd>');
    expect(html).toContain('<dd>14,5 % vol</dd>');
    expect(html).toContain(
      '<p>Uvas, regulador de acidez: ácido tartárico, conservante: <strong>sulfitos</strong></p>',
    );
    expect(html).toContain('<th scope="row">Energia</th><td>349 kJ / 84 kcal</td>');
    expect(html).toContain('<th scope="row">Hidratos de carbono</th><td>0,6 g</td>');
    expect(html).toContain('<th scope="row" class="sub">dos quais açúcares</th><td>0,2 g</td>');
    expect(html).toContain('<th scope="col">Por 100 ml</th>');
    expect(html).toContain(
      'Contém quantidades insignificantes de lípidos, ácidos gordos saturados, proteínas e sal.',
    );
    expect(html).not.toContain('Lípidos');
    // No marketing: no price, no shop, no description.
    expect(html).not.toMatch(/€|\/shop|24[,.]00|vinho de guarda/);
    expect(html).toContain('<a href="/en/wines/exmo/label" hreflang="en" lang="en">English</a>');
    expect((await get('/vinhos/exmo/rotulo', 'HEAD')).statusCode).toBe(200);
  });

  it('shows the English label with every declared allergen in bold', async () => {
    const res = await get('/en/wines/avo-zeca/label');
    expect(res.statusCode).toBe(200);
    expectPlainPage(res);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Avó Zeca 2023</h1>');
    expect(html).toContain('<dd>14 % vol</dd>');
    expect(html).toContain(
      '<p>Grapes, preservative: <strong>sulphites</strong>. Fined with <strong>egg</strong> white.</p>',
    );
    expect(html).toContain('<th scope="row">Energy</th><td>338 kJ / 81 kcal</td>');
    expect(html).toContain('Contains negligible amounts of fat, saturates, protein and salt.');
    expect(html).toContain('href="/vinhos/avo-zeca/rotulo" hreflang="pt" lang="pt-PT"');
  });

  it('answers the 404 page in the language for an unknown wine or a bad address', async () => {
    for (const [url, text] of [
      ['/vinhos/nao-existe/rotulo', 'Rótulo não encontrado'],
      ['/en/wines/no-such-wine/label', 'Label not found'],
      ['/en/wines/..%2F..%2Fetc/label', 'Label not found'],
      [`/vinhos/${'x'.repeat(900)}/rotulo`, 'Rótulo não encontrado'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectPlainPage(res);
      expect(res.body).toContain(`<h1>${text}</h1>`);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
  });

  it('stays up for hidden wines and a closed shop, and goes with the wine when archived', async () => {
    const created = await test.api('POST', '/api/admin/wines/', {
      product_url: 'so-na-adega',
      price: '10.00',
      show_catalog: false,
      show_shop: false,
      texts: { pt: texts('Só na Adega'), en: texts('Cellar Only') },
    });
    expect(created.statusCode).toBe(201);
    // A new wine declares sulphites by default, even before its list of ingredients exists.
    expect(created.json().e_label).toMatchObject({ allergens: ['sulphites'], energy_kj: null });
    await test.db().update(shopSettings).set({ shopEnabled: false });
    await test.app.services.invalidateCaches();
    const hidden = await get('/en/wines/so-na-adega/label');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toContain('The list of ingredients has not been published yet.');
    expect(hidden.body).toContain('<p>Contains: <strong>sulphites</strong></p>');
    expect(hidden.body).toContain('The nutrition declaration has not been published yet.');
    await test.db().update(shopSettings).set({ shopEnabled: true });
    await test.app.services.invalidateCaches();

    expect((await test.api('DELETE', `/api/admin/wines/${created.json().id}/`)).statusCode).toBe(
      200,
    );
    const archived = await get('/vinhos/so-na-adega/rotulo');
    expect(archived.statusCode).toBe(404);
    expect(archived.body).toContain('Rótulo não encontrado');
  });

  it('lets staff edit the e-label, audits it and shows it at once', async () => {
    const wine = await adminWine('bosque-destinto');
    expect(wine.e_label).toMatchObject({
      allergens: ['sulphites'],
      energy_kj: 353,
      energy_kcal: 85,
      carbohydrate_g: 0.8,
      salt_g: 0.01,
      ingredients: { en: 'Grapes, acidity regulator: tartaric acid, preservative: sulphites' },
    });
    const e_label = {
      ...wine.e_label,
      ingredients: {
        pt: 'Uvas, conservante: sulfitos, clarificante: caseína de leite',
        en: 'Grapes, preservative: sulphites, fining agent: milk casein',
      },
      allergens: ['milk', 'sulphites'],
      fat_g: 0.6,
      saturates_g: 0.2,
      protein_g: 0.7,
      energy_kj: 380,
      energy_kcal: 91,
    };
    const saved = await test.api('PUT', `/api/admin/wines/${wine.id}/`, { ...wine, e_label });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().e_label).toMatchObject({ allergens: ['sulphites', 'milk'], fat_g: 0.6 });

    const [audit] = await test.auditOf('wine', wine.id);
    expect(audit!.action).toBe('update');
    expect(audit!.actor).toBe(test.staff.email);
    expect(audit!.changes).toMatchObject({
      'e_label.energy_kj': [353, 380],
      'e_label.allergens': [['sulphites'], ['sulphites', 'milk']],
      'e_label.ingredients.en': [
        'Grapes, acidity regulator: tartaric acid, preservative: sulphites',
        'Grapes, preservative: sulphites, fining agent: milk casein',
      ],
    });

    const html = (await get('/en/wines/bosque-destinto/label')).body;
    expect(html).toContain(
      '<p>Grapes, preservative: <strong>sulphites</strong>, fining agent: <strong>milk casein</strong></p>',
    );
    expect(html).toContain('<th scope="row">Fat</th><td>0.6 g</td>');
    expect(html).toContain('<th scope="row" class="sub">of which saturates</th><td>0.2 g</td>');
    expect(html).toContain('<th scope="row">Protein</th><td>0.7 g</td>');
    expect(html).toContain('Contains negligible amounts of salt.');

    // A save without the e-label (an older client) leaves it as it is.
    const { e_label: _kept, ...withoutLabel } = saved.json();
    const again = await test.api('PUT', `/api/admin/wines/${wine.id}/`, withoutLabel);
    expect(again.statusCode).toBe(200);
    expect(again.json().e_label.energy_kj).toBe(380);
  });

  it.each([
    [{ fat_g: 0.25 }, 'e_label.fat_g'],
    [{ allergens: ['gluten'] }, 'e_label.allergens.0'],
    [{ fat_g: 0, saturates_g: 0.1 }, 'e_label.saturates_g'],
    [{ carbohydrate_g: 0.1, sugars_g: 0.5 }, 'e_label.sugars_g'],
    [{ energy_kj: 343, energy_kcal: 20 }, 'e_label.energy_kcal'],
    [{ energy_kj: 343, energy_kcal: null }, 'e_label.energy_kcal'],
    [{ salt_g: -1 }, 'e_label.salt_g'],
    [{ ingredients: { pt: 'a\u0000', en: '' } }, 'e_label.ingredients.pt'],
  ])('refuses %j with a 400 naming %s, changing nothing', async (change, field) => {
    const wine = await adminWine('exmo');
    const res = await test.api('PUT', `/api/admin/wines/${wine.id}/`, {
      ...wine,
      e_label: { ...wine.e_label, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect((await adminWine('exmo')).e_label).toEqual(wine.e_label);
  });

  it('prints a QR code to the e-label in the sheet’s language on the technical sheet', async () => {
    for (const [lang, url] of [
      ['pt', 'https://vinhos.example.pt/vinhos/exmo/rotulo'],
      ['en', 'https://vinhos.example.pt/en/wines/exmo/label'],
    ] as const) {
      const res = await get(`/media/technical-sheets/${lang}/exmo.pdf`);
      expect(res.statusCode).toBe(200);
      const pdf = await PDFDocument.load(res.rawPayload);
      const annots = pdf.getPage(0).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
      const links = (annots?.asArray() ?? []).map((ref) =>
        pdf.context
          .lookup(ref, PDFDict)
          .lookup(PDFName.of('A'), PDFDict)
          .lookup(PDFName.of('URI'), PDFString)
          .decodeText(),
      );
      expect(links).toContain(url);
    }
  });
});
