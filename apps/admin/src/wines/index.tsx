import WineBarIcon from '@mui/icons-material/WineBar';
import type { AdminArea } from '../areas';
import { mergeMessages } from '../i18n/i18n-provider';
import { lazyScreen } from '../lazy-screen';
import { eLabelMessages } from './e-label-messages';
import { stockAlertMessages } from './stock-alert-messages';
import { wineMessages } from './wine-messages';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const WineCreate = lazyScreen(screens, 'WineCreate');
const WineEdit = lazyScreen(screens, 'WineEdit');
const WineList = lazyScreen(screens, 'WineList');

/** Wines: texts in both languages, prices, stock movements, photos and technical sheets. */
export const winesArea: AdminArea = {
  resources: [
    {
      name: 'wines',
      list: WineList,
      edit: WineEdit,
      create: WineCreate,
      icon: WineBarIcon,
      recordRepresentation: 'product_title',
    },
    // The stock history shown on a wine's page; no menu entry of its own.
    { name: 'stock-movements' },
  ],
  messages: {
    pt: mergeMessages(wineMessages.pt, eLabelMessages.pt, stockAlertMessages.pt),
    en: mergeMessages(wineMessages.en, eLabelMessages.en, stockAlertMessages.en),
  },
};
