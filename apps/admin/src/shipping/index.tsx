import CalculateIcon from '@mui/icons-material/Calculate';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const CountryCreate = lazyScreen(screens, 'CountryCreate');
const CountryList = lazyScreen(screens, 'CountryList');
const OptionCreate = lazyScreen(screens, 'OptionCreate');
const OptionEdit = lazyScreen(screens, 'OptionEdit');
const OptionList = lazyScreen(screens, 'OptionList');
const RegionCreate = lazyScreen(screens, 'RegionCreate');
const RegionEdit = lazyScreen(screens, 'RegionEdit');
const RegionList = lazyScreen(screens, 'RegionList');
const ZoneCreate = lazyScreen(screens, 'ZoneCreate');
const ZoneEdit = lazyScreen(screens, 'ZoneEdit');
const ZoneList = lazyScreen(screens, 'ZoneList');
const ShippingPreviewPage = lazyScreen(screens, 'ShippingPreviewPage');

/** Shipping: countries → regions, zones → priced options (decision 107), and a cost preview. */
export const shippingArea: AdminArea = {
  resources: [
    {
      name: 'shipping-countries',
      list: CountryList,
      create: CountryCreate,
      icon: LocalShippingIcon,
    },
    {
      name: 'shipping-zones',
      list: ZoneList,
      create: ZoneCreate,
      edit: ZoneEdit,
      icon: LocalShippingIcon,
    },
    // Reached from their country and zone, so not in the menu of their own.
    {
      name: 'shipping-regions',
      list: RegionList,
      create: RegionCreate,
      edit: RegionEdit,
      options: { inMenu: false },
    },
    {
      name: 'shipping-options',
      list: OptionList,
      create: OptionCreate,
      edit: OptionEdit,
      options: { inMenu: false },
    },
  ],
  routes: [
    <Route key="shipping-preview" path="/shipping-preview" element={<ShippingPreviewPage />} />,
  ],
  menu: [{ to: '/shipping-preview', label: 'shipping.preview.menu', icon: CalculateIcon }],
};
