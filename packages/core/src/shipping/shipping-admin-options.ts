import { and, asc, eq } from 'drizzle-orm';
import { centsToEuros, type AdminOptionInput, type AdminShippingPreview } from '@mdc/shared';
import {
  shippingCountries,
  shippingOptions,
  shippingRegions,
  shippingZones,
  type Database,
} from '@mdc/db';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { AdminError } from '../support/index.ts';
import {
  createdFields,
  matches,
  pageOf,
  toAdminOption,
  type Page,
} from './shipping-admin-support.ts';
import { priceShippingOption } from './shipping-quote.ts';

const optionValues = (input: AdminOptionInput) => ({
  zoneId: input.zone_id,
  namePt: input.name_pt,
  nameEn: input.name_en,
  priceBands: input.price_bands,
  allowFreeShipping: input.allow_free_shipping,
  freeShippingFromCents: input.free_shipping_from,
  enabled: input.enabled,
  position: input.position,
});

/**
 * A zone's options (standard, express…), each with its price table: one save reprices every
 * region of the zone (docs/decisions/107-shipping-zones.md).
 */
export function createShippingOptionsAdmin(db: Database, onSaved: () => void) {
  async function getOption(id: number) {
    const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id));
    if (!row) throw AdminError.notFound('Shipping option');
    return toAdminOption(row);
  }

  /** The zone an option is saved into must exist (a clear 400 instead of a foreign-key 500). */
  async function requireZone(zoneId: number) {
    const [zone] = await db
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.id, zoneId));
    if (!zone) throw AdminError.field('zone_id', 'is not a shipping zone');
  }

  return {
    async listOptions(query: Page & { zone_id?: number | undefined }) {
      const rows = await db
        .select()
        .from(shippingOptions)
        .where(query.zone_id === undefined ? undefined : eq(shippingOptions.zoneId, query.zone_id))
        .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
      const records = rows.map(toAdminOption).filter((o) => matches(query.q, o.name_pt, o.name_en));
      return pageOf(records, query, 'position');
    },

    getOption,

    async createOption(actor: Actor, input: AdminOptionInput) {
      await requireZone(input.zone_id);
      const option = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(shippingOptions).values(optionValues(input)).returning();
        const created = toAdminOption(inserted!);
        const { id: _id, ...fields } = created;
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `option:${created.id}`,
          action: 'create',
          changes: createdFields(fields),
        });
        return created;
      });
      onSaved();
      return option;
    },

    async updateOption(actor: Actor, id: number, input: AdminOptionInput) {
      const before = await getOption(id);
      if (input.zone_id !== before.zone_id) await requireZone(input.zone_id);
      const option = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(shippingOptions)
          .set({ ...optionValues(input), updatedAt: new Date() })
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
      onSaved();
      return option;
    },

    /** Removes an option; orders keep their own copy of its name and cost. */
    async deleteOption(actor: Actor, id: number) {
      const before = await getOption(id);
      await db.transaction(async (tx) => {
        await tx.delete(shippingOptions).where(eq(shippingOptions.id, id));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `option:${id}`,
          action: 'delete',
          changes: { name_pt: [before.name_pt, null], zone_id: [before.zone_id, null] },
        });
      });
      onSaved();
      return before;
    },

    /**
     * What a cart of `bottles` bottles and `subtotalCents` would pay to a region with each enabled
     * option of its zone, priced by priceShippingOption, the same function checkout's quote uses.
     */
    async preview(regionCode: string, bottles: number, subtotalCents: number) {
      const [region] = await db
        .select({
          countryCode: shippingRegions.countryCode,
          regionEnabled: shippingRegions.enabled,
          countryEnabled: shippingCountries.enabled,
          zoneId: shippingRegions.zoneId,
          zoneName: shippingZones.name,
        })
        .from(shippingRegions)
        .innerJoin(shippingCountries, eq(shippingCountries.code, shippingRegions.countryCode))
        .leftJoin(shippingZones, eq(shippingZones.id, shippingRegions.zoneId))
        .where(eq(shippingRegions.code, regionCode));
      if (!region) throw AdminError.notFound('Shipping region');
      const rows =
        region.zoneId === null
          ? []
          : await db
              .select()
              .from(shippingOptions)
              .where(
                and(eq(shippingOptions.zoneId, region.zoneId), eq(shippingOptions.enabled, true)),
              )
              .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
      const answer: AdminShippingPreview = {
        region_code: regionCode,
        country_code: region.countryCode,
        zone_id: region.zoneId,
        zone_name: region.zoneName,
        region_enabled: region.regionEnabled,
        country_enabled: region.countryEnabled,
        results: rows.map((row) => {
          const price = priceShippingOption(row, bottles, subtotalCents);
          return {
            id: row.id,
            name_pt: row.namePt,
            name_en: row.nameEn,
            carries: price !== null,
            price: price ? centsToEuros(price.priceCents) : null,
            cost: price ? centsToEuros(price.costCents) : null,
          };
        }),
      };
      return answer;
    },
  };
}
