// The orders domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { demoOrder } from './demo-order.ts';
export { multibancoVoucherEmail } from './multibanco-email.ts';
export { createOrderAdminService, type OrderAdminService } from './order-admin.ts';
export { orderConfirmationEmail } from './order-confirmation-email.ts';
export { type OrderForEmail, orderNoticeEmail } from './order-emails.ts';
export { orderLapsedEmail } from './order-lapsed-email.ts';
export { createOrderReads, emailView } from './order-reads.ts';
export type { OrderItemRow, OrderRow } from './order-rows.ts';
export { orderStatusEmail } from './order-status-emails.ts';
