// The stock-alerts domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  stockAlertConfirmationEmail,
  stockAlertLinks,
  stockAlertNoticeEmail,
} from './stock-alert-emails.ts';
export {
  createStockAlertService,
  type StockAlertLinkResult,
  type StockAlertService,
} from './stock-alert-service.ts';
