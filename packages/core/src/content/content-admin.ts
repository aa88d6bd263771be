import {
  contentBlocks,
  galleryImages,
  houseFeatures,
  policySections,
  regionBlocks,
  siteDocuments,
  type Database,
  type LocalizedParagraphs,
  type LocalizedText,
} from '@mdc/db';
import {
  guestLanguages,
  siteDocumentInputSchemas,
  siteLanguages,
  type ContentBlockInput,
  type ContentBlockRecord,
  type ContentPage,
  type EditableSiteDocumentKey,
  type GalleryImageInput,
  type GalleryImageRecord,
  type HouseFeatureInput,
  type HouseFeatureRecord,
  type Policy,
  type PolicySectionInput,
  type PolicySectionRecord,
  type RegionBlockInput,
  type RegionBlockRecord,
} from '@mdc/shared';
import { and, asc, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { AdminError, containsPattern } from '../support/index.ts';

/*
 * The write side of the site content (issue 6): staff edit the content tables and the site
 * documents; every save is audited in its transaction and clears the read caches, so the next
 * page render shows it. Every text here is plain (the pages print them as text): markup that
 * staff paste is stripped rather than stored.
 */

export interface ContentListQuery {
  page: number;
  per_page: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  /** content-blocks: one page's blocks. */
  content_page?: ContentPage | undefined;
  /** policy-sections: one policy's sections. */
  policy?: Policy | undefined;
}

// Plain text -------------------------------------------------------------------------------------

/** Tags (and comments) in a plain text; a lone "<" such as "a < b" is kept. */
const markup = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^<>]*>/g;

/** A staff text made plain: pasted HTML tags removed, outer spaces trimmed. */
export function toPlainText(text: string): string {
  return text.replace(markup, '').trim();
}

function plainTexts<L extends string>(
  text: Partial<Record<L, string>>,
  langs: readonly L[],
): Record<L, string> {
  return Object.fromEntries(langs.map((lang) => [lang, toPlainText(text[lang] ?? '')])) as Record<
    L,
    string
  >;
}

/** Paragraphs per language, plain, blank ones dropped (the site skips them anyway). */
function plainParagraphs(paragraphs: Partial<Record<string, string[]>>) {
  return Object.fromEntries(
    siteLanguages.map((lang) => [
      lang,
      (paragraphs[lang] ?? []).map(toPlainText).filter((text) => text !== ''),
    ]),
  ) as Record<(typeof siteLanguages)[number], string[]>;
}

/** Stored JSON as the form edits it: every site language present ('' or [] when untranslated). */
const textRecord = (value: LocalizedText) => ({ pt: value.pt ?? '', en: value.en ?? '' });
const paragraphsRecord = (value: LocalizedParagraphs) => ({
  pt: value.pt ?? [],
  en: value.en ?? [],
});

/** Wi-Fi passwords are typed exactly: "<" and ">" may be part of them. */
const verbatimKeys: ReadonlySet<string> = new Set(['wifiPassword']);

/** Every string of a document made plain (see toPlainText), keys and shape untouched. */
function plainDocument(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return verbatimKeys.has(key) ? value : toPlainText(value);
  if (Array.isArray(value)) return value.map((item) => plainDocument(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([inner, item]) => [inner, plainDocument(item, inner)]),
    );
  }
  return value;
}

/**
 * A stored document with every translated text holding all four languages ('' when missing), so
 * the admin form has an input for each; unlike the public read, nothing is copied from Portuguese.
 */
function withAllLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withAllLanguages);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const isText =
    'pt' in value &&
    entries.every(
      ([key, text]) =>
        (guestLanguages as readonly string[]).includes(key) && typeof text === 'string',
    );
  if (isText) return { ...Object.fromEntries(guestLanguages.map((lang) => [lang, ''])), ...value };
  return Object.fromEntries(entries.map(([key, inner]) => [key, withAllLanguages(inner)]));
}

// The list resources -----------------------------------------------------------------------------

type ContentTable =
  | typeof contentBlocks
  | typeof regionBlocks
  | typeof galleryImages
  | typeof houseFeatures
  | typeof policySections;

interface ResourceSpec<Row, Input, Out> {
  /** Audit entity ids are `<name>:<id>`, e.g. "content-block:12". */
  name: string;
  /** What a 404 names. */
  label: string;
  table: ContentTable;
  /**
   * What groups records for ordering (a page's blocks, a policy's sections), if anything: its
   * column, the field holding it in a row and in an input alike, and the list query's filter on it.
   */
  group?: {
    column: PgColumn;
    field: keyof Row & keyof Input;
    filter: 'content_page' | 'policy';
  };
  /** JSON columns searched by `q`. */
  searchColumns: PgColumn[];
  /** Sort keys besides id and position, which every resource has. */
  sortColumns?: Record<string, PgColumn>;
  toRecord(row: Row): Out;
  toValues(input: Input): Record<string, unknown>;
}

