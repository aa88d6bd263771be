import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import {
  contentBlocks,
  estate,
  galleryImages,
  houseFeatures,
  openTestDatabase,
  policySections,
  regionBlocks,
  seedDemoContent,
  siteDocuments,
  testDatabaseKinds,
  wines,
  type Database,
  type DatabaseHandle,
} from '@mdc/db';
import {
  companyContactSchema,
  contentPages,
  guestGuideSchema,
  guestLanguages,
  houseDetailsSchema,
  siteDocumentKeys,
  siteLanguages,
  type GuestLang,
} from '@mdc/shared';
import { createContentService, type ContentService } from './content-service.ts';

const contentTables = [contentBlocks, regionBlocks, galleryImages, houseFeatures, policySections];

/** Every row of every content table and document, to compare whole databases. */
async function snapshot(db: Database) {
  const tables = await Promise.all(
    contentTables.map((table) => db.select().from(table).orderBy(asc(table.id))),
  );
  const documents = await db.select().from(siteDocuments).orderBy(asc(siteDocuments.key));
  return { tables, documents };
}

async function rowCount(db: Database, table: (typeof contentTables)[number]) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** Asserts a stored translated value is filled in each language, as text or as paragraphs. */
function expectTranslated(value: unknown, langs: readonly GuestLang[], where: string) {
  for (const lang of langs) {
    const text = (value as Record<string, unknown>)[lang];
    const parts = Array.isArray(text) ? text : [text];
    expect(parts.length, `${where} [${lang}]`).toBeGreaterThan(0);
    for (const part of parts) {
      expect(typeof part, `${where} [${lang}]`).toBe('string');
      expect((part as string).trim(), `${where} [${lang}]`).not.toBe('');
    }
  }
}

/** Every `{ pt, … }` object in a document, with its path, to check all four languages. */
function translatedTexts(value: unknown, path = '$'): [string, unknown][] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => translatedTexts(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  if ('pt' in value) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => translatedTexts(inner, `${path}.${key}`));
}

const allText = (sections: { policy_content_title: string; policy_content: string[] }[]) =>
  sections.flatMap((s) => [s.policy_content_title, ...s.policy_content]).join('\n');

