/**
 * A clock that moves only when the test moves it: `now` for the app (AppDeps.now) and its
 * waits (AppDeps.wait), which end when `passTime` reaches them, never by themselves.
 * `nextWait` resolves as soon as the app starts a wait, so the test waits on that event
 * rather than on a guess of how long the request takes to get there.
 */
export interface FrozenClock {
  now: () => Date;
  wait: (ms: number) => Promise<void>;
  /** The waits started and not yet over, in ms left each. */
  pending: () => number[];
  /** Every wait started, in ms, in order. */
  started: () => number[];
  /** Resolves with the length of the next wait started (at once if one is pending). */
  nextWait: () => Promise<number>;
  passTime: (ms: number) => void;
}

export function frozenClock(start: Date): FrozenClock {
  let at = start.getTime();
  const waits: { until: number; ms: number; end: () => void }[] = [];
  const all: number[] = [];
  let announce: ((ms: number) => void) | null = null;
  return {
    now: () => new Date(at),
    wait(ms) {
      return new Promise<void>((end) => {
        waits.push({ until: at + ms, ms, end });
        all.push(ms);
        announce?.(ms);
        announce = null;
      });
    },
    pending: () => waits.map((w) => w.until - at),
    started: () => [...all],
    nextWait() {
      if (waits[0]) return Promise.resolve(waits[0].ms);
      return new Promise((resolve) => (announce = resolve));
    },
    passTime(ms) {
      at += ms;
      for (const w of waits.filter((x) => x.until <= at)) {
        waits.splice(waits.indexOf(w), 1);
        w.end();
      }
    },
  };
}
