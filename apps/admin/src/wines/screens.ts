/** The wines' screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { WineCreate, WineEdit } from './wine-form';
export { WineList } from './wine-list';
