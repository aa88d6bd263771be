import type { Database } from '@mdc/db';
import { createShippingCountriesAdmin } from './shipping-admin-countries.ts';
import { createShippingOptionsAdmin } from './shipping-admin-options.ts';
import { createShippingRegionsAdmin } from './shipping-admin-regions.ts';
import { createShippingZonesAdmin } from './shipping-admin-zones.ts';

/**
 * Staff side of shipping (issue 6, decisions 030 and 107): the countries the estate configures,
 * their regions, the zones that group regions under one price table, each zone's priced options,
 * and a preview of what a cart would pay. Every change writes an audit row in its transaction and
 * then calls `onSaved` (the shipping cache), so the checkout's lists follow at once.
 */
export function createShippingAdminService(db: Database, onSaved: () => void) {
  return {
    ...createShippingCountriesAdmin(db, onSaved),
    ...createShippingRegionsAdmin(db, onSaved),
    ...createShippingZonesAdmin(db, onSaved),
    ...createShippingOptionsAdmin(db, onSaved),
  };
}

export type ShippingAdminService = ReturnType<typeof createShippingAdminService>;
