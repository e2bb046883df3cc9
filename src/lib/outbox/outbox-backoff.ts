/**
 * When to try a queued request again after a network failure or a 5xx: 5 s doubling up
 * to 5 min, with jitter so that many devices coming back online at once (a showroom's
 * Wi-Fi returning) do not all retry in the same second.
 */
export const backoffBaseMs = 5_000;
export const backoffMaxMs = 5 * 60_000;

/** attempts: sends already made (1 after the first failure). random: a number in [0, 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.min(exponent, 16));
  // Between 75 % and 100 % of the ceiling: never sooner than three quarters of the plan.
  return Math.round(ceiling * (0.75 + 0.25 * random()));
}
