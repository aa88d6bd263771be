import type { Database } from '@mdc/db';

/** An open transaction of the database: what a transactional event's handlers write in. */
export type EventTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A wine as staff screens hold it (AdminWine has these fields), before and after an edit. */
export interface WineState {
  id: number;
  year: number | null;
  family: string | null;
  show_shop: boolean;
  archived_at: string | null;
  bottles_quantity: number;
}

/**
 * Events raised inside the transaction of the change they report
 * (docs/decisions/133-domains-as-modules.md). Their handlers write their own rows in that
 * transaction (an invoice job, an e-mail in the outbox): the effect exists exactly when the change
 * was committed, and a handler's failure rolls the change back with it.
 */
export interface TransactionalEvents {
  /** Checkout's settlement marked an order paid. */
  orderPaid: { orderId: number; totalCents: number };
  /** Money was given back on an order (a cancellation's refund, a withdrawal's). */
  moneyRefunded: { orderId: number; amountCents: number };
  /** Bottles came back to stock without a staff edit (an expired reservation, a cancellation). */
  stockReturned: { wineIds: readonly number[] };
  /** Staff changed a wine (its details, its availability or its stock). */
  wineChanged: { before: WineState; after: WineState };
}

/**
 * Told in this process once the change is committed; lost if the process stops in between, so
 * only for what a restart rebuilds anyway: caches, and nudges to the outbox workers.
 */
export interface ProcessEvents {
  /** An order took or gave back bottles (decision 112: pages that show stock drop them). */
  stockChanged: undefined;
  /** Staff saved wines: the catalogue's caches are stale and alerts may wait in the outbox. */
  catalogueChanged: undefined;
}

type TxHandler<K extends keyof TransactionalEvents> = (
  tx: EventTransaction,
  event: TransactionalEvents[K],
) => Promise<void>;
type Listener<K extends keyof ProcessEvents> = (event: ProcessEvents[K]) => void | Promise<void>;

export interface DomainEventsOptions {
  /** Where a listener's failure after the commit is reported (the change itself stands). */
  logger: { warn(details: object, message: string): void };
}

/**
 * The typed event bus of the domains (docs/decisions/133-domains-as-modules.md): a domain raises
 * what happened, the domains that care subscribe in the services' wiring, and neither imports the
 * other.
 */
export function createDomainEvents({ logger }: DomainEventsOptions) {
  const handlers = new Map<keyof TransactionalEvents, TxHandler<never>[]>();
  const listeners = new Map<keyof ProcessEvents, Set<Listener<never>>>();

  return {
    /** Subscribes a handler that runs inside the raising transaction, in subscription order. */
    handle<K extends keyof TransactionalEvents>(name: K, handler: TxHandler<K>): void {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as TxHandler<never>]);
    },

    /** Raises an event inside `tx`: a throwing handler rolls the whole transaction back. */
    async raise<K extends keyof TransactionalEvents>(
      tx: EventTransaction,
      name: K,
      event: TransactionalEvents[K],
    ): Promise<void> {
      for (const handler of handlers.get(name) ?? []) {
        await (handler as TxHandler<K>)(tx, event);
      }
    },

    /** Listens to an event told after the commit; returns what stops listening. */
    on<K extends keyof ProcessEvents>(name: K, listener: Listener<K>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },

    /**
     * Tells the listeners, after the commit, one after the other; one that fails is logged and
     * the others still run: the change is committed whatever a cache does.
     */
    async emit<K extends keyof ProcessEvents>(
      name: K,
      ...[event]: ProcessEvents[K] extends undefined ? [] : [ProcessEvents[K]]
    ): Promise<void> {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          await (listener as Listener<K>)(event as ProcessEvents[K]);
        } catch (error) {
          logger.warn({ err: error, event: name }, 'a listener of a domain event failed');
        }
      }
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
