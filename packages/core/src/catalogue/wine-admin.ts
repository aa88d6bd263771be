import {
  centsToEuros,
  eurosToCents,
  isLargePriceChange,
  siteLanguages,
  unitPrice,
  type AdminWine,
  type AdminWineCreateInput,
  type AdminWineInput,
  type AdminWineListQuery,
  type SiteLang,
  type StockAdjustment,
  type StockMovementListQuery,
} from '@mdc/shared';
import { stockMovements, users, wines, wineTranslations, type Database } from '@mdc/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { loadRichText } from '../html/index.ts';
import { priceHistory } from './reference-prices.ts';
import { eLabelColumns, eLabelOf, eLabelTextColumns, flatELabel } from '../e-label/index.ts';
import { AdminError } from '../support/index.ts';
import type { DomainEvents } from '../events/index.ts';

type WineRow = typeof wines.$inferSelect;
type TextsRow = typeof wineTranslations.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Fields whose changes are audited as entity 'price' rather than 'wine'. */
const priceFields = ['price', 'new_price'] as const;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const slugTaken = () =>
  new AdminError(409, 'product_url: another wine already uses this address.', {
    product_url: 'Another wine already uses this address.',
  }).as('slug_taken');

function textsOf(rows: readonly TextsRow[], lang: SiteLang): AdminWine['texts'][SiteLang] {
  const row = rows.find((one) => one.lang === lang);
  return {
    product_title: row?.title ?? '',
    product_subtitle_1: row?.subtitle1 ?? '',
    product_subtitle_2: row?.subtitle2 ?? '',
    wine_doc: row?.wineDoc ?? '',
    main_desc: row?.mainDesc ?? '',
    wine_type: row?.wineType ?? '',
    grapes: row?.grapes ?? '',
    soils_type: row?.soilsType ?? '',
    // Only an upload is a staff choice; the generated sheet's path (the seed's) reads as "none".
    product_pdf: row?.pdfUrl?.startsWith('/media/technical-sheets/') ? null : (row?.pdfUrl ?? null),
  };
}

function toAdminWine(row: WineRow, texts: readonly TextsRow[]): AdminWine {
  const pt = textsOf(texts, 'pt');
  return {
    id: row.id,
    product_url: row.slug,
    product_title: pt.product_title,
    year: row.year,
    image_url: row.imageUrl,
    show_catalog: row.showCatalog,
    show_shop: row.showShop,
    price: centsToEuros(row.priceCents),
    new_price: row.salePriceCents == null ? null : centsToEuros(row.salePriceCents),
    bottles_quantity: row.stock,
    alcohol: row.alcohol,
    capacity: row.capacityMl,
    serving_temp: row.servingTemp,
    sort_order: row.sortOrder,
    family: row.family,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    texts: { pt, en: textsOf(texts, 'en') },
    e_label: eLabelOf(row, texts),
  };
}

function wineColumns(input: Partial<AdminWineInput>) {
  if (input.price !== undefined && input.new_price != null && input.new_price >= input.price) {
    throw AdminError.field('new_price', 'The sale price must be below the price.');
  }
  if (input.new_price === 0) {
    throw AdminError.field('new_price', 'Leave the sale price empty for no sale.');
  }
  if (input.family && input.year === null) {
    throw AdminError.field('year', 'A vintage of a wine family needs its year.').as(
      'family_needs_year',
    );
  }
  return {
    slug: input.product_url,
    year: input.year,
    imageUrl: input.image_url,
    showCatalog: input.show_catalog,
    showShop: input.show_shop,
    priceCents: input.price,
    salePriceCents: input.new_price,
    alcohol: input.alcohol,
    capacityMl: input.capacity,
    servingTemp: input.serving_temp,
    sortOrder: input.sort_order,
    family: input.family,
  };
}

function textColumns(
  texts: AdminWineInput['texts'][SiteLang],
  sanitizeRichText: (html: string) => string,
) {
  return {
    title: texts.product_title,
    subtitle1: texts.product_subtitle_1,
    subtitle2: texts.product_subtitle_2,
    wineDoc: texts.wine_doc,
    mainDesc: sanitizeRichText(texts.main_desc),
    wineType: texts.wine_type,
    grapes: texts.grapes,
    soilsType: texts.soils_type,
    // Null: the site links the sheet it renders from the wine's data (catalogue-service).
    pdfUrl: texts.product_pdf,
  };
}

