/**
 * A bound on the database connections held while the payment gateway is asked something
 * (docs/payments.md "Orders and the connection pool"). Making an order keeps its
 * transaction open across the gateway's answer (so a second request with the same key
 * waits on the key's row and the gateway is asked once), and a gateway answers in hundreds
 * of milliseconds: 200 buyers checking out at once held every connection of the pool (10)
 * that long, and the gateway's webhooks, the checkout's verify and every other request
 * waited seconds for one. At most `slots` such calls run at once; the others wait here,
 * first come first served, holding nothing.
 */
export interface GatewaySlots {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls running and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

export function gatewaySlots(slots: number): GatewaySlots {
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`gateway slots: ${slots} is not a positive whole number`);
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < slots) running += 1;
      // The slot is handed over by the call that releases it: `running` stays counted.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() { return running; },
    get waiting() { return queue.length; },
  };
}
