import { discountCodes, type Database } from '@mdc/db';
import {
  centsToEuros,
  type AdminDiscountCode,
  type AdminDiscountCodeListQuery,
  type AdminDiscountCodeValues,
  type DiscountCodeState,
  type DiscountKind,
} from '@mdc/shared';
import { and, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import {
  adminListPage,
  AdminError,
  estateDay,
  estateDayStart,
  nextDay,
  containsPattern,
} from '../support/index.ts';

type DiscountCodeRow = typeof discountCodes.$inferSelect;

const sortColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  valid_from: discountCodes.startsAt,
  valid_until: discountCodes.endsAt,
  used_count: discountCodes.usedCount,
  active: discountCodes.active,
  created_at: discountCodes.createdAt,
} as const;

/** Where a code stands at `at`: what the buyer would be told first, or active. */
function stateOf(row: DiscountCodeRow, at: Date): DiscountCodeState {
  if (!row.active) return 'inactive';
  if (row.startsAt && at < row.startsAt) return 'scheduled';
  if (row.endsAt && at >= row.endsAt) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  return 'active';
}

function toAdmin(row: DiscountCodeRow, at: Date): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as DiscountKind,
    percent: row.percent,
    amount: row.amountCents === null ? null : centsToEuros(row.amountCents),
    min_order: centsToEuros(row.minOrderCents),
    valid_from: row.startsAt ? estateDay(row.startsAt) : null,
    // Stored as the instant the code stops (exclusive); staff see the last day it works.
    valid_until: row.endsAt ? estateDay(new Date(row.endsAt.getTime() - 1)) : null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    active: row.active,
    state: stateOf(row, at),
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The row's columns from what staff sent: validity days in the estate's calendar. */
function columnsOf(values: AdminDiscountCodeValues) {
  return {
    code: values.code,
    kind: values.kind,
    percent: values.percent,
    amountCents: values.amountCents,
    minOrderCents: values.minOrderCents,
    startsAt: values.validFrom ? estateDayStart(values.validFrom) : null,
    endsAt: values.validUntil ? estateDayStart(nextDay(values.validUntil)) : null,
    usageLimit: values.usageLimit,
    active: values.active,
    note: values.note,
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const codeTaken = (code: string) =>
  new AdminError(409, `code: a discount code ${code} already exists`, {
    code: 'a discount code with this name already exists',
  }).as('discount_code_taken', { code });

/** What the audit log keeps of a code (the admin's field names, without the timestamps). */
function audited(code: AdminDiscountCode) {
  const { id: _id, state: _state, created_at: _c, updated_at: _u, ...fields } = code;
  return fields;
}

/**
 * Discount codes for staff (decision 074): list, create, edit, deactivate. Codes are never
 * deleted (orders point at them); a usage limit never goes below the uses orders hold, checked
 * in the update itself so a checkout taking a use at the same moment cannot slip past it.
 */
export function createDiscountCodeAdmin(db: Database, now: () => Date = () => new Date()) {
  async function find(id: number): Promise<DiscountCodeRow> {
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
    if (!row) throw AdminError.notFound(`Discount code ${id}`);
    return row;
  }

  return {
    /** GET /api/admin/discount-codes/ */
    async list(query: AdminDiscountCodeListQuery) {
      const filters: SQL[] = [];
      if (query.active) filters.push(eq(discountCodes.active, query.active === 'yes'));
      if (query.q) {
        const pattern = containsPattern(query.q);
        filters.push(or(ilike(discountCodes.code, pattern), ilike(discountCodes.note, pattern))!);
      }
      const { rows, total } = await adminListPage(db, discountCodes, query, {
        filters,
        sortColumn: sortColumns[query.sort],
      });
      const at = now();
      return { data: rows.map((row) => toAdmin(row, at)), total };
    },

    /** GET /api/admin/discount-codes/:id/ */
    async get(id: number): Promise<AdminDiscountCode> {
      return toAdmin(await find(id), now());
    },

    /** POST /api/admin/discount-codes/: a duplicate code is a 409 naming `code`. */
    async create(actor: Actor, values: AdminDiscountCodeValues): Promise<AdminDiscountCode> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(discountCodes)
          .values(columnsOf(values))
          .onConflictDoNothing({ target: discountCodes.code })
          .returning();
        if (!row) throw codeTaken(values.code);
        const record = toAdmin(row, now());
        await recordAudit(tx, actor, {
          entity: 'discount_code',
          entityId: row.id,
          action: 'create',
          changes: audited(record),
        });
        return record;
      });
      return created;
    },

    /**
     * PUT /api/admin/discount-codes/:id/: the whole code. A usage limit below the uses orders
     * hold now is a 409 naming `usage_limit`.
     */
    async update(
      actor: Actor,
      id: number,
      values: AdminDiscountCodeValues,
    ): Promise<AdminDiscountCode> {
      const before = await find(id);
      const columns = columnsOf(values);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(discountCodes)
            .set({ ...columns, updatedAt: now() })
            .where(
              and(
                eq(discountCodes.id, id),
                columns.usageLimit === null
                  ? undefined
                  : lte(discountCodes.usedCount, columns.usageLimit),
              ),
            )
            .returning();
          if (!row) {
            const [current = before] = await tx
              .select()
              .from(discountCodes)
              .where(eq(discountCodes.id, id));
            throw new AdminError(
              409,
              `usage_limit: ${current.usedCount} orders already hold this code; the limit cannot be below that`,
              { usage_limit: `must be at least ${current.usedCount}, the orders that hold it` },
            ).as('usage_limit_below_used', { used: current.usedCount });
          }
          const record = toAdmin(row, now());
          const changes = changedFields(audited(toAdmin(before, now())), audited(record));
          await recordAudit(tx, actor, {
            entity: 'discount_code',
            entityId: id,
            action: 'update',
            changes,
          });
          return record;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(values.code);
        throw error;
      }
    },

    /** DELETE /api/admin/discount-codes/:id/: switched off, kept for the orders that used it. */
    async deactivate(actor: Actor, id: number): Promise<AdminDiscountCode> {
      const before = await find(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(discountCodes)
          .set({ active: false, updatedAt: now() })
          .where(eq(discountCodes.id, id))
          .returning();
        if (!row) throw AdminError.notFound(`Discount code ${id}`);
        await recordAudit(tx, actor, {
          entity: 'discount_code',
          entityId: id,
          action: 'deactivate',
          changes: { active: [before.active, false] },
        });
        return toAdmin(row, now());
      });
    },
  };
}

export type DiscountCodeAdmin = ReturnType<typeof createDiscountCodeAdmin>;
