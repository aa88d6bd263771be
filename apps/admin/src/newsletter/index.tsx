import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const SubscriberList = lazyScreen(screens, 'SubscriberList');
const SubscriberShow = lazyScreen(screens, 'SubscriberShow');

/** The newsletter's subscribers (double opt-in), the confirmed list's export, unsubscribing. */
export const newsletterArea: AdminArea = {
  resources: [
    {
      name: 'newsletter-subscribers',
      list: SubscriberList,
      show: SubscriberShow,
      icon: NewspaperIcon,
    },
  ],
};
