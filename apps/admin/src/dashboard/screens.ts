/** The dashboard, fetched when staff first open it (see ../lazy-screen.tsx). */
export { Dashboard } from './dashboard';
