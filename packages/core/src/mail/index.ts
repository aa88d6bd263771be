// The mail domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { type EmailT, emailKeyUse, emailTexts, estateTexts } from './email-i18n.ts';
export {
  composeEmail,
  displayNameOf,
  type EmailSection,
  type EmailTable,
  escapeHtml,
  greeting,
  receiptNotice,
  signOff,
  withSubjectAsTitle,
} from './email-layout.ts';
export { createMailTransport, type ServiceLogger } from './mail-transport.ts';
export { type FlushReport, MailWorker } from './mail-worker.ts';
export {
  commitAndNotify,
  type DbExecutor,
  type DbTransaction,
  type MailingDeps,
  type OutgoingEmail,
  queueEmail,
} from './outbox.ts';
export { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';
export { visitorNoticeEmail, visitorReceiptEmail } from './visitor-emails.ts';
