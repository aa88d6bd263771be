import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createOneAtATime', () => {
  it('runs one task at a time, in order, and a failed task does not stop the next', async () => {
    const queue = createOneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task =
      (n: number, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        await tick();
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`task ${n}`);
        return n;
      };
    const results = [
      queue.run(task(1)),
      queue.run(task(2, true)),
      queue.run(task(3)),
      queue.run(task(4)),
    ];
    expect(queue.queued).toBe(4);
    const settled = await Promise.allSettled(results);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 3 });
    expect(queue.queued).toBe(0);
  });

  it('starts a task given while the queue is idle without waiting for anything', async () => {
    const queue = createOneAtATime();
    await queue.run(async () => 'first');
    let started = false;
    const later = queue.run(async () => {
      started = true;
    });
    await tick();
    expect(started).toBe(true);
    await later;
  });
});
