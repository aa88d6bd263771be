import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

/** The admin's first page (what needs doing today), fetched after sign-in like every screen. */
export const Dashboard = lazyScreen(() => import('./screens'), 'Dashboard');

export const dashboardArea: AdminArea = {};
