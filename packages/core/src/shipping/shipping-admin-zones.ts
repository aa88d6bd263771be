import { count, eq, sql } from 'drizzle-orm';
import type { AdminShippingZone } from '@mdc/shared';
import { shippingOptions, shippingRegions, shippingZones, type Database } from '@mdc/db';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { AdminError } from '../support/index.ts';
import { createdFields, matches, pageOf, type Page } from './shipping-admin-support.ts';

/**
 * Shipping zones for staff (docs/decisions/107-shipping-zones.md): a name, the regions that use
 * it and its options, whose price table is edited once for all of them.
 */
export function createShippingZonesAdmin(db: Database, onSaved: () => void) {
  async function zoneRecords(id?: number): Promise<AdminShippingZone[]> {
    const [zones, regions, options] = await Promise.all([
      db
        .select({ id: shippingZones.id, name: shippingZones.name })
        .from(shippingZones)
        .where(id === undefined ? undefined : eq(shippingZones.id, id)),
      db
        .select({ zoneId: shippingRegions.zoneId, code: shippingRegions.code })
        .from(shippingRegions)
        .orderBy(shippingRegions.code),
      db
        .select({ zoneId: shippingOptions.zoneId, n: count() })
        .from(shippingOptions)
        .groupBy(shippingOptions.zoneId),
    ]);
    return zones.map((zone) => {
      const codes = regions.filter((r) => r.zoneId === zone.id).map((r) => r.code);
      return {
        id: zone.id,
        name: zone.name,
        regions: codes.length,
        region_codes: codes,
        options: options.find((o) => o.zoneId === zone.id)?.n ?? 0,
      };
    });
  }

  async function getZone(id: number) {
    const [zone] = await zoneRecords(id);
    if (!zone) throw AdminError.notFound('Shipping zone');
    return zone;
  }

  /** Zone names are unique: a clear 409 on the field instead of a constraint 500. */
  async function requireFreeName(name: string, id?: number) {
    const [taken] = await db
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(sql`lower(${shippingZones.name}) = lower(${name})`);
    if (taken && taken.id !== id) {
      throw new AdminError(409, 'name: another zone has this name', {
        name: 'another zone has this name',
      }).as('zone_name_taken');
    }
  }

  return {
    async listZones(query: Page) {
      const rows = await zoneRecords();
      return pageOf(
        rows.filter((z) => matches(query.q, z.name, ...z.region_codes)),
        query,
        'name',
      );
    },

    getZone,

    async createZone(actor: Actor, input: { name: string }) {
      await requireFreeName(input.name);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shippingZones)
          .values({ name: input.name })
          .returning({ id: shippingZones.id });
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `zone:${row!.id}`,
          action: 'create',
          changes: createdFields(input),
        });
        return row!.id;
      });
      onSaved();
      return getZone(id);
    },

    async updateZone(actor: Actor, id: number, input: { name: string }) {
      const before = await getZone(id);
      await requireFreeName(input.name, id);
      await db.transaction(async (tx) => {
        await tx
          .update(shippingZones)
          .set({ name: input.name, updatedAt: new Date() })
          .where(eq(shippingZones.id, id));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `zone:${id}`,
          action: 'update',
          changes: changedFields(before, input),
        });
      });
      onSaved();
      return getZone(id);
    },

    /** Only an empty zone goes: its regions would silently stop being shipped to. */
    async deleteZone(actor: Actor, id: number) {
      const before = await getZone(id);
      if (before.regions > 0) {
        throw new AdminError(409, 'regions: move the zone’s regions to another zone first', {
          regions: 'move the zone’s regions to another zone first',
        }).as('zone_in_use');
      }
      await db.transaction(async (tx) => {
        await tx.delete(shippingZones).where(eq(shippingZones.id, id));
        await recordAudit(tx, actor, {
          entity: 'shipping',
          entityId: `zone:${id}`,
          action: 'delete',
          changes: { name: [before.name, null] },
        });
      });
      onSaved();
      return before;
    },
  };
}
