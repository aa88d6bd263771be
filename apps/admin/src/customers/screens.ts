/** The customer accounts' screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { CustomerList } from './customer-list';
export { CustomerShow } from './customer-show';
