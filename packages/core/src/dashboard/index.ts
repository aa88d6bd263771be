// The dashboard domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { createDashboardService, type DashboardService } from './dashboard-service.ts';
