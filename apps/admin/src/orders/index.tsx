import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../areas';
import { mergeMessages } from '../i18n/i18n-provider';
import { lazyScreen } from '../lazy-screen';
import { ordersMessages } from './messages';
import { withdrawalMessages } from './withdrawal-messages';
import { invoiceMessages } from './invoice-messages';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const OrderList = lazyScreen(screens, 'OrderList');
const OrderShow = lazyScreen(screens, 'OrderShow');
const PackingSlip = lazyScreen(screens, 'PackingSlip');

/** The shop's orders: find them, move them along, cancel them, print their packing slips. */
export const ordersArea: AdminArea = {
  resources: [
    {
      name: 'orders',
      list: OrderList,
      show: OrderShow,
      icon: ShoppingCartIcon,
      recordRepresentation: 'order_number',
    },
  ],
  bareRoutes: [
    <Route key="packing-slip" path="/orders/:id/packing-slip" element={<PackingSlip />} />,
  ],
  messages: {
    pt: mergeMessages(mergeMessages(ordersMessages.pt, withdrawalMessages.pt), invoiceMessages.pt),
    en: mergeMessages(mergeMessages(ordersMessages.en, withdrawalMessages.en), invoiceMessages.en),
  },
};
