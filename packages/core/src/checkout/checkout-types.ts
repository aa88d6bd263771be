import type { z } from 'zod';
import type {
  confirmOrderSchema,
  createPaymentIntentSchema,
  discountCodeCheckSchema,
} from '@mdc/shared';
import type { orderItems, orders } from '@mdc/db';

export type CreatePaymentIntentData = z.output<typeof createPaymentIntentSchema>;
export type ConfirmOrderData = z.output<typeof confirmOrderSchema>;
export type DiscountCodeCheckData = z.output<typeof discountCodeCheckSchema>;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
