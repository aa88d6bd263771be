import PeopleIcon from '@mui/icons-material/People';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const CustomerList = lazyScreen(screens, 'CustomerList');
const CustomerShow = lazyScreen(screens, 'CustomerShow');

/** Customer accounts: who they are, what they bought, staff rights. */
export const customersArea: AdminArea = {
  resources: [{ name: 'customers', list: CustomerList, show: CustomerShow, icon: PeopleIcon }],
};
