import type { z } from 'zod';
import type {
  confirmOrderSchema,
  createPaymentIntentSchema,
  discountCodeCheckSchema,
} from '@mdc/shared';

export type CreatePaymentIntentData = z.output<typeof createPaymentIntentSchema>;
export type ConfirmOrderData = z.output<typeof confirmOrderSchema>;
export type DiscountCodeCheckData = z.output<typeof discountCodeCheckSchema>;

export type { OrderItemRow, OrderRow } from '../orders/index.ts';
