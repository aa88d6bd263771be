/**
 * The query parameter the newsletter's confirm and unsubscribe links redirect to the home page
 * with, and its values. Apart from the schemas of forms.ts so that the home page can look for it
 * without loading zod (docs/decisions/112-fast-public-pages.md).
 */
export const newsletterLinkParam = 'newsletter';
export const newsletterLinkOutcomes = ['confirmed', 'unsubscribed', 'invalid-link'] as const;
export type NewsletterLinkOutcome = (typeof newsletterLinkOutcomes)[number];