/** Splits a change set into the price audit entry and the rest. */
function splitChanges(changes: Record<string, [unknown, unknown]>) {
  const price: Record<string, [unknown, unknown]> = {};
  const other: Record<string, [unknown, unknown]> = {};
  for (const [field, change] of Object.entries(changes)) {
    if ((priceFields as readonly string[]).includes(field)) price[field] = change;
    else other[field] = change;
  }
  return { price, other };
}

const sortColumns = {
  id: wines.id,
  product_url: wines.slug,
  year: wines.year,
  price: wines.priceCents,
  new_price: wines.salePriceCents,
  bottles_quantity: wines.stock,
  sort_order: wines.sortOrder,
  created_at: wines.createdAt,
  updated_at: wines.updatedAt,
};

/**
 * Staff editing of wines, their texts in both languages, prices and stock. Every change is
 * audited in its own transaction and raises `catalogueChanged` once committed, which clears the catalogue's caches, so the
 * site and the public API show it at once (docs/decisions/133-domains-as-modules.md).
 */
/**
 * Refuses a list or bottle price that moves more than 50 % unless staff confirmed it: a typed
 * "14,90" read as 1490 must never go live by mistake (docs/decisions/091-admin-numbers.md).
 */
function assertPriceChangeConfirmed(before: AdminWine, input: AdminWineInput) {
  if (input.price_change_confirmed) return;
  const cents = (priceCents: number, salePriceCents: number | null) => ({
    list: priceCents,
    unit: unitPrice({ priceCents, salePriceCents }),
  });
  const from = cents(
    eurosToCents(before.price),
    before.new_price === null ? null : eurosToCents(before.new_price),
  );
  const to = cents(input.price, input.new_price);
  const field = isLargePriceChange(from.list, to.list)
    ? 'price'
    : isLargePriceChange(from.unit, to.unit)
      ? 'new_price'
      : null;
  if (!field) return;
  const [was, now] = field === 'price' ? [from.list, to.list] : [from.unit, to.unit];
  const euros = centsToEuros;
  throw AdminError.field(
    field,
    `The price per bottle changes by more than 50 % (${euros(was)} → ${euros(now)}): confirm the change.`,
  ).as('price_change_unconfirmed', { from: euros(was), to: euros(now) });
}

/** Hears, inside a change's transaction, how a wine was before and after it (stock alerts). */
type WineChangeListener = (tx: Transaction, before: AdminWine, after: AdminWine) => Promise<void>;
type Loader = (executor: Pick<Database, 'select'>, id: number) => Promise<AdminWine>;

/** A wine with its texts, from the database or a transaction. */
async function load(executor: Pick<Database, 'select'>, id: number): Promise<AdminWine> {
  const [row] = await executor.select().from(wines).where(eq(wines.id, id)).limit(1);
  if (!row) throw AdminError.notFound('Wine');
  const texts = await executor
    .select()
    .from(wineTranslations)
    .where(eq(wineTranslations.wineId, id));
  return toAdminWine(row, texts);
}

async function assertSlugFree(tx: Transaction, slug: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: wines.id })
    .from(wines)
    .where(eq(wines.slug, slug))
    .limit(1);
  if (other && other.id !== exceptId) throw slugTaken();
}

/** Audits a save: price changes as entity 'price', the rest as 'wine'. */
async function auditSave(
  tx: Transaction,
  actor: Actor,
  id: number,
  action: string,
  changes: Record<string, [unknown, unknown]>,
) {
  const { price, other } = splitChanges(changes);
  if (Object.keys(other).length) {
    await recordAudit(tx, actor, { entity: 'wine', entityId: id, action, changes: other });
  }
  if (Object.keys(price).length) {
    await recordAudit(tx, actor, { entity: 'price', entityId: id, action, changes: price });
  }
}

