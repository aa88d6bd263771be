/** The newsletter's screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { SubscriberList } from './subscriber-list';
export { SubscriberShow } from './subscriber-show';
