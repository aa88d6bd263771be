import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The estate's identity: data, so the real estate changes it without a developer. */
export const estate = pgTable(
  'estate',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull(),
    locality: varchar('locality', { length: 120 }).notNull(),
    region: varchar('region', { length: 120 }).notNull(),
    ...timestamps,
  },
  (t) => [check('estate_single_row', sql`${t.id} = 1`)],
);

/** Shop-wide settings (spec 000 §3 "Shop settings"); a single row. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopEnabled: boolean('shop_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/** A wine: language-neutral facts, prices in cents and stock. Texts live in wine_translations. */
export const wines = pgTable(
  'wines',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    year: integer('year'),
    imageUrl: text('image_url'),
    showCatalog: boolean('show_catalog').notNull().default(true),
    showShop: boolean('show_shop').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
    salePriceCents: integer('sale_price_cents'),
    stock: integer('stock').notNull().default(0),
    alcohol: numeric('alcohol', { precision: 4, scale: 1, mode: 'number' }),
    capacityMl: integer('capacity_ml'),
    servingTemp: varchar('serving_temp', { length: 40 }).notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('wines_stock_non_negative', sql`${t.stock} >= 0`),
    check('wines_price_non_negative', sql`${t.priceCents} >= 0`),
    check('wines_sale_price_non_negative', sql`${t.salePriceCents} >= 0`),
  ],
);

/** A wine's texts in one language. */
export const wineTranslations = pgTable(
  'wine_translations',
  {
    wineId: integer('wine_id')
      .notNull()
      .references(() => wines.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle1: varchar('subtitle_1', { length: 300 }).notNull().default(''),
    subtitle2: varchar('subtitle_2', { length: 300 }).notNull().default(''),
    wineDoc: varchar('wine_doc', { length: 200 }).notNull().default(''),
    /** HTML, sanitised with an allow-list before it is stored. */
    mainDesc: text('main_desc').notNull().default(''),
    wineType: varchar('wine_type', { length: 100 }).notNull().default(''),
    grapes: varchar('grapes', { length: 300 }).notNull().default(''),
    soilsType: varchar('soils_type', { length: 300 }).notNull().default(''),
    pdfUrl: text('pdf_url'),
  },
  (t) => [
    primaryKey({ columns: [t.wineId, t.lang] }),
    check('wine_translations_lang', sql`${t.lang} in ('pt', 'en')`),
  ],
);
