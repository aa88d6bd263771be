/** The inbox's screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { BookingRequestList, ContactMessageList } from './message-list';
export { BookingRequestShow, ContactMessageShow } from './message-show';
