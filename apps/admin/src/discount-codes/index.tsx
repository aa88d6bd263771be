import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const DiscountCodeCreate = lazyScreen(screens, 'DiscountCodeCreate');
const DiscountCodeEdit = lazyScreen(screens, 'DiscountCodeEdit');
const DiscountCodeList = lazyScreen(screens, 'DiscountCodeList');

/** Discount codes (decision 074): list, create, edit, deactivate. */
export const discountCodesArea: AdminArea = {
  resources: [
    {
      name: 'discount-codes',
      list: DiscountCodeList,
      create: DiscountCodeCreate,
      edit: DiscountCodeEdit,
      icon: LocalOfferIcon,
    },
  ],
};
