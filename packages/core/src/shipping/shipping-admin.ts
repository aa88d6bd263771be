import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import {
  bandsToAdmin,
  adminCentsToEuros,
  type AdminOptionInput,
  type AdminShippingCountry,
  type AdminShippingOption,
  type AdminShippingPreview,
  type AdminShippingRegion,
} from '@mdc/shared';
import { shippingCountries, shippingOptions, shippingRegions, type Database } from '@mdc/db';
import { changedFields, recordAudit, type Actor } from '../audit/audit-log.ts';
import { AdminError } from '../support/admin-error.ts';
import { isoCountries, isoCountry } from './country-names.ts';
import { priceShippingOption } from './shipping-quote.ts';

/** One page of a small list (a few dozen rows at most), sorted in memory. */
interface Page {
  page: number;
  per_page: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
}

function pageOf<T extends object>(rows: T[], query: Page, defaultSort: keyof T & string) {
  const field = (query.sort && query.sort in (rows[0] ?? {}) ? query.sort : defaultSort) as keyof T;
  const collator = new Intl.Collator('pt-PT', { numeric: true });
  const sorted = [...rows].sort((a, b) => {
    const order = collator.compare(String(a[field]), String(b[field]));
    return query.order === 'desc' ? -order : order;
  });
  const start = (query.page - 1) * query.per_page;
  return { data: sorted.slice(start, start + query.per_page), total: rows.length };
}

/** The audit entry of a new record: every field as [null, value]. */
const createdFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, [null, value]]));

const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));

type OptionRow = typeof shippingOptions.$inferSelect;

function toAdminOption(row: OptionRow): AdminShippingOption {
  return {
    id: row.id,
    region_code: row.regionCode,
    country_code: row.regionCode.slice(0, 2),
    name_pt: row.namePt,
    name_en: row.nameEn,
    price_bands: bandsToAdmin(row.priceBands),
    allow_free_shipping: row.allowFreeShipping,
    free_shipping_from: adminCentsToEuros(row.freeShippingFromCents),
    enabled: row.enabled,
    position: row.position,
  };
}

/**
 * Staff side of shipping (issue 6, decision 030): the countries the estate configures, their
 * regions and each region's priced options, and a preview of what a cart would pay. Every change
 * writes an audit row in its transaction and then calls `onSaved` (the shipping cache), so the
 * checkout's lists follow at once.
 */
