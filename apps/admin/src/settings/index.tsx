import StorefrontIcon from '@mui/icons-material/Storefront';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open the page.
const ShopSettingsPage = lazyScreen(() => import('./screens'), 'ShopSettingsPage');

/** Shop settings: open/closed, the shipping text of the product page, the shop banners. */
export const settingsArea: AdminArea = {
  routes: [<Route key="shop-settings" path="/shop-settings" element={<ShopSettingsPage />} />],
  menu: [{ to: '/shop-settings', label: 'settings.menu', icon: StorefrontIcon }],
};
