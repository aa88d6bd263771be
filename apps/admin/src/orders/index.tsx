import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

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
};
