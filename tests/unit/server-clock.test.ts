/**
 * The server's clock (server/server-clock.ts): the wall clock by default; TEST_CLOCK_START
 * only with NODE_ENV=test, running forward in real time from the instant it names.
 */
import { describe, expect, it } from 'vitest';
import { serverClock } from '../../server/server-clock.ts';

const real = Date.parse('2026-11-30T12:00:00Z');

describe('serverClock', () => {
  it('reads the wall clock without TEST_CLOCK_START', () => {
    let t = real;
    const now = serverClock({ NODE_ENV: 'production' }, () => t);
    expect(now().toISOString()).toBe('2026-11-30T12:00:00.000Z');
    t += 1500;
    expect(now().toISOString()).toBe('2026-11-30T12:00:01.500Z');
  });

  it('refuses TEST_CLOCK_START unless NODE_ENV is test', () => {
    for (const NODE_ENV of [undefined, 'production', 'development', 'TEST']) {
      expect(() => serverClock({ NODE_ENV, TEST_CLOCK_START: '2026-12-01T23:58:00+05:30' }, () => real))
        .toThrow('TEST_CLOCK_START is for tests only and is refused unless NODE_ENV=test');
    }
  });

  it('starts at the named instant and runs forward in real time, across IST midnight', () => {
    let t = real;
    const now = serverClock({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-12-01T23:58:00+05:30' }, () => t);
    expect(now().toISOString()).toBe('2026-12-01T18:28:00.000Z');
    t += 3 * 60_000;
    expect(now().toISOString()).toBe('2026-12-01T18:31:00.000Z');
  });

  it('reads the named instant at TEST_CLOCK_STARTED_AT, so that processes started at different moments agree', () => {
    const startedAt = real - 40_000;
    const now = serverClock({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-12-01T06:30:00Z', TEST_CLOCK_STARTED_AT: String(startedAt) }, () => real);
    expect(now().toISOString()).toBe('2026-12-01T06:30:40.000Z');
  });

  it('refuses an instant without its zone, or no instant at all', () => {
    for (const start of ['2026-12-01T23:58:00', '2026-12-01', 'tomorrow', '2026-13-01T10:00:00Z']) {
      expect(() => serverClock({ NODE_ENV: 'test', TEST_CLOCK_START: start }, () => real)).toThrow('is not an instant with its zone');
    }
    expect(() => serverClock({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-12-01T10:00:00Z', TEST_CLOCK_STARTED_AT: 'soon' }, () => real))
      .toThrow('TEST_CLOCK_STARTED_AT is not a time in milliseconds');
  });
});
