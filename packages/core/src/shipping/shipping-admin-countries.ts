import { count, eq } from 'drizzle-orm';
import type { AdminShippingCountry } from '@mdc/shared';
import { shippingCountries, shippingRegions, type Database } from '@mdc/db';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { AdminError } from '../support/index.ts';
import { isoCountries, isoCountry } from './country-names.ts';
import { createdFields, matches, pageOf, type Page } from './shipping-admin-support.ts';

/** The countries the estate configures (docs/decisions/030-shipping-model.md), for staff. */
export function createShippingCountriesAdmin(db: Database, onSaved: () => void) {
  const toRecord = (row: { code: string; enabled: boolean; regions: number }) => {
    const names = isoCountry(row.code);
    return {
      id: row.code,
      code: row.code,
      name_pt: names?.name_pt ?? row.code,
      name_en: names?.name_en ?? row.code,
      enabled: row.enabled,
      regions: row.regions,
    };
  };

  async function countryRecords(code?: string): Promise<AdminShippingCountry[]> {
    const rows = await db
      .select({
        code: shippingCountries.code,
        enabled: shippingCountries.enabled,
        regions: count(shippingRegions.code),
      })
      .from(shippingCountries)
      .leftJoin(shippingRegions, eq(shippingRegions.countryCode, shippingCountries.code))
      .where(code ? eq(shippingCountries.code, code) : undefined)
      .groupBy(shippingCountries.code);
    return rows.map(toRecord);
  }

  async function getCountry(code: string) {
    const [country] = await countryRecords(code);
    if (!country) throw AdminError.notFound('Shipping country');
    return country;
  }

  return {
    /** Every ISO country with both names, for the "add a country" picker. */
    isoCountries: () => ({
      data: isoCountries.map((country) => ({ id: country.code, ...country })),
      total: isoCountries.length,
    }),

    async listCountries(query: Page) {
      const records = await countryRecords();
      return pageOf(
        records.filter((c) => matches(query.q, c.code, c.name_pt, c.name_en)),
        query,
        'name_pt',
      );
    },

    getCountry,

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
      onSaved();
      return getCountry(input.code);
    },

    async updateCountry(actor: Actor, code: string, input: { enabled: boolean }) {
      const before = await getCountry(code);
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
      onSaved();
      return getCountry(code);
    },
  };
}
