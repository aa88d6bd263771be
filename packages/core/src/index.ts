export { cacheChannel, createServices, type Services, type ServiceOptions } from './services.ts';
export type { CatalogueService, CatalogueQuery, WineAdminService } from './catalogue/index.ts';
export type { EstateIdentity, SettingsService } from './settings/index.ts';
export {
  type ContentService,
  type ContentServiceOptions,
  toPlainText,
  type ContentAdmin,
  type ContentListQuery,
} from './content/index.ts';
export type {
  ShippingCalculation,
  ShippingQuote,
  ShippingQuoteRequest,
  ShippingService,
} from './shipping/index.ts';
export {
  escapeHtml,
  type MailWorker,
  type FlushReport,
  type ServiceLogger,
  startTestSmtpServer,
  type TestSmtpServer,
} from './mail/index.ts';
export {
  retryDelayMs,
  AdminError,
  DomainError,
  type DomainErrorOptions,
  type RefusalBody,
  type RefusalStatus,
  isRefusalCode,
  refusalCatalogues,
  refusalText,
  type RefusalArgs,
  type RefusalCode,
} from './support/index.ts';
export {
  captchaFailureMessages,
  type CaptchaFailure,
  type CaptchaPublicConfig,
  type CaptchaVerifier,
  altchaChallengePath,
  solveAltchaChallenge,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from './captcha/index.ts';
export {
  createRedisConnection,
  isRedisReady,
  redisConnected,
  redisTimeouts,
  testRedisUrl,
} from './rate-limit/index.ts';
export type { NewsletterService } from './newsletter/index.ts';
export type { ContactService } from './contact/index.ts';
export type { BookingService } from './bookings/index.ts';
export {
  CheckoutError,
  type CheckoutService,
  type CreatePaymentIntentResult,
} from './checkout/index.ts';
export {
  AccountError,
  accountMessages,
  type AccountsService,
  accessTokenAudience,
  accessTokenKey,
  createAccessTokens,
  hashSecret,
} from './accounts/index.ts';
export {
  type PaymentConfig,
  type PaymentIntent,
  offlineCardMessages,
  offlineTestCards,
} from './payments/index.ts';
// Test support (development dependencies are loaded on demand inside).
export {
  startFakeInvoiceXpress,
  type FakeInvoiceXpress,
  pdfTextOf,
  InvoiceWorker,
  createInvoiceService,
  createInvoiceXpressProvider,
  createOfflineInvoiceProvider,
} from './invoices/index.ts';
export { changedFields, recordAudit, type Actor, type AuditService } from './audit/index.ts';
export {
  detectFileType,
  type MediaService,
  type SiteImageService,
  createShareImages,
  type ShareImages,
} from './media/index.ts';
export type { OrderAdminService } from './orders/index.ts';
export { WithdrawalError, type WithdrawalService } from './withdrawal/index.ts';
export type { DiscountCodeAdmin } from './discount-codes/index.ts';
export type { OperationsReading, OperationsReadings } from './operations/index.ts';
export type { DashboardService } from './dashboard/index.ts';
export type { StockAlertLinkResult, StockAlertService } from './stock-alerts/index.ts';
// The database, for the server's start-up, health check and error mapping: the server depends on
// core and shared only (docs/decisions/103-layers-enforced.md).
export {
  DatabaseInUseError,
  isDatabaseReachable,
  isDatabaseUnavailableError,
  openDatabase,
  seedDemoContent,
  type Database,
  type DatabaseHandle,
} from '@mdc/db';
