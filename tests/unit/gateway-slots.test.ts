/**
 * The bound on order transactions waiting on the payment gateway (server/payments/gateway-slots.ts):
 * never more than its slots at once, the others served in the order they came, and a slot
 * given back when a call fails.
 */
import { describe, expect, it } from 'vitest';
import { gatewaySlots } from '../../server/payments/gateway-slots.ts';

/** A call that runs until the test lets it end. */
function heldCall() {
  let end!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => { end = resolve; fail = reject; });
  return { done, end, fail };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('gateway slots', () => {
  it('runs at most its slots at once and serves the others first come, first served', async () => {
    const slots = gatewaySlots(2);
    const calls = Array.from({ length: 5 }, heldCall);
    const started: number[] = [];
    const results = calls.map((call, i) => slots.run(() => { started.push(i); return call.done; }));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.load()).toEqual({ running: 2, waiting: 3 });

    calls[1]!.end('one');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    calls[0]!.end('zero');
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(slots.load()).toEqual({ running: 2, waiting: 1 });

    calls[2]!.end('two');
    calls[3]!.end('three');
    await tick();
    calls[4]!.end('four');
    expect(await Promise.all(results)).toEqual(['zero', 'one', 'two', 'three', 'four']);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a call fails', async () => {
    const slots = gatewaySlots(1);
    const first = heldCall();
    const failed = slots.run(() => first.done);
    const second = slots.run(async () => 'after');
    await tick();
    expect(slots.load()).toEqual({ running: 1, waiting: 1 });
    first.fail(new Error('gateway down'));
    await expect(failed).rejects.toThrow('gateway down');
    expect(await second).toBe('after');
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => gatewaySlots(0)).toThrow('not a positive whole number');
    expect(() => gatewaySlots(1.5)).toThrow('not a positive whole number');
  });
});
