import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import {
  bookingRequests,
  contactMessages,
  orders,
  wines,
  wineTranslations,
  type Database,
} from '@mdc/db';
import {
  adminPageLimits,
  centsToEuros,
  lowStockThreshold,
  type AdminDashboard,
  type AdminOrderListQuery,
} from '@mdc/shared';
import type { OrderAdminService } from '../orders/index.ts';
import { estateDay, estateDayStart, lastDays } from '../support/index.ts';

const salesDays = 30;
const newestCount = 5;
const toPrepareShown = 10;

/**
 * The admin's first page (issue 6): what needs doing today at a glance. Only reads: the orders to
 * prepare come from the orders service's own list, so the card and the list it links to agree.
 */
export function createDashboardService(deps: {
  db: Database;
  orderAdmin: Pick<OrderAdminService, 'list'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Paid and not yet shipped: the same filter as the orders list link on the card. */
  const toPrepare = (order: 'asc' | 'desc'): AdminOrderListQuery => ({
    page: 1,
    per_page: toPrepareShown,
    sort: 'created_at',
    order,
    payment_status: 'paid',
    deliver_status: ['pending', 'processing'],
  });

  async function lowStock(): Promise<AdminDashboard['low_stock']> {
    const rows = await db
      .select({ id: wines.id, slug: wines.slug, stock: wines.stock })
      .from(wines)
      .where(
        and(
          lte(wines.stock, lowStockThreshold),
          isNull(wines.archivedAt),
          eq(wines.showShop, true),
        ),
      )
      .orderBy(asc(wines.stock), asc(wines.sortOrder), asc(wines.id))
      .limit(adminPageLimits.defaultPerPage);
    if (rows.length === 0) return [];
    const texts = await db
      .select({
        wineId: wineTranslations.wineId,
        lang: wineTranslations.lang,
        title: wineTranslations.title,
      })
      .from(wineTranslations)
      .where(
        inArray(
          wineTranslations.wineId,
          rows.map((row) => row.id),
        ),
      );
    const title = (id: number, lang: string) =>
      texts.find((t) => t.wineId === id && t.lang === lang)?.title ??
      texts.find((t) => t.wineId === id)?.title ??
      '';
    return rows.map((row) => ({
      ...row,
      title: { pt: title(row.id, 'pt') || row.slug, en: title(row.id, 'en') || row.slug },
    }));
  }

  /** Paid orders per estate day (by when the money came in), days without sales as zero. */
  async function sales(): Promise<Pick<AdminDashboard, 'sales' | 'sales_total' | 'sales_count'>> {
    const days = lastDays(now(), salesDays);
    const paid = await db
      .select({ paidAt: orders.paidAt, totalCents: orders.totalCents })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), gte(orders.paidAt, estateDayStart(days[0]!))));
    const byDay = new Map(days.map((day) => [day, { cents: 0, count: 0 }]));
    for (const order of paid) {
      const bucket = order.paidAt && byDay.get(estateDay(order.paidAt));
      if (!bucket) continue;
      bucket.cents += order.totalCents;
      bucket.count += 1;
    }
    const totalCents = [...byDay.values()].reduce((sum, day) => sum + day.cents, 0);
    return {
      sales: days.map((date) => {
        const day = byDay.get(date)!;
        return { date, total: centsToEuros(day.cents), count: day.count };
      }),
      sales_total: centsToEuros(totalCents),
      sales_count: [...byDay.values()].reduce((sum, day) => sum + day.count, 0),
    };
  }

  return {
    /** GET /api/admin/dashboard/ */
    async get(): Promise<AdminDashboard> {
      const [oldest, newest, low, figures, messages, bookings] = await Promise.all([
        deps.orderAdmin.list(toPrepare('asc')),
        deps.orderAdmin.list(toPrepare('desc')),
        lowStock(),
        sales(),
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(newestCount),
        db
          .select()
          .from(bookingRequests)
          .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
          .limit(newestCount),
      ]);
      return {
        orders_to_prepare: { count: oldest.total, oldest: oldest.data, newest: newest.data },
        low_stock: low,
        low_stock_threshold: lowStockThreshold,
        ...figures,
        messages: messages.map((message) => ({
          id: message.id,
          name: `${message.firstName} ${message.lastName}`.trim(),
          email: message.email,
          subject: message.subject,
          created_at: message.createdAt.toISOString(),
          handled: message.handledAt !== null,
        })),
        bookings: bookings.map((booking) => ({
          id: booking.id,
          name: `${booking.firstName} ${booking.lastName}`.trim(),
          email: booking.email,
          kind: booking.kind,
          guests: booking.guests,
          arrival: booking.arrival,
          departure: booking.departure,
          experience: booking.experience,
          visit_date: booking.visitDate,
          people: booking.people,
          status: booking.status,
          created_at: booking.createdAt.toISOString(),
          handled: booking.handledAt !== null,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
