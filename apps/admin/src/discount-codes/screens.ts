/** The discount codes' screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { DiscountCodeCreate, DiscountCodeEdit } from './discount-code-form';
export { DiscountCodeList } from './discount-code-list';
