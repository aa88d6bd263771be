import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { AdminArea } from '../areas';
import { DiscountCodeCreate, DiscountCodeEdit } from './discount-code-form';
import { DiscountCodeList } from './discount-code-list';
import { discountCodeMessages } from './messages';

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
  messages: discountCodeMessages,
};
