import { centsToEuros, bandsToAdmin, type AdminShippingOption } from '@mdc/shared';
import type { shippingOptions } from '@mdc/db';

/*
 * Helpers of the staff side of shipping (docs/decisions/030-shipping-model.md,
 * docs/decisions/107-shipping-zones.md): small lists sorted in memory, audit entries.
 */

/** One page of a small list (a few dozen rows at most), sorted in memory. */
export interface Page {
  page: number;
  per_page: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
}

export function pageOf<T extends object>(rows: T[], query: Page, defaultSort: keyof T & string) {
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
export const createdFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, [null, value]]));

export const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));

type OptionRow = typeof shippingOptions.$inferSelect;

export function toAdminOption(row: OptionRow): AdminShippingOption {
  return {
    id: row.id,
    zone_id: row.zoneId,
    name_pt: row.namePt,
    name_en: row.nameEn,
    price_bands: bandsToAdmin(row.priceBands),
    allow_free_shipping: row.allowFreeShipping,
    free_shipping_from: centsToEuros(row.freeShippingFromCents),
    enabled: row.enabled,
    position: row.position,
  };
}
