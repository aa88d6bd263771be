/** The shop settings' screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { ShopSettingsPage } from './shop-settings-page';
