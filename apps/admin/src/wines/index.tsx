import WineBarIcon from '@mui/icons-material/WineBar';
import type { AdminArea } from '../areas';
import { mergeMessages } from '../i18n/i18n-provider';
import { eLabelMessages } from './e-label-messages';
import { stockAlertMessages } from './stock-alert-messages';
import { WineCreate, WineEdit } from './wine-form';
import { WineList } from './wine-list';
import { wineMessages } from './wine-messages';

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
