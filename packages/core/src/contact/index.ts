// The contact domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { createContactAdmin } from './contact-admin.ts';
export { contactAcknowledgementEmail, contactNoticeEmail } from './contact-emails.ts';
export { type ContactService, createContactService } from './contact-service.ts';
