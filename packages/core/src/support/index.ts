// The support domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { AdminError } from './admin-error.ts';
export { adminListPage } from './admin-list.ts';
export { toCsv } from './csv.ts';
export { createInboxAdmin } from './inbox-admin.ts';
export { estateDay, estateDayStart, lastDays, nextDay } from './lisbon-days.ts';
export { OutboxClaims, OutboxPasses, retryDelayMs } from './outbox-claims.ts';
export { createReadCache } from './read-cache.ts';
export { containsPattern } from './search-pattern.ts';
export {
  DomainError,
  type DomainErrorOptions,
  type RefusalBody,
  type RefusalStatus,
} from './domain-error.ts';
export {
  adminRefusalText,
  isRefusalCode,
  refusalCatalogues,
  refusalText,
  type RefusalArgs,
  type RefusalCode,
} from './refusal-texts.ts';