export function createWineAdminService(db: Database, events: Pick<DomainEvents, 'raise' | 'emit'>) {
  // Stock alerts hear it inside the change's transaction (decision 072, decision 133).
  const onWineChanged: WineChangeListener = (tx, before, after) =>
    events.raise(tx, 'wineChanged', { before, after });
  /** Runs a change in a transaction; a slug taken concurrently is still a 409. */
  async function change<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work);
      await events.emit('catalogueChanged');
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  async function setArchived(actor: Actor, id: number, archived: boolean) {
    return change(async (tx) => {
      const before = await load(tx, id);
      if (Boolean(before.archived_at) !== archived) {
        await tx
          .update(wines)
          .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
          .where(eq(wines.id, id));
        await recordAudit(tx, actor, {
          entity: 'wine',
          entityId: id,
          action: archived ? 'archive' : 'restore',
        });
      }
      const after = await load(tx, id);
      await onWineChanged(tx, before, after);
      return after;
    });
  }

  return {
    list: (query: AdminWineListQuery) => listWines(db, query),

    /** One wine, with its price history for the sale preview. */
    get: async (id: number) => withPriceHistory(db, await load(db, id)),

    async create(actor: Actor, input: AdminWineCreateInput) {
      const { sanitizeRichText } = await loadRichText();
      return change(async (tx) => {
        await assertSlugFree(tx, input.product_url);
        const [row] = await tx
          .insert(wines)
          .values({
            ...wineColumns(input),
            ...eLabelColumns(input.e_label),
            slug: input.product_url,
            priceCents: input.price,
          })
          .returning({ id: wines.id });
        const id = row!.id;
        await tx.insert(wineTranslations).values(
          siteLanguages.map((lang) => ({
            wineId: id,
            lang,
            ...textColumns(input.texts[lang], sanitizeRichText),
            ...eLabelTextColumns(input.e_label, lang),
          })),
        );
        if (input.opening_stock > 0) await openingStock(tx, actor, id, input.opening_stock);
        const created = await load(tx, id);
        await auditSave(tx, actor, id, 'create', changedFields({}, flatten(created)));
        return created;
      });
    },

    async update(actor: Actor, id: number, input: AdminWineInput) {
      const { sanitizeRichText } = await loadRichText();
      const saved = await change(async (tx) => {
        const before = await load(tx, id);
        assertPriceChangeConfirmed(before, input);
        await assertSlugFree(tx, input.product_url, id);
        await tx
          .update(wines)
          .set({ ...wineColumns(input), ...eLabelColumns(input.e_label), updatedAt: new Date() })
          .where(eq(wines.id, id));
        for (const lang of siteLanguages) {
          const values = {
            ...textColumns(input.texts[lang], sanitizeRichText),
            ...eLabelTextColumns(input.e_label, lang),
          };
          await tx
            .insert(wineTranslations)
            .values({ wineId: id, lang, ...values })
            .onConflictDoUpdate({
              target: [wineTranslations.wineId, wineTranslations.lang],
              set: values,
            });
        }
        const after = await load(tx, id);
        await auditSave(tx, actor, id, 'update', changedFields(flatten(before), flatten(after)));
        await onWineChanged(tx, before, after);
        return after;
      });
      return withPriceHistory(db, saved);
    },

    /** DELETE archives: the wine leaves the site and the shop; its orders keep their lines. */
    archive: (actor: Actor, id: number) => setArchived(actor, id, true),
    restore: (actor: Actor, id: number) => setArchived(actor, id, false),

    /**
     * Adds or takes away bottles in one conditional UPDATE, so concurrent changes (a sale at the
     * same moment) can never take the stock below zero.
     */
    adjustStock: (actor: Actor, id: number, adjustment: StockAdjustment) =>
      change((tx) => adjustStockIn(tx, actor, id, adjustment, { load, onWineChanged })),

    stockMovements: (query: StockMovementListQuery) => listStockMovements(db, query),
  };
}

