/**
 * At most `concurrent` calls of some work at once; the others wait their turn, first come
 * first served, holding nothing while they wait. With `full`, at most `full.waiting` wait
 * and one more is refused at once with `full.refuse()` (a queue, and its memory, with a
 * bound); without it the queue has none. Used for password hashing (server/auth/hashing-slots.ts)
 * and for order transactions that wait on the payment gateway (server/payments/gateway-slots.ts).
 */
export interface WorkSlots {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls running and waiting now. */
  load(): { running: number; waiting: number };
}

export function workSlots(concurrent: number, full?: { waiting: number; refuse: () => Error }): WorkSlots {
  if (!Number.isInteger(concurrent) || concurrent < 1) throw new Error(`work slots: ${concurrent} is not a positive whole number`);
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(work) {
      if (running < concurrent) {
        running += 1;
      } else {
        if (full && queue.length >= full.waiting) throw full.refuse();
        // The slot is handed over by the call that releases it: `running` stays counted.
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
