// The audit domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  type Actor,
  type AuditService,
  changedFields,
  createAuditService,
  recordAudit,
} from './audit-log.ts';
