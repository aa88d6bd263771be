export { cacheChannel, createServices, type Services, type ServiceOptions } from './services.ts';
export type { CatalogueService, CatalogueQuery } from './catalogue/catalogue-service.ts';
export type { EstateIdentity, SettingsService } from './settings/settings-service.ts';
export type { ContentService, ContentServiceOptions } from './content/content-service.ts';
export type {
  ShippingCalculation,
  ShippingQuote,
  ShippingQuoteRequest,
  ShippingService,
} from './shipping/shipping-service.ts';
export { escapeHtml } from './mail/email-layout.ts';
export type { MailWorker, FlushReport } from './mail/mail-worker.ts';
export { retryDelayMs } from './support/outbox-claims.ts';
export type { ServiceLogger } from './mail/mail-transport.ts';
export {
  captchaFailureMessages,
  type CaptchaFailure,
  type CaptchaPublicConfig,
  type CaptchaVerifier,
} from './captcha/captcha-verifier.ts';
export { altchaChallengePath } from './captcha/altcha-verifier.ts';
export {
  createRedisConnection,
  isRedisReady,
  redisConnected,
  redisTimeouts,
  testRedisUrl,
} from './rate-limit/redis.ts';
export type { NewsletterService } from './newsletter/newsletter-service.ts';
export type { ContactService } from './contact/contact-service.ts';
export type { BookingService } from './bookings/booking-service.ts';
export {
  CheckoutError,
  type CheckoutService,
  type CreatePaymentIntentResult,
} from './checkout/checkout-service.ts';
export {
  AccountError,
  accountMessages,
  type AccountsService,
} from './accounts/accounts-service.ts';
export {
  accessTokenAudience,
  accessTokenKey,
  createAccessTokens,
  hashSecret,
} from './accounts/tokens.ts';
export type { PaymentConfig, PaymentIntent } from './payments/payment-provider.ts';
export { offlineCardMessages, offlineTestCards } from './payments/offline-provider.ts';
// Test support (development dependencies are loaded on demand inside).
export { startTestSmtpServer, type TestSmtpServer } from './mail/test-smtp-server.ts';
export { startFakeInvoiceXpress, type FakeInvoiceXpress } from './invoices/fake-invoicexpress.ts';
export { pdfTextOf } from './invoices/pdf-text.ts';
export { InvoiceWorker } from './invoices/invoice-worker.ts';
export { createInvoiceService } from './invoices/invoice-service.ts';
export { createInvoiceXpressProvider } from './invoices/invoicexpress-provider.ts';
export { createOfflineInvoiceProvider } from './invoices/offline-invoice-provider.ts';
export { solveAltchaChallenge, startFakeRecaptcha, type FakeRecaptcha } from './captcha/testing.ts';
export { AdminError } from './support/admin-error.ts';
export {
  DomainError,
  type DomainErrorOptions,
  type RefusalBody,
  type RefusalStatus,
} from './support/domain-error.ts';
export {
  isRefusalCode,
  refusalCatalogues,
  refusalText,
  type RefusalArgs,
  type RefusalCode,
} from './support/refusal-texts.ts';
export { changedFields, recordAudit, type Actor, type AuditService } from './audit/audit-log.ts';
export { toPlainText, type ContentAdmin, type ContentListQuery } from './content/content-admin.ts';
export type { WineAdminService } from './catalogue/wine-admin.ts';
export { detectFileType } from './media/file-type.ts';
export type { MediaService } from './media/media-service.ts';
export type { SiteImageService } from './media/site-image-service.ts';
export { createShareImages, type ShareImages } from './media/share-images.ts';
export type { OrderAdminService } from './orders/order-admin.ts';
export { WithdrawalError, type WithdrawalService } from './withdrawal/withdrawal-service.ts';
export type { DiscountCodeAdmin } from './discount-codes/discount-code-admin.ts';
export type { OperationsReading, OperationsReadings } from './operations/operations-readings.ts';
export type { DashboardService } from './dashboard/dashboard-service.ts';
export type {
  StockAlertLinkResult,
  StockAlertService,
} from './stock-alerts/stock-alert-service.ts';
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
