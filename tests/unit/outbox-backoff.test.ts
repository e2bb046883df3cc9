import { describe, expect, it } from 'vitest';
import { backoffBaseMs, backoffDelay, backoffMaxMs } from '../../src/lib/outbox/outbox-backoff.ts';

describe('outbox backoff', () => {
  it('starts at 5 s and doubles after each failure', () => {
    const top = () => 0.999999;
    expect(backoffDelay(1, top)).toBe(backoffBaseMs);
    expect(backoffDelay(2, top)).toBe(2 * backoffBaseMs);
    expect(backoffDelay(3, top)).toBe(4 * backoffBaseMs);
  });

  it('never waits more than 5 minutes, however many failures', () => {
    expect(backoffDelay(40, () => 0.999999)).toBe(backoffMaxMs);
    expect(backoffDelay(1000, () => 0)).toBe(backoffMaxMs * 0.75);
  });

  it('spreads retries with jitter between 75 % and 100 % of the plan', () => {
    expect(backoffDelay(1, () => 0)).toBe(backoffBaseMs * 0.75);
    const seen = new Set(Array.from({ length: 20 }, (_, i) => backoffDelay(3, () => i / 20)));
    expect(seen.size).toBe(20);
    for (const d of seen) {
      expect(d).toBeGreaterThanOrEqual(4 * backoffBaseMs * 0.75);
      expect(d).toBeLessThanOrEqual(4 * backoffBaseMs);
    }
  });
});
