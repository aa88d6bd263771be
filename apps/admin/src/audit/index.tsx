import HistoryIcon from '@mui/icons-material/History';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open the area.
const AuditList = lazyScreen(() => import('./screens'), 'AuditList');

export const auditArea: AdminArea = {
  resources: [{ name: 'audit-log', list: AuditList, icon: HistoryIcon }],
};
