import type { orderItems, orders } from '@mdc/db';

/** An order and its lines as the database keeps them. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