/** Every field of a record but its id, as audit changes: all added, or all removed. */
function everyField(record: Record<string, unknown>, how: 'added' | 'removed') {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key !== 'id')
      .map(([key, value]) => [key, how === 'added' ? [null, value] : [value, null]]),
  );
}

/** The record just above or below a row in its group; ties on position go by id, as on the site. */
async function neighbourOf(
  tx: Pick<Database, 'select'>,
  table: ContentTable,
  row: { id: number; position: number },
  sameGroup: SQL | undefined,
  direction: 'up' | 'down',
) {
  const beyond =
    direction === 'up'
      ? or(
          lt(table.position, row.position),
          and(eq(table.position, row.position), lt(table.id, row.id)),
        )
      : or(
          gt(table.position, row.position),
          and(eq(table.position, row.position), gt(table.id, row.id)),
        );
  const order = direction === 'up' ? desc : asc;
  const [neighbour] = await tx
    .select()
    .from(table)
    .where(and(sameGroup, beyond))
    .orderBy(order(table.position), order(table.id))
    .limit(1);
  return neighbour as unknown;
}

/** The positions of a row and its neighbour after a swap; equal ones become distinct. */
function swappedPositions(mine: number, theirs: number, direction: 'up' | 'down') {
  if (mine !== theirs) return [theirs, mine] as const;
  return direction === 'up' ? ([mine, mine + 1] as const) : ([mine + 1, mine] as const);
}

/**
 * CRUD with position ordering over one content table. Generic over the five tables; drizzle's
 * types cannot follow a table chosen at run time, so rows are typed by each spec.
 */
function createResource<
  Row extends { id: number; position: number },
  Input extends { position?: number | undefined },
  Out extends Record<string, unknown>,
