import type { Database } from '@mdc/db';
import { createCatalogueService } from './catalogue/catalogue-service.ts';
import { createTechnicalSheetService } from './catalogue/technical-sheet-service.ts';
import { createSettingsService } from './settings/settings-service.ts';

/** Every domain service, built once per process and handed to API routes and page loaders. */
export function createServices(db: Database) {
  const catalogue = createCatalogueService(db);
  const settings = createSettingsService(db);
  return {
    catalogue,
    settings,
    technicalSheets: createTechnicalSheetService(catalogue, settings),
  };
}

export type Services = ReturnType<typeof createServices>;
