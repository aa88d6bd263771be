import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents, type EventTransaction } from './domain-events.ts';

/* The domain event bus (docs/decisions/133-domains-as-modules.md), without a database. */
const tx = { marker: 'the transaction' } as unknown as EventTransaction;

describe('domain events', () => {
  it('runs transactional handlers in subscription order with the raising transaction', async () => {
    const events = createDomainEvents({ logger: { warn: vi.fn() } });
    const calls: string[] = [];
    events.handle('orderPaid', async (given, paid) => {
      expect(given).toBe(tx);
      calls.push(`invoice ${paid.orderId}`);
    });
    events.handle('orderPaid', async (_, paid) => void calls.push(`mail ${paid.totalCents}`));
    events.handle('moneyRefunded', async () => void calls.push('not this one'));
    await events.raise(tx, 'orderPaid', { orderId: 7, totalCents: 3150 });
    expect(calls).toEqual(['invoice 7', 'mail 3150']);
  });

  it('lets a failing transactional handler fail the raise, and stops there', async () => {
    const events = createDomainEvents({ logger: { warn: vi.fn() } });
    const later = vi.fn(async () => {});
    events.handle('stockReturned', async () => {
      throw new Error('no row');
    });
    events.handle('stockReturned', later);
    await expect(events.raise(tx, 'stockReturned', { wineIds: [1] })).rejects.toThrow('no row');
    expect(later).not.toHaveBeenCalled();
  });

  it('tells every listener after the commit, logs one that fails, and forgets one that stopped', async () => {
    const warn = vi.fn();
    const events = createDomainEvents({ logger: { warn } });
    const first = vi.fn(() => {
      throw new Error('cache gone');
    });
    const second = vi.fn(async () => {});
    const stopped = vi.fn();
    events.on('stockChanged', first);
    events.on('stockChanged', second);
    const stop = events.on('stockChanged', stopped);
    events.on('catalogueChanged', stopped);
    stop();
    await events.emit('stockChanged');
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(stopped).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'stockChanged' }),
      'a listener of a domain event failed',
    );
  });
});
