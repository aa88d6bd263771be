import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  check,
  integer,
  jsonb,
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

// ---------------------------------------------------------------------------------------------
// Site content that staff edit. Texts are stored per language as JSON objects ({ pt, en, … }),
// validated by the zod schemas in packages/shared/src/content.

/** A language-keyed text: { pt: '…', en: '…' } (guest pages add es and fr). */
export type LocalizedText = Partial<Record<'pt' | 'en' | 'es' | 'fr', string>>;
export type LocalizedParagraphs = Partial<Record<'pt' | 'en' | 'es' | 'fr', string[]>>;

/** Text/image blocks of the about, grapes, wine-tourism pages and the home teaser. */
export const contentBlocks = pgTable('content_blocks', {
  id: serial('id').primaryKey(),
  page: varchar('page', { length: 40 }).notNull(),
  position: integer('position').notNull().default(0),
  heading: jsonb('heading').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedParagraphs>().notNull(),
  imageUrl: text('image_url'),
  ...timestamps,
});

/** Blocks of the region page (spec 000 §3 "Region block"). */
export const regionBlocks = pgTable('region_blocks', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  paragraphs: jsonb('paragraphs').$type<LocalizedParagraphs>().notNull(),
  imageUrl: text('image_url'),
  reverse: boolean('reverse').notNull().default(false),
  ...timestamps,
});

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  imageUrl: text('image_url').notNull(),
  ...timestamps,
});

export const houseFeatures = pgTable('house_features', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  /** Stable key (e.g. 'pool') so the page can attach extra facts such as pool measures. */
  key: varchar('key', { length: 40 }).notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  iconUrl: text('icon_url').notNull(),
  ...timestamps,
});

/** Sections of the privacy policy, terms and cookie policy. */
export const policySections = pgTable('policy_sections', {
  id: serial('id').primaryKey(),
  policy: varchar('policy', { length: 20 }).notNull(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedParagraphs>().notNull(),
  ...timestamps,
});

/**
 * Single-row documents edited as a whole: the company contact record, the guest guide, the house
 * details. Each key's JSON shape is a zod schema in packages/shared/src/content.
 */
export const siteDocuments = pgTable('site_documents', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// What visitors send: newsletter subscriptions, contact messages, booking requests.

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    language: varchar('language', { length: 2 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** SHA-256 of the secret in the confirmation and unsubscribe links. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('newsletter_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  subject: varchar('subject', { length: 200 }).notNull().default(''),
  message: text('message').notNull(),
  lang: varchar('lang', { length: 2 }).notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  ...timestamps,
});

export const bookingRequests = pgTable('booking_requests', {
  id: serial('id').primaryKey(),
  /** 'house' now; wine-tourism bookings later. */
  kind: varchar('kind', { length: 20 }).notNull(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  /** House: 'up_to_6' | 'up_to_12'. */
  guests: varchar('guests', { length: 20 }).notNull(),
  arrival: date('arrival').notNull(),
  departure: date('departure').notNull(),
  message: text('message').notNull().default(''),
  roomId: varchar('room_id', { length: 60 }),
  lang: varchar('lang', { length: 2 }).notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * Transactional outbox: every e-mail is written here in the same transaction as the record it
 * belongs to, then sent (and retried) by the mailer, so an SMTP outage loses nothing.
 */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('emails_status', sql`${t.status} in ('pending', 'sent', 'failed')`)],
);

// ---------------------------------------------------------------------------------------------
// Shipping (spec 001 §3 and §9; docs/decisions/030-shipping-model.md). Country names come from
// ISO data at read time, so only the countries the estate configures have a row here.

/** A shipping price band as stored in shipping_options.price_bands (see @mdc/shared pricing). */
export interface StoredShippingBand {
  minBottles: number;
  maxBottles: number;
  priceCents: number;
}

/** A country the estate configures; a country without a row is listed but never shippable. */
export const shippingCountries = pgTable(
  'shipping_countries',
  {
    /** ISO 3166-1 alpha-2, upper case. */
    code: varchar('code', { length: 2 }).primaryKey(),
    /** Staff switch for the whole country, without touching its regions and options. */
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('shipping_countries_code', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

/**
 * A region of an address: ISO 3166-2 codes (PT-11, ES-AN) or our own with the country prefix.
 * Every region is offered in address forms; it is shippable when enabled, its country is enabled
 * and it has an enabled option.
 */
export const shippingRegions = pgTable(
  'shipping_regions',
  {
    code: varchar('code', { length: 10 }).primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => shippingCountries.code, { onDelete: 'cascade' }),
    namePt: varchar('name_pt', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('shipping_regions_code', sql`${t.code} ~ '^[A-Z]{2}-[A-Z0-9]{1,7}$'`),
    check('shipping_regions_code_in_country', sql`left(${t.code}, 2) = ${t.countryCode}`),
  ],
);

/** A way to ship to one region, priced by bottle-count band. */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: serial('id').primaryKey(),
    regionCode: varchar('region_code', { length: 10 })
      .notNull()
      .references(() => shippingRegions.code, { onDelete: 'cascade' }),
    namePt: varchar('name_pt', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    /** Validated with shippingBandsSchema (@mdc/shared) before it is stored. */
    priceBands: jsonb('price_bands').$type<StoredShippingBand[]>().notNull(),
    allowFreeShipping: boolean('allow_free_shipping').notNull().default(false),
    /** 0 with allow_free_shipping means always free (spec 001 §9). */
    freeShippingFromCents: integer('free_shipping_from_cents').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('shipping_options_free_from_non_negative', sql`${t.freeShippingFromCents} >= 0`),
    check('shipping_options_bands_array', sql`jsonb_typeof(${t.priceBands}) = 'array'`),
  ],
);

/** The shipping text of the product page (spec 001 §2), one row per language. */
export const shippingDetails = pgTable(
  'shipping_details',
  {
    lang: varchar('lang', { length: 2 }).primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    /** HTML, sanitised with an allow-list before it is stored. */
    description: text('description').notNull(),
    ...timestamps,
  },
  (t) => [check('shipping_details_lang', sql`${t.lang} in ('pt', 'en')`)],
);
