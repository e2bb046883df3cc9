/** The cap on concurrent password hashing (server/auth/hashing-slots.ts). */
import { describe, expect, it } from 'vitest';
import { busyMessage, createSlots } from '../../server/auth/hashing-slots.ts';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('hashing slots', () => {
  it('runs at most `concurrent` at once, the rest in arrival order', async () => {
    const slots = createSlots({ concurrent: 2, waiting: 10, retryAfterSeconds: 2 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) => slots.run(async () => {
      started.push(i);
      await g.promise;
      return i;
    }));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.load()).toEqual({ running: 2, waiting: 3 });
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once with 503 and Retry-After when the queue is full', async () => {
    const slots = createSlots({ concurrent: 1, waiting: 1, retryAfterSeconds: 2 });
    const hold = gate();
    const running = slots.run(() => hold.promise);
    const queued = slots.run(async () => 'queued');
    await expect(slots.run(async () => 'too many')).rejects.toMatchObject({ status: 503, message: busyMessage, headers: { 'Retry-After': '2' } });
    hold.open();
    await running;
    expect(await queued).toBe('queued');
  });

  it('a failing run gives its slot to the next', async () => {
    const slots = createSlots({ concurrent: 1, waiting: 5, retryAfterSeconds: 2 });
    const failing = slots.run(async () => {
      throw new Error('scrypt failed');
    });
    const next = slots.run(async () => 'next');
    await expect(failing).rejects.toThrow('scrypt failed');
    expect(await next).toBe('next');
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });
});