export function createShippingAdminService(db: Database, onSaved: () => void) {
  async function countryRecord(code: string): Promise<AdminShippingCountry | null> {
    const [row] = await db
      .select({ code: shippingCountries.code, enabled: shippingCountries.enabled })
      .from(shippingCountries)
      .where(eq(shippingCountries.code, code));
    if (!row) return null;
    const [regions] = await db
      .select({ n: count() })
      .from(shippingRegions)
      .where(eq(shippingRegions.countryCode, code));
    const names = isoCountry(code);
    return {
      id: row.code,
      code: row.code,
      name_pt: names?.name_pt ?? row.code,
      name_en: names?.name_en ?? row.code,
      enabled: row.enabled,
      regions: regions?.n ?? 0,
    };
  }

  async function regionRecords(where?: SQL): Promise<AdminShippingRegion[]> {
    const rows = await db
      .select({
        code: shippingRegions.code,
        countryCode: shippingRegions.countryCode,
        namePt: shippingRegions.namePt,
        nameEn: shippingRegions.nameEn,
        enabled: shippingRegions.enabled,
        options: count(shippingOptions.id),
      })
      .from(shippingRegions)
      .leftJoin(shippingOptions, eq(shippingOptions.regionCode, shippingRegions.code))
      .where(where)
      .groupBy(shippingRegions.code);
    return rows.map((row) => ({
      id: row.code,
      code: row.code,
      country_code: row.countryCode,
      name_pt: row.namePt,
      name_en: row.nameEn,
      enabled: row.enabled,
      options: row.options,
    }));
  }

  async function regionRecord(code: string) {
    const [region] = await regionRecords(eq(shippingRegions.code, code));
    return region ?? null;
  }

  async function optionRow(id: number) {
    const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id));
    return row ?? null;
  }

  /** The region an option is saved into must exist (a clear 400 instead of a foreign-key 500). */
  async function requireRegion(code: string) {
    if (!(await regionRecord(code))) {
      throw AdminError.field('region_code', 'is not a region of a configured country');
    }
  }

  function saved<T>(value: T): T {
    onSaved();
    return value;
  }

  return {
    /** Every ISO country with both names, for the "add a country" picker. */
    isoCountries: () => ({
      data: isoCountries.map((country) => ({ id: country.code, ...country })),
      total: isoCountries.length,
    }),

    async listCountries(query: Page) {
      const rows = await db
        .select({
          code: shippingCountries.code,
          enabled: shippingCountries.enabled,
          regions: count(shippingRegions.code),
        })
        .from(shippingCountries)
        .leftJoin(shippingRegions, eq(shippingRegions.countryCode, shippingCountries.code))
        .groupBy(shippingCountries.code);
      const records = rows.map((row) => {
        const names = isoCountry(row.code);
        return {
          id: row.code,
          code: row.code,
          name_pt: names?.name_pt ?? row.code,
          name_en: names?.name_en ?? row.code,
          enabled: row.enabled,
          regions: row.regions,
        };
      });
      return pageOf(
        records.filter((c) => matches(query.q, c.code, c.name_pt, c.name_en)),
        query,
        'name_pt',
      );
    },

    async getCountry(code: string) {
      const country = await countryRecord(code);
      if (!country) throw AdminError.notFound('Shipping country');
      return country;
    },

    async createCountry(actor: Actor, input: { code: string; enabled: boolean }) {
      if (!isoCountry(input.code)) throw AdminError.field('code', 'is not an ISO country code');
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(shippingCountries)
          .values({ code: input.code, enabled: input.enabled })
          .onConflictDoNothing()
          .returning({ code: shippingCountries.code });
        if (inserted.length === 0) {
          throw new AdminError(409, 'code: this country is already in the list', {
            code: 'this country is already in the list',
          }).as('country_listed');
        }
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `country:${input.code}`,
          action: 'create',
          changes: createdFields({ enabled: input.enabled }),
        });
      });
      return saved(await this.getCountry(input.code));
    },

    async updateCountry(actor: Actor, code: string, input: { enabled: boolean }) {
      const before = await this.getCountry(code);
      await db.transaction(async (tx) => {
        await tx
          .update(shippingCountries)
          .set({ enabled: input.enabled, updatedAt: new Date() })
          .where(eq(shippingCountries.code, code));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `country:${code}`,
          action: 'update',
          changes: changedFields(before, input),
        });
      });
      return saved(await this.getCountry(code));
    },

    async listRegions(query: Page & { country_code?: string | undefined }) {
      const rows = await regionRecords(
        query.country_code ? eq(shippingRegions.countryCode, query.country_code) : undefined,
      );
      return pageOf(
        rows.filter((r) => matches(query.q, r.code, r.name_pt, r.name_en)),
        query,
        'name_pt',
      );
    },

    async getRegion(code: string) {
      const region = await regionRecord(code);
      if (!region) throw AdminError.notFound('Shipping region');
      return region;
    },

    async createRegion(
      actor: Actor,
      input: {
        country_code: string;
        code: string;
        name_pt: string;
        name_en: string;
        enabled: boolean;
      },
    ) {
      if (!(await countryRecord(input.country_code))) {
        throw AdminError.field('country_code', 'add the country to the shipping list first');
      }
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(shippingRegions)
          .values({
            code: input.code,
            countryCode: input.country_code,
            namePt: input.name_pt,
            nameEn: input.name_en,
            enabled: input.enabled,
          })
          .onConflictDoNothing()
          .returning({ code: shippingRegions.code });
        if (inserted.length === 0) {
          throw new AdminError(409, 'code: a region with this code already exists', {
            code: 'a region with this code already exists',
          }).as('region_exists');
        }
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `region:${input.code}`,
          action: 'create',
          changes: createdFields({
            name_pt: input.name_pt,
            name_en: input.name_en,
            enabled: input.enabled,
          }),
        });
      });
      return saved(await this.getRegion(input.code));
    },

    async updateRegion(
      actor: Actor,
      code: string,
      input: { name_pt: string; name_en: string; enabled: boolean },
    ) {
      const before = await this.getRegion(code);
      await db.transaction(async (tx) => {
        await tx
          .update(shippingRegions)
          .set({
            namePt: input.name_pt,
            nameEn: input.name_en,
            enabled: input.enabled,
            updatedAt: new Date(),
          })
          .where(eq(shippingRegions.code, code));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `region:${code}`,
          action: 'update',
          changes: changedFields(before, input),
        });
      });
      return saved(await this.getRegion(code));
    },

    async listOptions(query: Page & { region_code?: string | undefined }) {
      const rows = await db
        .select()
        .from(shippingOptions)
        .where(query.region_code ? eq(shippingOptions.regionCode, query.region_code) : undefined)
        .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
      const records = rows
        .map(toAdminOption)
        .filter((o) => matches(query.q, o.name_pt, o.name_en, o.region_code));
      return pageOf(records, query, 'position');
    },

    async getOption(id: number) {
      const row = await optionRow(id);
      if (!row) throw AdminError.notFound('Shipping option');
      return toAdminOption(row);
    },

    async createOption(actor: Actor, input: AdminOptionInput) {
      await requireRegion(input.region_code);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(shippingOptions)
          .values({
            regionCode: input.region_code,
            namePt: input.name_pt,
            nameEn: input.name_en,
            priceBands: input.price_bands,
            allowFreeShipping: input.allow_free_shipping,
            freeShippingFromCents: input.free_shipping_from,
            enabled: input.enabled,
            position: input.position,
          })
          .returning();
        const option = toAdminOption(inserted!);
        const { id: _id, ...fields } = option;
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `option:${option.id}`,
          action: 'create',
          changes: createdFields(fields),
        });
        return option;
      });
      return saved(row);
    },

    async updateOption(actor: Actor, id: number, input: AdminOptionInput) {
      const before = await this.getOption(id);
      if (input.region_code !== before.region_code) await requireRegion(input.region_code);
      const option = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(shippingOptions)
          .set({
            regionCode: input.region_code,
            namePt: input.name_pt,
            nameEn: input.name_en,
            priceBands: input.price_bands,
            allowFreeShipping: input.allow_free_shipping,
            freeShippingFromCents: input.free_shipping_from,
            enabled: input.enabled,
            position: input.position,
            updatedAt: new Date(),
          })
          .where(eq(shippingOptions.id, id))
          .returning();
        const after = toAdminOption(updated!);
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `option:${id}`,
          action: 'update',
          changes: changedFields(before, after),
        });
        return after;
      });
      return saved(option);
    },

    /** Removes an option; orders keep their own copy of its name and cost. */
    async deleteOption(actor: Actor, id: number) {
      const before = await this.getOption(id);
      await db.transaction(async (tx) => {
        await tx.delete(shippingOptions).where(eq(shippingOptions.id, id));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `option:${id}`,
          action: 'delete',
          changes: { name_pt: [before.name_pt, null], region_code: [before.region_code, null] },
        });
      });
      return saved(before);
    },

    /**
     * What a cart of `bottles` bottles and `subtotalCents` would pay with each enabled option of
     * the region, priced by priceShippingOption, the same function checkout's quote uses.
     */
    async preview(regionCode: string, bottles: number, subtotalCents: number) {
      const [region] = await db
        .select({
          countryCode: shippingRegions.countryCode,
          regionEnabled: shippingRegions.enabled,
          countryEnabled: shippingCountries.enabled,
        })
        .from(shippingRegions)
        .innerJoin(shippingCountries, eq(shippingCountries.code, shippingRegions.countryCode))
        .where(eq(shippingRegions.code, regionCode));
      if (!region) throw AdminError.notFound('Shipping region');
      const rows = await db
        .select()
        .from(shippingOptions)
        .where(and(eq(shippingOptions.regionCode, regionCode), eq(shippingOptions.enabled, true)))
        .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
      const answer: AdminShippingPreview = {
        region_code: regionCode,
        country_code: region.countryCode,
        region_enabled: region.regionEnabled,
        country_enabled: region.countryEnabled,
        results: rows.map((row) => {
          const price = priceShippingOption(row, bottles, subtotalCents);
          return {
            id: row.id,
            name_pt: row.namePt,
            name_en: row.nameEn,
            carries: price !== null,
            price: price ? adminCentsToEuros(price.priceCents) : null,
            cost: price ? adminCentsToEuros(price.costCents) : null,
          };
        }),
      };
      return answer;
    },
  };
}

export type ShippingAdminService = ReturnType<typeof createShippingAdminService>;
