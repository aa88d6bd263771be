import EventNoteIcon from '@mui/icons-material/EventNote';
import MailIcon from '@mui/icons-material/Mail';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const BookingRequestList = lazyScreen(screens, 'BookingRequestList');
const BookingRequestShow = lazyScreen(screens, 'BookingRequestShow');
const ContactMessageList = lazyScreen(screens, 'ContactMessageList');
const ContactMessageShow = lazyScreen(screens, 'ContactMessageShow');

/**
 * What visitors send: contact messages and booking requests (the house's and wine tourism's),
 * each marked handled once answered; a wine-tourism request is accepted or declined here.
 */
export const messagesArea: AdminArea = {
  resources: [
    {
      name: 'contact-messages',
      list: ContactMessageList,
      show: ContactMessageShow,
      icon: MailIcon,
    },
    {
      name: 'booking-requests',
      list: BookingRequestList,
      show: BookingRequestShow,
      icon: EventNoteIcon,
    },
  ],
};
