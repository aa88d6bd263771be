/** The orders' screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { OrderList } from './order-list';
export { OrderShow } from './order-show';
export { PackingSlip } from './packing-slip';