describe.each(testDatabaseKinds)('demo seed on %s', (kind) => {
  it('seeds each area once when several instances start together', async () => {
    const fresh = await openTestDatabase(kind);
    try {
      const results = await Promise.all([1, 2, 3].map(() => seedDemoContent(fresh.db)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await rowCount(fresh.db, houseFeatures)).toBe(11);
      expect(await rowCount(fresh.db, galleryImages)).toBe(6);
      expect(await rowCount(fresh.db, policySections)).toBe(16 + 11 + 9);
      const [wineCount] = await fresh.db.select({ value: count() }).from(wines);
      // The three demo wines and an older, sold-out vintage of one of them.
      expect(wineCount?.value).toBe(4);
    } finally {
      await fresh.close();
    }
  });
});

describe.each(testDatabaseKinds)('content service on %s', (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  let content: ContentService;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    expect(await seedDemoContent(db)).toBe(true);
    // No cache here, so tests that change rows read them back at once.
    content = createContentService(db, { cacheTtlMs: 0 });
  });
  afterAll(async () => database?.close());

  describe('demo content', () => {
    it('has a page of blocks for every content page, intro first', async () => {
      const expectedBlocks = { home_about: 1, about: 5, grapes: 3, wine_tourism: 3, house: 1 };
      for (const page of contentPages) {
        const blocks = await content.blocks(page, 'pt');
        expect(blocks, page).toHaveLength(expectedBlocks[page]);
      }
      const home = await content.blocks('home_about', 'en');
      expect(home[0]?.about_content).toHaveLength(2);
      const house = await content.blocks('house', 'pt');
      // The hero's subtitle and paragraph (docs/decisions/020).
      expect(house[0]?.about_content).toHaveLength(2);
      expect(house[0]?.imgUrl).toMatch(/^\/images\/content\/.+\.svg$/);
    });

    it('sends wine tourism guests to the booking form, leaving the rules to it (decision 105)', async () => {
      const pt = (await content.blocks('wine_tourism', 'pt')).flatMap((b) => b.about_content);
      const en = (await content.blocks('wine_tourism', 'en')).flatMap((b) => b.about_content);
      expect(pt.join(' ')).toContain('formulário de pedido de reserva desta página');
      expect(en.join(' ')).toContain('booking request form on this page');
      // Lead time, languages and group size are printed from the booking rules beside the text,
      // so the text states no figure that could disagree with the form.
      for (const text of [...pt, ...en]) expect(text).not.toMatch(/\d+ (a|to) \d+|\d+ (dias|days)/);
    });

    it('has three region blocks with alternating layout and map images', async () => {
      const blocks = await content.regionBlocks('en');
      expect(blocks.map((b) => b.reverse)).toEqual([false, true, false]);
      expect(blocks[0]?.title).toBe('Montemor-o-Novo');
      for (const block of blocks) {
        expect(block.image).toMatch(/^\/images\/region\/.+\.svg$/);
        expect(block.paragraphs.length).toBeGreaterThan(0);
      }
    });

    it('has exactly six gallery images with both captions', async () => {
      const images = await content.gallery();
      expect(images).toHaveLength(6);
      for (const image of images) {
        expect(image.titlePt).not.toBe('');
        expect(image.titleEn).not.toBe('');
        expect(image.imgUrl).toMatch(/^\/images\/gallery\/.+\.svg$/);
      }
    });

    it('lists the 11 house features of docs/product/site-pages.md in order, the pool ninth', async () => {
      const features = await content.houseFeatures('en');
      expect(features.map((f) => f.key)).toEqual([
        'suite_bedrooms',
        'double_bedrooms',
        'shared_bathrooms',
        'dining_room',
        'living_rooms',
        'kitchen',
        'television',
        'internet',
        'pool',
        'barbecue',
        'capacity',
      ]);
      expect(features[8]?.title).toBe('Swimming pool');
      expect(features[10]?.title).toBe('Up to 10 people');
      for (const feature of features) expect(feature.icon).toBe(`/images/icons/${feature.key}.svg`);
      expect(await content.houseDetails()).toEqual({
        maxGuests: 10,
        pool: { length: 10, width: 4.8, minDepth: 1.1, maxDepth: 2.4 },
      });
    });

    it('shows only the first 11 features', async () => {
      const [extra] = await db
        .insert(houseFeatures)
        .values({ position: 12, key: 'garden', title: { pt: 'Jardim' }, iconUrl: '/x.svg' })
        .returning({ id: houseFeatures.id });
      try {
        expect(await content.houseFeatures('pt')).toHaveLength(11);
      } finally {
        await db.delete(houseFeatures).where(eq(houseFeatures.id, extra!.id));
      }
    });

    it('has the privacy policy, terms and cookie policy with 16, 11 and 9 sections', async () => {
      for (const lang of siteLanguages) {
        expect(await content.policySections('privacy', lang)).toHaveLength(16);
        expect(await content.policySections('terms', lang)).toHaveLength(11);
        expect(await content.policySections('cookies', lang)).toHaveLength(9);
      }
    });

    it('dates the privacy policy after the ODR closure it cites, and names the dispute bodies', async () => {
      const pt = await content.policySections('privacy', 'pt');
      const en = await content.policySections('privacy', 'en');
      expect(pt[0]?.policy_content.join(' ')).toContain('Última atualização: 1 de agosto de 2025.');
      expect(en[0]?.policy_content.join(' ')).toContain('Last updated: 1 August 2025.');
      expect(pt[15]?.policy_content_title).toBe('Resolução de litígios');
      const disputes = en[15]?.policy_content.join(' ') ?? '';
      expect(disputes).toContain('20 July 2025');
      expect(disputes).toContain('https://www.cniacc.pt');
      expect(disputes).toContain('https://www.livroreclamacoes.pt');
      expect(allText(pt)).toContain('CNPD');
    });

    it('states the share capital, drinking age and withdrawal right in the terms', async () => {
      const pt = allText(await content.policySections('terms', 'pt'));
      const en = allText(await content.policySections('terms', 'en'));
      expect(pt).toContain('capital social de 180.000,00 euros');
      expect(en).toContain('share capital of EUR 180,000.00');
      expect(pt).toContain('18 anos');
      expect(en).toContain('without registering');
      expect(en).toContain('14 days');
      expect(en).toContain('include VAT');
    });

    it('names every browser storage key in the cookie policy', async () => {
      const en = allText(await content.policySections('cookies', 'en'));
      // Decisions 129 and 131: the cart and the session are cookies; no token is in web storage.
      for (const key of ['cookieConsent', 'cart', 'mdc_session', 'mdc_signed_in', 'originalUser']) {
        expect(en).toContain(key);
      }
    });

    it('stores every site text in Portuguese and English', async () => {
      for (const row of await db.select().from(contentBlocks)) {
        expectTranslated(row.heading, siteLanguages, `block ${row.page}/${row.position}`);
        expectTranslated(row.body, siteLanguages, `block ${row.page}/${row.position}`);
      }
      for (const row of await db.select().from(regionBlocks)) {
        expectTranslated(row.title, siteLanguages, `region ${row.position}`);
        expectTranslated(row.paragraphs, siteLanguages, `region ${row.position}`);
      }
      for (const row of await db.select().from(galleryImages)) {
        expectTranslated(row.title, siteLanguages, `gallery ${row.position}`);
      }
      for (const row of await db.select().from(houseFeatures)) {
        expectTranslated(row.title, siteLanguages, `feature ${row.key}`);
      }
      for (const row of await db.select().from(policySections)) {
        expectTranslated(row.title, siteLanguages, `${row.policy} ${row.position}`);
        expectTranslated(row.content, siteLanguages, `${row.policy} ${row.position}`);
      }
    });

    it('has a valid company contact record', async () => {
      const contact = await content.companyContact();
      expect(contact).toMatchObject({
        contact_email: 'geral@montedascegonhas.pt',
        phone_legal_info_pt: 'Chamada para a rede fixa nacional',
        phone_legal_info_en: 'Call to a national landline',
        share_capital_eur: 180000,
        complaints_book_url: 'https://www.livroreclamacoes.pt',
        arbitration_url: 'https://www.cniacc.pt',
      });
      expect(contact?.contact_phone).toMatch(/^\+351 266 \d{3} \d{3}$/);
      expect(contact?.contact_mobile).toMatch(/^\+351 9\d{2} \d{3} \d{3}$/);
      expect(contact?.latitude).toBeCloseTo(38.64, 1);
      expect(contact?.longitude).toBeCloseTo(-8.21, 1);
    });

    it('has a guest guide with every block of docs/product/site-pages.md, all in four languages', async () => {
      const [row] = await db
        .select({ value: siteDocuments.value })
        .from(siteDocuments)
        .where(eq(siteDocuments.key, siteDocumentKeys.guestGuide));
      // The stored document itself, before any fallback fills gaps.
      const stored = guestGuideSchema.parse(row?.value);
      const texts = translatedTexts(row?.value);
      // 2 titles, 3 labels, 1 note, 9 restaurants x 2, 1 note, 12 sights.
      expect(texts).toHaveLength(37);
      for (const [path, text] of texts) expectTranslated(text, guestLanguages, path);

      expect(stored.emergencyNumber).toBe('112');
      expect(stored.house.hosts).toHaveLength(2);
      expect(stored.house.wifiNetwork).not.toBe('');
      expect(stored.house.wifiPassword).not.toBe('');
      expect(stored.usefulContacts.map((c) => c.label.en)).toEqual([
        'Health centre',
        'Fire brigade',
        'Police (GNR)',
      ]);
      expect(stored.pharmacies).toHaveLength(4);
      expect(stored.dutyPharmacyUrl).toBe('https://www.farmaciasdeservico.net');
      expect(stored.dutyPharmacyNote.en).toContain('20:00');
      expect(stored.supermarkets).toHaveLength(3);
      for (const shop of stored.supermarkets) expect(shop.hours).toBe('8:00–21:00');
      const byTown = (list: { town: string; places: unknown[] }[]) =>
        Object.fromEntries(list.map((group) => [group.town, group.places.length]));
      expect(byTown(stored.restaurants)).toEqual({
        'Montemor-o-Novo': 5,
        Évora: 3,
        Estremoz: 1,
      });
      expect(byTown(stored.sights)).toEqual({
        'Montemor-o-Novo': 5,
        Évora: 4,
        Arraiolos: 2,
        Estremoz: 1,
      });
      for (const group of [...stored.restaurants, ...stored.sights]) {
        for (const place of group.places) expect(place.name).not.toBe('');
      }
      for (const place of stored.restaurants.flatMap((group) => group.places)) {
        expect(place.phone).not.toBe('');
      }
      expect(await content.guestGuide()).toEqual(stored);
    });
  });

  describe('seeding', () => {
    it('changes nothing when it runs again', async () => {
      const before = await snapshot(db);
      expect(await seedDemoContent(db)).toBe(false);
      expect(await snapshot(db)).toEqual(before);
    });

    it('adds the content to a database that already has the estate and wines', async () => {
      for (const table of contentTables) await db.delete(table);
      await db.delete(siteDocuments);
      expect(await seedDemoContent(db)).toBe(true);
      for (const table of contentTables) expect(await rowCount(db, table)).toBeGreaterThan(0);
      expect(await db.select().from(siteDocuments)).toHaveLength(4);
      const [wineCount] = await db.select({ value: count() }).from(wines);
      expect(wineCount?.value).toBe(4);
      expect(await db.select().from(estate)).toHaveLength(1);
    });

    it('fills only the areas that are empty', async () => {
      const blocksBefore = await db.select().from(contentBlocks).orderBy(asc(contentBlocks.id));
      await db.delete(galleryImages);
      await db.delete(policySections).where(eq(policySections.policy, 'cookies'));
      await db.delete(siteDocuments).where(eq(siteDocuments.key, siteDocumentKeys.guestGuide));
      expect(await seedDemoContent(db)).toBe(true);
      expect(await content.gallery()).toHaveLength(6);
      expect(await content.policySections('cookies', 'pt')).toHaveLength(9);
      expect(await content.policySections('privacy', 'pt')).toHaveLength(16);
      expect(await content.guestGuide()).not.toBeNull();
      expect(await db.select().from(contentBlocks).orderBy(asc(contentBlocks.id))).toEqual(
        blocksBefore,
      );
    });
  });

  describe('fallbacks', () => {
    it('answers Portuguese where a translation is missing or blank', async () => {
      const [row] = await db
        .insert(regionBlocks)
        .values({
          position: 99,
          title: { pt: 'Só em português', en: '' },
          paragraphs: { pt: ['Parágrafo'] },
        })
        .returning({ id: regionBlocks.id });
      try {
        const last = (await content.regionBlocks('en')).at(-1);
        expect(last).toMatchObject({ title: 'Só em português', paragraphs: ['Parágrafo'] });
      } finally {
        await db.delete(regionBlocks).where(eq(regionBlocks.id, row!.id));
      }
    });

    it('fills a guest guide translation that is missing from Portuguese', async () => {
      const [row] = await db
        .select({ value: siteDocuments.value })
        .from(siteDocuments)
        .where(eq(siteDocuments.key, siteDocumentKeys.guestGuide));
      const original = guestGuideSchema.parse(row?.value);
      const { fr: _fr, ...withoutFrench } = original.welcomeTitle;
      await setDocument(db, siteDocumentKeys.guestGuide, {
        ...original,
        welcomeTitle: withoutFrench,
        greeting: { ...original.greeting, es: ' ' },
      });
      try {
        const guide = await content.guestGuide();
        expect(guide?.welcomeTitle.fr).toBe(original.welcomeTitle.pt);
        expect(guide?.greeting.es).toBe(original.greeting.pt);
        expect(guide?.greeting.fr).toBe(original.greeting.fr);
      } finally {
        await setDocument(db, siteDocumentKeys.guestGuide, original);
      }
    });

    it('answers null for a broken or absent document instead of throwing', async () => {
      const contact = companyContactSchema.parse(await content.companyContact());
      const details = houseDetailsSchema.parse(await content.houseDetails());
      await setDocument(db, siteDocumentKeys.companyContact, { contact_email: 42 });
      await setDocument(db, siteDocumentKeys.houseDetails, 'not an object');
      try {
        expect(await content.companyContact()).toBeNull();
        expect(await content.houseDetails()).toBeNull();
      } finally {
        await setDocument(db, siteDocumentKeys.companyContact, contact);
        await setDocument(db, siteDocumentKeys.houseDetails, details);
      }
      await db.delete(siteDocuments).where(eq(siteDocuments.key, siteDocumentKeys.houseDetails));
      expect(await content.houseDetails()).toBeNull();
      await setDocument(db, siteDocumentKeys.houseDetails, details);
    });

    it('answers empty text for malformed stored JSON', async () => {
      const [row] = await db
        .insert(galleryImages)
        .values({ position: 99, title: 'no languages' as never, imageUrl: '/x.svg' })
        .returning({ id: galleryImages.id });
      try {
        expect((await content.gallery()).at(-1)).toMatchObject({ titlePt: '', titleEn: '' });
      } finally {
        await db.delete(galleryImages).where(eq(galleryImages.id, row!.id));
      }
    });
  });

  describe('cache', () => {
    it('serves cached reads until invalidated, and they are read-only', async () => {
      const cached = createContentService(db);
      const before = await cached.gallery();
      const [first] = before;
      await db
        .update(galleryImages)
        .set({ title: { pt: 'Novo título', en: 'New title' } })
        .where(eq(galleryImages.id, first!.id));
      try {
        expect(await cached.gallery()).toBe(before);
        expect(() => (before as { titlePt: string }[]).sort()).toThrow(TypeError);
        cached.invalidate();
        expect((await cached.gallery())[0]?.titleEn).toBe('New title');
      } finally {
        await db
          .update(galleryImages)
          .set({ title: { pt: first!.titlePt, en: first!.titleEn } })
          .where(eq(galleryImages.id, first!.id));
      }
    });
  });
});

async function setDocument(db: Database, key: string, value: unknown) {
  await db
    .insert(siteDocuments)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteDocuments.key, set: { value } });
}
