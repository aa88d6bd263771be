import WineBarIcon from '@mui/icons-material/WineBar';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

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
};
