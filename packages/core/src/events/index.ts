// The events kernel's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  createDomainEvents,
  type DomainEvents,
  type EventTransaction,
  type ProcessEvents,
  type TransactionalEvents,
  type WineState,
} from './domain-events.ts';