>(db: Database, spec: ResourceSpec<Row, Input, Out>, afterSave: () => void) {
  const table = spec.table;
  const entityId = (id: number) => `${spec.name}:${id}`;
  const sortColumns = { id: table.id, position: table.position, ...spec.sortColumns };
  /** The records in the group of a row or an input (all of them when the table has no groups). */
  const sameGroupAs = (item: Row | Input) =>
    spec.group && eq(spec.group.column, item[spec.group.field as keyof typeof item]);

  async function findRow(executor: Pick<Database, 'select'>, id: number): Promise<Row> {
    const [row] = await executor.select().from(table).where(eq(table.id, id));
    if (!row) throw AdminError.notFound(spec.label);
    return row as unknown as Row;
  }

  /** Position after the last record of the same group. */
  async function nextPosition(tx: Pick<Database, 'select'>, group: SQL | undefined) {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${table.position})`.mapWith(Number) })
      .from(table)
      .where(group);
    return last?.max === null || last?.max === undefined || Number.isNaN(last.max)
      ? 0
      : last.max + 1;
  }

  return {
    async list(query: ContentListQuery) {
      const where: SQL[] = [];
      const inGroup = spec.group && query[spec.group.filter];
      if (spec.group && inGroup) where.push(eq(spec.group.column, inGroup));
      if (query.q) {
        const pattern = containsPattern(query.q);
        const matches = spec.searchColumns.map((column) => ilike(sql`${column}::text`, pattern));
        where.push(or(...matches)!);
      }
      const condition = where.length ? and(...where) : undefined;
      const sortColumn =
        sortColumns[(query.sort ?? 'position') as keyof typeof sortColumns] ?? table.position;
      const direction = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(condition)
          .orderBy(direction(sortColumn), direction(table.position), asc(table.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(table).where(condition),
      ]);
      return {
        data: (rows as unknown as Row[]).map(spec.toRecord),
        total: total?.n ?? 0,
      };
    },

    async get(id: number): Promise<Out> {
      return spec.toRecord(await findRow(db, id));
    },

    async create(actor: Actor, input: Input): Promise<Out> {
      const record = await db.transaction(async (tx) => {
        const position = input.position ?? (await nextPosition(tx, sameGroupAs(input)));
        const [row] = await tx
          .insert(table)
          .values({ ...spec.toValues(input), position } as never)
          .returning();
        const created = spec.toRecord(row as unknown as Row);
        await recordAudit(tx, actor, {
          entity: 'content',
          entityId: entityId(created.id as number),
          action: 'create',
          changes: everyField(created, 'added'),
        });
        return created;
      });
      afterSave();
      return record;
    },

    async update(actor: Actor, id: number, input: Input): Promise<Out> {
      const record = await db.transaction(async (tx) => {
        const before = spec.toRecord(await findRow(tx, id));
        const values = { ...spec.toValues(input), position: input.position ?? before.position };
        const [row] = await tx
          .update(table)
          .set({ ...values, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning();
        const after = spec.toRecord(row as unknown as Row);
        const changes = changedFields(before, after);
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, actor, {
            entity: 'content',
            entityId: entityId(id),
            action: 'update',
            changes,
          });
        }
        return after;
      });
      afterSave();
      return record;
    },

    async remove(actor: Actor, id: number): Promise<Out> {
      const record = await db.transaction(async (tx) => {
        const removed = spec.toRecord(await findRow(tx, id));
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, actor, {
          entity: 'content',
          entityId: entityId(id),
          action: 'delete',
          changes: everyField(removed, 'removed'),
        });
        return removed;
      });
      afterSave();
      return record;
    },

    /**
     * Swaps a record with its neighbour above or below (same page or policy), so staff reorder
     * with two buttons instead of typing numbers. At the top or bottom nothing changes.
     */
    async move(actor: Actor, id: number, direction: 'up' | 'down'): Promise<Out> {
      const record = await db.transaction(async (tx) => {
        const row = await findRow(tx, id);
        const neighbour = (await neighbourOf(tx, table, row, sameGroupAs(row), direction)) as
          Row | undefined;
        if (!neighbour) return spec.toRecord(row);
        const [mine, theirs] = swappedPositions(row.position, neighbour.position, direction);
        const stamp = new Date();
        await tx
          .update(table)
          .set({ position: theirs, updatedAt: stamp } as never)
          .where(eq(table.id, neighbour.id));
        const [moved] = await tx
          .update(table)
          .set({ position: mine, updatedAt: stamp } as never)
          .where(eq(table.id, id))
          .returning();
        await recordAudit(tx, actor, {
          entity: 'content',
          entityId: entityId(id),
          action: `move_${direction}`,
          changes: { position: [row.position, mine] },
        });
        return spec.toRecord(moved as unknown as Row);
      });
      afterSave();
      return record;
    },
  };
}

type ContentBlockRow = typeof contentBlocks.$inferSelect;
type RegionBlockRow = typeof regionBlocks.$inferSelect;
type GalleryImageRow = typeof galleryImages.$inferSelect;
type HouseFeatureRow = typeof houseFeatures.$inferSelect;
type PolicySectionRow = typeof policySections.$inferSelect;

const emptyToNull = (url: string | null) => (url ? url : null);

const featureSpec: ResourceSpec<HouseFeatureRow, HouseFeatureInput, HouseFeatureRecord> = {
  name: 'house-feature',
  label: 'House feature',
  table: houseFeatures,
  searchColumns: [houseFeatures.title, houseFeatures.key],
  sortColumns: { key: houseFeatures.key },
  toRecord: (row) => ({
    id: row.id,
    position: row.position,
    key: row.key,
    title: textRecord(row.title),
    icon_url: row.iconUrl,
  }),
  toValues: (input) => ({
    key: input.key,
    title: plainTexts(input.title, siteLanguages),
    iconUrl: input.icon_url,
  }),
};

const policySpec: ResourceSpec<PolicySectionRow, PolicySectionInput, PolicySectionRecord> = {
  name: 'policy-section',
  label: 'Policy section',
  table: policySections,
  group: { column: policySections.policy, field: 'policy', filter: 'policy' },
  searchColumns: [policySections.title, policySections.content],
  sortColumns: { policy: policySections.policy },
  toRecord: (row) => ({
    id: row.id,
    policy: row.policy as Policy,
    position: row.position,
    title: textRecord(row.title),
    content: paragraphsRecord(row.content),
  }),
  toValues: (input) => ({
    policy: input.policy,
    title: plainTexts(input.title, siteLanguages),
    content: plainParagraphs(input.content),
  }),
};

const blockSpec: ResourceSpec<ContentBlockRow, ContentBlockInput, ContentBlockRecord> = {
  name: 'content-block',
  label: 'Content block',
  table: contentBlocks,
  group: { column: contentBlocks.page, field: 'page', filter: 'content_page' },
  searchColumns: [contentBlocks.heading, contentBlocks.body],
  sortColumns: { page: contentBlocks.page },
  toRecord: (row) => ({
    id: row.id,
    page: row.page as ContentPage,
    position: row.position,
    heading: textRecord(row.heading),
    body: paragraphsRecord(row.body),
    image_url: row.imageUrl,
  }),
  toValues: (input) => ({
    page: input.page,
    heading: plainTexts(input.heading, siteLanguages),
    body: plainParagraphs(input.body),
    imageUrl: emptyToNull(input.image_url),
  }),
};

const regionSpec: ResourceSpec<RegionBlockRow, RegionBlockInput, RegionBlockRecord> = {
  name: 'region-block',
  label: 'Region block',
  table: regionBlocks,
  searchColumns: [regionBlocks.title, regionBlocks.paragraphs],
  toRecord: (row) => ({
    id: row.id,
    position: row.position,
    title: textRecord(row.title),
    paragraphs: paragraphsRecord(row.paragraphs),
    image_url: row.imageUrl,
    reverse: row.reverse,
  }),
  toValues: (input) => ({
    title: plainTexts(input.title, siteLanguages),
    paragraphs: plainParagraphs(input.paragraphs),
    imageUrl: emptyToNull(input.image_url),
    reverse: input.reverse,
  }),
};

const gallerySpec: ResourceSpec<GalleryImageRow, GalleryImageInput, GalleryImageRecord> = {
  name: 'gallery-image',
  label: 'Gallery image',
  table: galleryImages,
  searchColumns: [galleryImages.title],
  toRecord: (row) => ({
    id: row.id,
    position: row.position,
    title: textRecord(row.title),
    image_url: row.imageUrl,
  }),
  toValues: (input) => ({
    title: plainTexts(input.title, siteLanguages),
    imageUrl: input.image_url,
  }),
};

/**
 * Staff editing of the site content. `afterSave` clears the caches the public pages read
 * (services.invalidateCaches), so a save shows on this instance at once.
 */
export function createContentAdmin(db: Database, afterSave: () => void) {
  return {
    contentBlocks: createResource(db, blockSpec, afterSave),
    regionBlocks: createResource(db, regionSpec, afterSave),
    galleryImages: createResource(db, gallerySpec, afterSave),
    houseFeatures: createResource(db, featureSpec, afterSave),
    policySections: createResource(db, policySpec, afterSave),
    documents: createDocumentAdmin(db, afterSave),
  };
}

// Site documents ---------------------------------------------------------------------------------

/** A site document as the admin API answers it: react-admin's record, its key as the id. */
export type SiteDocumentRecord = { id: EditableSiteDocumentKey } & Record<string, unknown>;

const isEditableKey = (key: string): key is EditableSiteDocumentKey =>
  Object.hasOwn(siteDocumentInputSchemas, key);

function createDocumentAdmin(db: Database, afterSave: () => void) {
  function schemaOf(key: string) {
    if (!isEditableKey(key)) throw AdminError.notFound('Site document');
    return { key, schema: siteDocumentInputSchemas[key] };
  }

  async function read(executor: Pick<Database, 'select'>, key: EditableSiteDocumentKey) {
    const [row] = await executor
      .select({ value: siteDocuments.value })
      .from(siteDocuments)
      .where(eq(siteDocuments.key, key));
    return row ? (withAllLanguages(row.value) as Record<string, unknown>) : null;
  }

  return {
    keys: Object.keys(siteDocumentInputSchemas) as EditableSiteDocumentKey[],

    /** The stored document; 404 when the key is unknown or nothing is stored yet. */
    async get(key: string): Promise<SiteDocumentRecord> {
      const known = schemaOf(key);
      const value = await read(db, known.key);
      if (!value) throw AdminError.notFound('Site document');
      return { ...value, id: known.key };
    },

    /**
     * Replaces a document after checking it against its schema; a refusal names each field by
     * its path ("house.hosts.0.phone"). Creates the row if it is missing.
     */
    async put(actor: Actor, key: string, body: unknown): Promise<SiteDocumentRecord> {
      const known = schemaOf(key);
      const { id: _id, ...fields } = (
        typeof body === 'object' && body !== null ? body : {}
      ) as Record<string, unknown>;
      const parsed = known.schema.safeParse(plainDocument(fields));
      if (!parsed.success) {
        const messages: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const path = issue.path.map(String).join('.') || 'body';
          messages[path] ??= issue.message;
        }
        const summary = Object.entries(messages)
          .map(([path, message]) => `${path}: ${message}`)
          .join(' | ');
        throw new AdminError(400, summary, messages);
      }
      const value = parsed.data as Record<string, unknown>;
      await db.transaction(async (tx) => {
        const before = (await read(tx, known.key)) ?? {};
        await tx
          .insert(siteDocuments)
          .values({ key: known.key, value })
          .onConflictDoUpdate({
            target: siteDocuments.key,
            set: { value, updatedAt: new Date() },
          });
        const changes = changedFields(before, value);
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, actor, {
            entity: 'content',
            entityId: known.key,
            action: 'update',
            changes,
          });
        }
      });
      afterSave();
      return { ...value, id: known.key };
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
