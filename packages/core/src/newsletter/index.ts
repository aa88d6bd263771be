// The newsletter domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { createNewsletterAdmin } from './newsletter-admin.ts';
export {
  newsletterConfirmationEmail,
  newsletterLinks,
  newsletterListHeaders,
} from './newsletter-emails.ts';
export { createNewsletterService, type NewsletterService } from './newsletter-service.ts';
