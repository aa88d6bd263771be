import {
  loginThrottles,
  newsletterSubscribers,
  orders,
  siteSessions,
  users,
  type Database,
} from '@mdc/db';
import {
  centsToEuros,
  type AdminCustomer,
  type AdminCustomerListQuery,
  type DeliverStatus,
  type PaymentStatus,
} from '@mdc/shared';
import { and, count, desc, eq, ilike, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/index.ts';
import { adminListPage } from '../support/index.ts';
import { AdminError } from '../support/index.ts';
import { containsPattern } from '../support/index.ts';
import { toUser, type UserRow } from './account-context.ts';
import { emailKey } from './login-throttle.ts';

export const customerMessages = {
  ownStaffRights:
    'You cannot remove your own staff rights. Ask another staff member to do it if needed.',
} as const;

/** How many of a customer's orders the detail page lists. */
const recentOrdersShown = 10;

const sortColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
};

/**
 * The list's columns: never the password hash, Google's id or the lockout counters. An account's
 * own fields are mapped once, by the accounts' toUser (the detail adds the rest of them).
 */
function toListItem(row: UserRow) {
  const { id, email, username, first_name, last_name, is_staff } = toUser(row);
  return {
    id,
    email,
    username,
    first_name,
    last_name,
    is_staff,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * Customer accounts as staff see them (issue 6): who they are, what they bought, and the one
 * thing staff change here, staff rights. Secrets (password hash, tokens, Google's account id)
 * never leave this service.
 */
export function createCustomerAdmin(db: Database) {
  async function detail(id: number): Promise<AdminCustomer> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw AdminError.notFound('Customer');
    const paid = and(eq(orders.userId, id), eq(orders.paymentStatus, 'paid'));
    const [[spent], recent, [newsletter], [throttle]] = await Promise.all([
      db
        .select({
          n: count(),
          // What the customer actually paid: refunds made on a paid order come off.
          cents: sum(sql`${orders.totalCents} - ${orders.refundedCents}`).mapWith(Number),
        })
        .from(orders)
        .where(paid),
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          totalCents: orders.totalCents,
          paymentStatus: orders.paymentStatus,
          deliverStatus: orders.deliverStatus,
        })
        .from(orders)
        .where(eq(orders.userId, id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(recentOrdersShown),
      db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, row.email)),
      db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(eq(loginThrottles.emailKey, emailKey(row.email))),
    ]);
    const lockedUntil = throttle?.lockedUntil ?? null;
    return {
      ...toUser(row),
      ...toListItem(row),
      language: row.language,
      email_verified: row.emailVerifiedAt !== null,
      email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
      google_linked: row.googleSub !== null,
      locked_until: lockedUntil && lockedUntil > new Date() ? lockedUntil.toISOString() : null,
      newsletter_status: (newsletter?.status ?? 'none') as AdminCustomer['newsletter_status'],
      paid_orders_count: spent?.n ?? 0,
      total_spent: centsToEuros(spent?.cents ?? 0),
      recent_orders: recent.map((order) => ({
        id: order.id,
        order_number: order.orderNumber,
        created_at: order.createdAt.toISOString(),
        total: centsToEuros(order.totalCents),
        payment_status: order.paymentStatus as PaymentStatus,
        deliver_status: order.deliverStatus as DeliverStatus,
      })),
    };
  }

  return {
    async list(query: AdminCustomerListQuery) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        filters.push(
          or(
            ilike(users.email, pattern),
            ilike(users.username, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )!,
        );
      }
      if (query.is_staff !== undefined) filters.push(eq(users.isStaff, query.is_staff));
      const { rows, total } = await adminListPage(db, users, query, {
        filters,
        sortColumn: sortColumns[query.sort ?? 'created_at'],
      });
      return { data: rows.map(toListItem), total };
    },

    get: detail,

    /**
     * Grants or revokes staff rights. Staff cannot revoke their own, so the estate can never
     * lock itself out of the back end by accident. Takes effect on the next request: the staff
     * guard reads the flag from the database every time.
     */
    async setStaff(actor: Actor, id: number, isStaff: boolean) {
      if (actor.id === id && !isStaff)
        throw new AdminError(409, customerMessages.ownStaffRights).as('own_staff_rights');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ isStaff: users.isStaff })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) throw AdminError.notFound('Customer');
        if (before.isStaff === isStaff) return;
        const at = new Date();
        await tx.update(users).set({ isStaff, updatedAt: at }).where(eq(users.id, id));
        // A privilege change ends the account's cookie sessions: the next one starts with a new
        // id (decision 131).
        await tx
          .update(siteSessions)
          .set({ revokedAt: at })
          .where(and(eq(siteSessions.userId, id), isNull(siteSessions.revokedAt)));
        await recordAudit(tx, actor, {
          entity: 'user',
          entityId: id,
          action: isStaff ? 'grant_staff' : 'revoke_staff',
          changes: { is_staff: [before.isStaff, isStaff] },
        });
      });
      return detail(id);
    },
  };
}

export type CustomerAdmin = ReturnType<typeof createCustomerAdmin>;
