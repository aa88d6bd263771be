// The settings domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { type Seller, sellerOf } from './seller.ts';
export { createSettingsAdminService } from './settings-admin.ts';
export {
  createSettingsService,
  type EstateIdentity,
  type SettingsService,
} from './settings-service.ts';
