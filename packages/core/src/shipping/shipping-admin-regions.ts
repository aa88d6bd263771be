import { eq, type SQL } from 'drizzle-orm';
import type { AdminShippingRegion } from '@mdc/shared';
import { shippingCountries, shippingRegions, shippingZones, type Database } from '@mdc/db';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { AdminError } from '../support/index.ts';
import { createdFields, matches, pageOf, type Page } from './shipping-admin-support.ts';

export interface RegionInput {
  name_pt: string;
  name_en: string;
  enabled: boolean;
  /** Absent on an update: the region stays in its zone. */
  zone_id?: number | null | undefined;
}

/**
 * The regions of the configured countries, for staff, and the zone each belongs to
 * (docs/decisions/107-shipping-zones.md): moving a region to a zone gives it that zone's prices.
 */
export function createShippingRegionsAdmin(db: Database, onSaved: () => void) {
  async function regionRecords(where?: SQL): Promise<AdminShippingRegion[]> {
    const rows = await db
      .select({
        code: shippingRegions.code,
        countryCode: shippingRegions.countryCode,
        namePt: shippingRegions.namePt,
        nameEn: shippingRegions.nameEn,
        enabled: shippingRegions.enabled,
        zoneId: shippingRegions.zoneId,
        zoneName: shippingZones.name,
      })
      .from(shippingRegions)
      .leftJoin(shippingZones, eq(shippingZones.id, shippingRegions.zoneId))
      .where(where);
    return rows.map((row) => ({
      id: row.code,
      code: row.code,
      country_code: row.countryCode,
      name_pt: row.namePt,
      name_en: row.nameEn,
      enabled: row.enabled,
      zone_id: row.zoneId,
      zone_name: row.zoneName,
    }));
  }

  async function getRegion(code: string) {
    const [region] = await regionRecords(eq(shippingRegions.code, code));
    if (!region) throw AdminError.notFound('Shipping region');
    return region;
  }

  /** A zone a region is put into must exist (a clear 400 instead of a foreign-key 500). */
  async function requireZone(zoneId: number | null | undefined) {
    if (zoneId === null || zoneId === undefined) return;
    const [zone] = await db
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.id, zoneId));
    if (!zone) throw AdminError.field('zone_id', 'is not a shipping zone');
  }

  return {
    async listRegions(
      query: Page & { country_code?: string | undefined; zone_id?: number | undefined },
    ) {
      const rows = await regionRecords(
        query.country_code ? eq(shippingRegions.countryCode, query.country_code) : undefined,
      );
      return pageOf(
        rows.filter(
          (r) =>
            (query.zone_id === undefined || r.zone_id === query.zone_id) &&
            matches(query.q, r.code, r.name_pt, r.name_en),
        ),
        query,
        'name_pt',
      );
    },

    getRegion,

    async createRegion(actor: Actor, input: RegionInput & { country_code: string; code: string }) {
      const [country] = await db
        .select({ code: shippingCountries.code })
        .from(shippingCountries)
        .where(eq(shippingCountries.code, input.country_code));
      if (!country) {
        throw AdminError.field('country_code', 'add the country to the shipping list first');
      }
      await requireZone(input.zone_id);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(shippingRegions)
          .values({
            code: input.code,
            countryCode: input.country_code,
            namePt: input.name_pt,
            nameEn: input.name_en,
            enabled: input.enabled,
            zoneId: input.zone_id ?? null,
          })
          .onConflictDoNothing()
          .returning({ code: shippingRegions.code });
        if (inserted.length === 0) {
          throw new AdminError(409, 'code: a region with this code already exists', {
            code: 'a region with this code already exists',
          }).as('region_exists');
        }
        const { name_pt, name_en, enabled, zone_id } = input;
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `region:${input.code}`,
          action: 'create',
          changes: createdFields({ name_pt, name_en, enabled, zone_id: zone_id ?? null }),
        });
      });
      onSaved();
      return getRegion(input.code);
    },

    async updateRegion(actor: Actor, code: string, input: RegionInput) {
      const before = await getRegion(code);
      await requireZone(input.zone_id);
      const zoneId = input.zone_id === undefined ? before.zone_id : input.zone_id;
      await db.transaction(async (tx) => {
        await tx
          .update(shippingRegions)
          .set({
            namePt: input.name_pt,
            nameEn: input.name_en,
            enabled: input.enabled,
            zoneId,
            updatedAt: new Date(),
          })
          .where(eq(shippingRegions.code, code));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `region:${code}`,
          action: 'update',
          changes: changedFields(before, { ...input, zone_id: zoneId }),
        });
      });
      onSaved();
      return getRegion(code);
    },
  };
}