/** The admin's list of wines: filters, search in the slug and the titles, sort, page. */
async function listWines(db: Database, query: AdminWineListQuery) {
  const filters: SQL[] = [query.archived ? isNotNull(wines.archivedAt) : isNull(wines.archivedAt)];
  if (query.show_shop !== undefined) filters.push(eq(wines.showShop, query.show_shop));
  if (query.show_catalog !== undefined) filters.push(eq(wines.showCatalog, query.show_catalog));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(wines.slug, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(wineTranslations)
            .where(
              and(
                eq(wineTranslations.wineId, wines.id),
                or(
                  ilike(wineTranslations.title, pattern),
                  ilike(wineTranslations.subtitle1, pattern),
                  ilike(wineTranslations.subtitle2, pattern),
                ),
              ),
            ),
        ),
      )!,
    );
  }
  const where = and(...filters);
  const direction = query.order === 'desc' ? desc : asc;
  const ptTitle = sql`(select ${wineTranslations.title} from ${wineTranslations}
    where ${wineTranslations.wineId} = ${wines.id} and ${wineTranslations.lang} = 'pt')`;
  const sortBy = query.sort === 'product_title' ? ptTitle : sortColumns[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(wines)
      .where(where)
      .orderBy(direction(sortBy), asc(wines.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(wines).where(where),
  ]);
  const texts = rows.length
    ? await db
        .select()
        .from(wineTranslations)
        .where(
          inArray(
            wineTranslations.wineId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return {
    data: rows.map((row) =>
      toAdminWine(
        row,
        texts.filter((text) => text.wineId === row.id),
      ),
    ),
    total: total?.n ?? 0,
  };
}

/** A wine's (or every wine's) stock movements, newest first by default. */
async function listStockMovements(db: Database, query: StockMovementListQuery) {
  const where = query.wine_id ? eq(stockMovements.wineId, query.wine_id) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const sortBy = query.sort === 'created_at' ? stockMovements.createdAt : stockMovements.id;
  const [rows, [total]] = await Promise.all([
    db
      .select({ movement: stockMovements, email: users.email })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(where)
      .orderBy(direction(sortBy), direction(stockMovements.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  return {
    data: rows.map(({ movement, email }) => ({
      id: movement.id,
      wine_id: movement.wineId,
      change: movement.change,
      stock_after: movement.stockAfter,
      reason: movement.reason,
      note: movement.note,
      user_id: movement.userId,
      user_email: email ?? null,
      order_id: movement.orderId,
      created_at: movement.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The bottles a new wine starts with (docs/decisions/108-estate-photographs.md): its stock and
 * one movement "received", so the history explains the figure from the first day.
 */
async function openingStock(tx: Transaction, actor: Actor, id: number, bottles: number) {
  await tx.update(wines).set({ stock: bottles }).where(eq(wines.id, id));
  await tx.insert(stockMovements).values({
    wineId: id,
    change: bottles,
    stockAfter: bottles,
    reason: 'received',
    note: 'Opening stock',
    userId: actor.id,
  });
}

/** One stock adjustment inside a change's transaction (see adjustStock). */
async function adjustStockIn(
  tx: Transaction,
  actor: Actor,
  id: number,
  adjustment: StockAdjustment,
  { load, onWineChanged }: { load: Loader; onWineChanged: WineChangeListener },
) {
  const [row] = await tx
    .update(wines)
    .set({ stock: sql`${wines.stock} + ${adjustment.change}`, updatedAt: new Date() })
    .where(and(eq(wines.id, id), gte(sql`${wines.stock} + ${adjustment.change}`, 0)))
    .returning({ stock: wines.stock });
  if (!row) {
    const current = await load(tx, id);
    throw new AdminError(
      409,
      `change: only ${current.bottles_quantity} bottles are in stock; the stock cannot go below zero.`,
      { change: `Only ${current.bottles_quantity} bottles are in stock.` },
    ).as('stock_below_zero', { count: current.bottles_quantity });
  }
  await tx.insert(stockMovements).values({
    wineId: id,
    change: adjustment.change,
    stockAfter: row.stock,
    reason: adjustment.reason,
    note: adjustment.note,
    userId: actor.id,
  });
  await recordAudit(tx, actor, {
    entity: 'stock',
    entityId: id,
    action: 'adjust',
    changes: {
      bottles_quantity: [row.stock - adjustment.change, row.stock],
      reason: adjustment.reason,
      ...(adjustment.note && { note: adjustment.note }),
    },
  });
  const after = await load(tx, id);
  await onWineChanged(tx, { ...after, bottles_quantity: row.stock - adjustment.change }, after);
  return after;
}

async function withPriceHistory(db: Database, wine: AdminWine): Promise<AdminWine> {
  const periods = await priceHistory(db, wine.id);
  return {
    ...wine,
    price_history: periods.map((period) => ({
      from: new Date(period.fromMs).toISOString(),
      unit_price: centsToEuros(period.unitPriceCents),
    })),
  };
}

/** A wine as flat fields for the audit's before/after (texts as `texts.pt.main_desc`). */
function flatten(wine: AdminWine): Record<string, unknown> {
  const {
    texts,
    e_label: eLabel,
    created_at: _created,
    updated_at: _updated,
    product_title: _title,
    ...rest
  } = wine;
  const flat: Record<string, unknown> = { ...rest, ...flatELabel(eLabel) };
  for (const lang of siteLanguages) {
    for (const [field, value] of Object.entries(texts[lang]))
      flat[`texts.${lang}.${field}`] = value;
  }
  return flat;
}

export type WineAdminService = ReturnType<typeof createWineAdminService>;
