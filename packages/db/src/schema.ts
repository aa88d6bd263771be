import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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

/** Shop-wide settings (docs/product/site-pages.md#content-records "Shop settings"); a single row. */
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
    /**
     * The wine this is a vintage of, shared by all its vintages ('avo-zeca'): a sold-out vintage
     * points to the current one, and those waiting hear when the next vintage is published.
     */
    family: varchar('family', { length: 120 }),
    // The e-label (Regulation (EU) 2021/2117): nutrition declaration per 100 ml and allergens.
    energyKj: integer('energy_kj'),
    energyKcal: integer('energy_kcal'),
    fatG: numeric('fat_g', { precision: 5, scale: 1, mode: 'number' }),
    saturatesG: numeric('saturates_g', { precision: 5, scale: 1, mode: 'number' }),
    carbohydrateG: numeric('carbohydrate_g', { precision: 5, scale: 1, mode: 'number' }),
    sugarsG: numeric('sugars_g', { precision: 5, scale: 1, mode: 'number' }),
    proteinG: numeric('protein_g', { precision: 5, scale: 1, mode: 'number' }),
    saltG: numeric('salt_g', { precision: 5, scale: 2, mode: 'number' }),
    /** Allergen codes ('sulphites', 'egg', 'milk'), named in the reader's language on the label. */
    allergens: jsonb('allergens').$type<string[]>().notNull().default(['sulphites']),
    ...timestamps,
  },
  (t) => [
    index('wines_family').on(t.family),
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
    /** The e-label's list of ingredients, in this language (plain text). */
    ingredients: text('ingredients').notNull().default(''),
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

/** Blocks of the region page (docs/product/site-pages.md#content-records "Region block"). */
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

/** Requests to stay at the house (kind 'house') or for a wine-tourism experience ('wine_tourism'). */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    /** House: 'up_to_6' | 'up_to_12'. */
    guests: varchar('guests', { length: 20 }),
    /** House: the stay. */
    arrival: date('arrival'),
    departure: date('departure'),
    /** Wine tourism: which experience, on which day, for how many, in which language. */
    experience: varchar('experience', { length: 40 }),
    visitDate: date('visit_date'),
    people: integer('people'),
    activityLanguage: varchar('activity_language', { length: 2 }),
    message: text('message').notNull().default(''),
    roomId: varchar('room_id', { length: 60 }),
    lang: varchar('lang', { length: 2 }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Staff's answer: 'pending' until they accept or decline (e-mailed to the visitor). */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What staff wrote to the visitor with their answer. */
    decisionNote: text('decision_note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('booking_requests_status', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check(
      'booking_requests_kind_fields',
      sql`(${t.kind} = 'house' and ${t.arrival} is not null and ${t.departure} is not null and ${t.guests} is not null)
        or (${t.kind} = 'wine_tourism' and ${t.visitDate} is not null and ${t.people} is not null
          and ${t.experience} is not null and ${t.activityLanguage} is not null)`,
    ),
  ],
);

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
    /**
     * The worker pass that holds the message until next_attempt_at (decision 100): only that
     * pass may send it or record the outcome, so a claim taken over after a crash is never
     * sent by two workers.
     */
    claimToken: varchar('claim_token', { length: 36 }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('emails_status', sql`${t.status} in ('pending', 'sent', 'failed')`)],
);

// ---------------------------------------------------------------------------------------------
// Shipping (docs/product/shop.md#shipping and docs/product/shop.md#prices-and-sales; docs/decisions/030-shipping-model.md). Country names come from
// ISO data at read time, so only the countries the estate configures have a row here.

/**
 * A shipping price band as stored in shipping_options.price_bands (see @mdc/shared pricing). The
 * last band has no upper limit (`maxBottles` null): "25 or more bottles"
 * (docs/decisions/107-shipping-zones.md).
 */
export interface StoredShippingBand {
  minBottles: number;
  maxBottles: number | null;
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
 * A shipping zone: regions sharing one price table (mainland Portugal, Madeira and the Azores,
 * Spain…). Its options carry the prices, so staff change a zone's table once for all its regions
 * (docs/decisions/107-shipping-zones.md). The name is for staff only.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  ...timestamps,
});

