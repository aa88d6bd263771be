export { createServices, type Services } from './services.ts';
export type { CatalogueService, CatalogueQuery } from './catalogue/catalogue-service.ts';
export type { EstateIdentity, SettingsService } from './settings/settings-service.ts';
export { sanitizeRichText, richTextToPlain } from './html/sanitize-html.ts';
