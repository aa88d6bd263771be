/** The audit log's screens, fetched when staff first open the area (see ../lazy-screen.tsx). */
export { AuditList } from './audit-list';