/**
 * A region of an address: ISO 3166-2 codes (PT-11, ES-AN) or our own with the country prefix.
 * Every region is offered in address forms; it is shippable when enabled, its country is enabled
 * and its zone has an enabled option.
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
    /** The zone whose options price it; none = not shipped to (decision 107). */
    zoneId: integer('zone_id').references(() => shippingZones.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('shipping_regions_zone').on(t.zoneId),
    check('shipping_regions_code', sql`${t.code} ~ '^[A-Z]{2}-[A-Z0-9]{1,7}$'`),
    check('shipping_regions_code_in_country', sql`left(${t.code}, 2) = ${t.countryCode}`),
  ],
);

/** A way to ship to the regions of one zone, priced by bottle-count band. */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    namePt: varchar('name_pt', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    /** Validated with shippingBandsSchema (@mdc/shared) before it is stored. */
    priceBands: jsonb('price_bands').$type<StoredShippingBand[]>().notNull(),
    allowFreeShipping: boolean('allow_free_shipping').notNull().default(false),
    /** 0 with allow_free_shipping means always free (docs/product/shop.md#prices-and-sales). */
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

/** The shipping text of the product page (docs/product/shop.md#product-page), one row per language. */
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

// ---------------------------------------------------------------------------------------------
// Customer accounts (docs/product/accounts.md#account-data "Customer/user", docs/product/accounts.md#sessions-and-tokens "Authentication"; decision 050).

/** A customer or staff account. Profile lengths are those of docs/product/accounts.md#profile-edit, checked by @mdc/shared. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    username: varchar('username', { length: 50 }).notNull(),
    /** argon2id (PHC string); null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 50 }).notNull().default(''),
    lastName: varchar('last_name', { length: 50 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    phonePrefix: varchar('phone_prefix', { length: 5 }).notNull().default('+351'),
    address: varchar('address', { length: 200 }).notNull().default(''),
    address2: varchar('address_2', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 50 }).notNull().default(''),
    postalCode: varchar('postal_code', { length: 20 }).notNull().default(''),
    houseNumber: varchar('house_number', { length: 20 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }).notNull().default(''),
    countryName: varchar('country_name', { length: 100 }).notNull().default(''),
    regionCode: varchar('region_code', { length: 10 }).notNull().default(''),
    regionName: varchar('region_name', { length: 120 }).notNull().default(''),
    /** The language of the account's e-mails. */
    language: varchar('language', { length: 2 }).notNull().default('pt'),
    isStaff: boolean('is_staff').notNull().default(false),
    /** Google's stable account id once the account signed in with Google. */
    googleSub: varchar('google_sub', { length: 255 }).unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * No longer read or written: the lockout lives in login_throttles, for known and unknown
     * e-mails alike (decision 099). Kept one release, so an instance still running the previous
     * version during a rolling deploy finds them; dropped by a later migration.
     */
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** In every access token; a password reset bumps it, so older access tokens stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The NIF / VAT number and company the buyer invoices to, kept for the next checkout. */
    nif: varchar('nif', { length: 20 }).notNull().default(''),
    companyName: varchar('company_name', { length: 100 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_failed_logins_non_negative', sql`${t.failedLogins} >= 0`),
  ],
);

/**
 * Failed sign-ins by the e-mail typed, whether or not an account has it, so a locked account and
 * an unknown address answer alike (decision 099). The e-mail is kept only as SHA-256 of its
 * lower-case form; rows are forgotten an hour after the last failure.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailKey: varchar('email_key', { length: 64 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Refresh tokens, stored as SHA-256 of the opaque secret. Each refresh replaces the token with a
 * new one of the same family; presenting a replaced token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: varchar('family_id', { length: 36 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token that replaced this one on refresh. */
    replacedBy: integer('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

/**
 * The site's signed-in sessions (decision 131): the httpOnly cookie carries a 256-bit random id,
 * only its SHA-256 is stored. A session ends at `expiresAt` (absolute), after the idle window
 * since `lastSeenAt`, when revoked (sign-out, password change or reset, privilege change), or when
 * the account's session version moved on.
 */
export const siteSessions = pgTable(
  'site_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's session version when the session began. */
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('site_sessions_user').on(t.userId)],
);

/** Password reset links: SHA-256 of a 256-bit secret, single use, at most 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

/** E-mail verification links, for the address the account had when the link was sent. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Prices over time, orders and payments (docs/product/shop.md#shop-data, docs/product/shop.md#checkout-and-payment; docs/decisions/040-vat-on-orders.md).

/**
 * Every price a wine had, from when (Decreto-Lei 109-G/2021: the lowest price of the 30 days
 * before a reduction). Written by a database trigger on wines (migration 0003), so every code
 * path that changes a price keeps it; nothing in the application inserts here except the seed.
 */
export const winePriceHistory = pgTable(
  'wine_price_history',
  {
    id: serial('id').primaryKey(),
    wineId: integer('wine_id')
      .notNull()
      .references(() => wines.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    /** What one bottle cost: the sale price when it counted, else the list price. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wine_price_history_wine').on(t.wineId, t.validFrom)],
);

/** Human-readable order numbers: MDC-1001, MDC-1002, … (gaps are fine: not invoice numbers). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

/** What the checkout customer payload holds once validated (@mdc/shared checkoutCustomerSchema). */
export type StoredCheckoutCustomer = Record<string, unknown>;

/** An order: created pending with its stock reserved when the buyer starts paying. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The secret in thank-you links: 128 random bits, base64url. */
    code: varchar('code', { length: 64 }).notNull().unique(),
    orderNumber: varchar('order_number', { length: 20 })
      .notNull()
      .unique()
      .default(sql`('MDC-' || nextval('order_number_seq'))`),
    /** The browser-made id of one checkout visit: repeated intent calls reuse this order. */
    checkoutId: varchar('checkout_id', { length: 64 }).notNull().unique(),
    /** The account that placed the order, or that claimed it through a verified e-mail. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('awaiting_payment'),
    deliverStatus: varchar('deliver_status', { length: 20 }).notNull().default('pending'),
    preferredLanguage: varchar('preferred_language', { length: 2 }).notNull().default('pt'),
    customer: jsonb('customer').$type<StoredCheckoutCustomer>(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    shippingOptionId: integer('shipping_option_id'),
    shippingOptionName: varchar('shipping_option_name', { length: 120 }).notNull().default(''),
    allowFreeShipping: boolean('allow_free_shipping').notNull().default(false),
    freeShippingFromCents: integer('free_shipping_from_cents').notNull().default(0),
    shippingCostCents: integer('shipping_cost_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalWithoutDiscountCents: integer('total_without_discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull().default(0),
    /** The VAT rate in basis points (1300 = 13 %) vat_cents was worked out with. */
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    paymentProvider: varchar('payment_provider', { length: 20 }),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }).unique(),
    /** Bumped when a new intent must replace the old one (an expired order taken up again). */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    lastPaymentError: text('last_payment_error'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    /**
     * When the running hold began (the Pay that started it): however often Pay is pressed again
     * or MB WAY asked again, the hold never passes this plus the ceiling (decision 116).
     */
    holdStartedAt: timestamp('hold_started_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who holds the reservation while it waits for payment (an account, or a keyed hash of the
     * client's address grouped as the rate limits group it), to cap what one client may hold
     * (decisions 095, 116; an open Multibanco voucher keeps it); cleared once settled.
     */
    reservationClient: varchar('reservation_client', { length: 80 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The carrier's tracking page, set by staff when the order ships. */
    trackingUrl: text('tracking_url'),
    /** Money returned through the payment provider (staff cancelled the order). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundId: varchar('refund_id', { length: 255 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When staff marked it delivered: the 14-day withdrawal period runs from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The discount code the buyer used, as typed then (the code row may change or go). */
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, {
      onDelete: 'set null',
    }),
    discountCode: varchar('discount_code', { length: 40 }),
    /** What the code took off the goods (subtotal_cents is before it, total_cents after). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** card, mb_way or multibanco (decision 110). */
    paymentMethod: varchar('payment_method', { length: 20 }).notNull().default('card'),
    /** The Multibanco voucher the buyer pays (decision 110); the hold lasts until it expires. */
    multibancoEntity: varchar('multibanco_entity', { length: 10 }),
    multibancoReference: varchar('multibanco_reference', { length: 20 }),
    multibancoExpiresAt: timestamp('multibanco_expires_at', { withTimezone: true }),
    multibancoVoucherUrl: text('multibanco_voucher_url'),
    ...timestamps,
  },
  (t) => [
    check('orders_discount_non_negative', sql`${t.discountCents} >= 0`),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('awaiting_payment', 'paid', 'failed', 'expired', 'refunded')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('card', 'mb_way', 'multibanco')`),
    check('orders_amounts_non_negative', sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0`),
    index('orders_user').on(t.userId),
    index('orders_awaiting_reserved_until')
      .on(t.reservedUntil)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    index('orders_awaiting_client')
      .on(t.reservationClient)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
  ],
);

/** An order's lines, with the wine's name and prices as they were when it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    wineId: integer('wine_id').notNull(),
    productTitle: varchar('product_title', { length: 200 }).notNull(),
    productUrl: varchar('product_url', { length: 120 }).notNull(),
    imageUrl: text('image_url'),
    sku: varchar('sku', { length: 120 }).notNull(),
    /** The list price. */
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    /**
     * The price the sale was announced against when the order was made (the lowest of the 30
     * days before it, docs/decisions/096-reduction-reference-price.md); null without a reduction.
     */
    referencePriceCents: integer('reference_price_cents'),
    /** What one bottle cost in this order. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_wine').on(t.orderId, t.wineId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Webhook events already handled, by the provider's event id (duplicates are ignored). */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  providerEventId: varchar('provider_event_id', { length: 255 }).notNull().unique(),
  type: varchar('type', { length: 100 }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The offline test provider's payment intents (no Stripe configured). In the database so every
 * instance behind a load balancer sees the same intents.
 */
/** The offline provider's Multibanco references: one number each, never reused. */
export const offlineMultibancoReferenceSequence = pgSequence('offline_multibanco_reference_seq', {
  startWith: 1,
});

export const offlinePaymentIntents = pgTable(
  'offline_payment_intents',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    clientSecret: varchar('client_secret', { length: 128 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).unique(),
    amountCents: integer('amount_cents').notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 30 }).notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** mb_way or multibanco once the buyer chose one (decision 110); null for the card form. */
    paymentMethod: varchar('payment_method', { length: 20 }),
    mbWayPhone: varchar('mb_way_phone', { length: 20 }),
    /** When the test MB WAY app answers the request. */
    answerAt: timestamp('answer_at', { withTimezone: true }),
    /** When the MB WAY request or the Multibanco voucher expires. */
    actionExpiresAt: timestamp('action_expires_at', { withTimezone: true }),
    multibancoEntity: varchar('multibanco_entity', { length: 10 }),
    multibancoReference: varchar('multibanco_reference', { length: 20 }).unique(),
    ...timestamps,
  },
  (t) => [
    check(
      'offline_payment_intents_status',
      sql`${t.status} in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The staff back end (issue 6; docs/decisions/060-admin-back-end.md).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Why a wine's stock changed. Staff pick the first three; the shop writes the others. */
export const stockMovementReasons = [
  'received',
  'breakage',
  'correction',
  'sale',
  'cancellation',
] as const;

/** Every change staff (or an order cancellation) make to a wine's stock, with its reason. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    wineId: integer('wine_id')
      .notNull()
      .references(() => wines.id, { onDelete: 'cascade' }),
    /** Bottles added (positive) or taken away (negative). */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_reason',
      sql`${t.reason} in ('received', 'breakage', 'correction', 'sale', 'cancellation')`,
    ),
    check('stock_movements_stock_after_non_negative', sql`${t.stockAfter} >= 0`),
    index('stock_movements_wine').on(t.wineId, t.createdAt),
  ],
);

/** Who changed what and when: wines, stock, prices, orders, settings, content, staff rights. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's e-mail when it happened (kept if the account goes). */
    actor: varchar('actor', { length: 254 }).notNull(),
    /** What kind of record: 'wine', 'stock', 'price', 'order', 'settings', 'shipping', … */
    entity: varchar('entity', { length: 30 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    /** Changed fields as { field: [before, after] }, or details of the action. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_entity').on(t.entity, t.entityId),
  ],
);

/**
 * Files staff upload (wine photos, technical-sheet PDFs), in the database so every instance
 * behind a load balancer serves them. The id is derived from the content, so URLs are immutable.
 */
export const media = pgTable(
  'media',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull().default(''),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The PDF itself; null for images, which are served from media_variants. */
    data: bytea('data'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_kind', sql`${t.kind} in ('image', 'pdf')`)],
);

/** An uploaded image resized to one width in one format (WebP or AVIF). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: varchar('media_id', { length: 40 })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: varchar('format', { length: 4 }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.width, t.format] }),
    check('media_variants_format', sql`${t.format} in ('webp', 'avif')`),
  ],
);

/**
 * A staff photograph in one of the site's image slots (packages/shared/src/media/image-slots.ts,
 * docs/decisions/108-estate-photographs.md): the upload, its alt text per language and the point
 * to keep in view when it is cropped. No row: the slot shows its demo drawing.
 */
export const siteImages = pgTable(
  'site_images',
  {
    slot: varchar('slot', { length: 60 }).primaryKey(),
    mediaId: varchar('media_id', { length: 40 })
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    focusX: integer('focus_x').notNull().default(50),
    focusY: integer('focus_y').notNull().default(50),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'site_images_focus',
      sql`${t.focusX} between 0 and 100 and ${t.focusY} between 0 and 100`,
    ),
  ],
);

/**
 * A consumer's withdrawal from a distance contract (Directive 2011/83/EU art. 11a, added by
 * Directive (EU) 2023/2673): recorded when they confirm it, acknowledged by e-mail at once, and
 * shown to staff with the refund to make.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The account that withdrew, when signed in (guests withdraw through the order link). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** What the estate owes back: what was paid less what was already refunded. */
    refundDueCents: integer('refund_due_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundId: varchar('refund_id', { length: 255 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the withdrawal was confirmed: the date and time the acknowledgement states. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_withdrawals_refund_non_negative', sql`${t.refundDueCents} >= 0`)],
);

/**
 * "Tell me when it is back": an e-mail address waiting for a sold-out wine, confirmed by a link
 * (double opt-in), told once when the wine is restocked or its next vintage is published.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    wineId: integer('wine_id')
      .notNull()
      .references(() => wines.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** SHA-256 of the secret in the confirmation and cancellation links. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The wine the e-mail announced: this one restocked, or its next vintage. */
    notifiedWineId: integer('notified_wine_id').references(() => wines.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stock_alerts_wine_email').on(t.wineId, t.email),
    index('stock_alerts_waiting')
      .on(t.wineId)
      .where(sql`${t.status} = 'confirmed'`),
    check(
      'stock_alerts_status',
      sql`${t.status} in ('pending', 'confirmed', 'notified', 'cancelled')`,
    ),
  ],
);

/** Discount codes typed at checkout: a percentage or a fixed amount off the goods. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; buyers may type it in any case. */
    code: varchar('code', { length: 40 }).notNull().unique(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** 'percent': whole percent off the goods (1–100). */
    percent: integer('percent'),
    /** 'fixed': cents off the goods (never more than they cost). */
    amountCents: integer('amount_cents'),
    /** The goods' subtotal (after sale prices) the order must reach. */
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Orders holding it: taken when an order reserves its stock, given back when it expires. */
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Staff's own note: what the code is for. */
    note: varchar('note', { length: 200 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check(
      'discount_codes_kind',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountCents} is null)
        or (${t.kind} = 'fixed' and ${t.amountCents} > 0 and ${t.percent} is null)`,
    ),
    check('discount_codes_min_order', sql`${t.minOrderCents} >= 0`),
    check(
      'discount_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/**
 * The tax documents of an order (docs/product/shop.md#nif-and-invoices,
 * docs/decisions/109-invoice-provider.md): the invoice-receipt when it is paid, the credit note
 * when money goes back. Each is an outbox job: written in the transaction that pays or refunds,
 * then issued at the provider by the invoice worker with fenced leases like the e-mails'
 * (decision 100). One of each kind per order, whatever retries or webhooks happen.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** What the document is for, in cents (the order's total, or the money given back). */
    amountCents: integer('amount_cents').notNull(),
    provider: varchar('provider', { length: 20 }),
    /** The provider's document id, saved as soon as it exists so a retry never makes another. */
    externalId: varchar('external_id', { length: 64 }),
    /** The document's number ("FR 2026/12", or the offline pro-forma's "PF 2026/12"). */
    number: varchar('number', { length: 60 }),
    pdf: bytea('pdf'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: varchar('claim_token', { length: 36 }),
    lastError: text('last_error'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_order_kind').on(t.orderId, t.kind),
    index('invoices_pending')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_status', sql`${t.status} in ('pending', 'issued', 'failed')`),
    check('invoices_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);
