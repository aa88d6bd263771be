/**
 * The query parameter the e-mail links redirect with, and its values. Apart from the schemas of
 * stock-alerts.ts so that the shop pages' outcome toast loads no zod
 * (docs/decisions/112-fast-public-pages.md).
 */
export const stockAlertLinkParam = 'stock-alert';
export const stockAlertLinkOutcomes = ['confirmed', 'cancelled', 'invalid-link'] as const;
export type StockAlertLinkOutcome = (typeof stockAlertLinkOutcomes)[number];
