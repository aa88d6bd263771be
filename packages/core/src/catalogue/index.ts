// The catalogue domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  type CatalogueQuery,
  type CatalogueService,
  createCatalogueService,
} from './catalogue-service.ts';
export { lowest30Prices } from './reference-prices.ts';
export { createTechnicalSheetService } from './technical-sheet-service.ts';
export { createWineAdminService, type WineAdminService } from './wine-admin.ts';
