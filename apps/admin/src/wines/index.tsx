import WineBarIcon from '@mui/icons-material/WineBar';
import type { AdminArea } from '../areas';
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
  messages: wineMessages,
};
