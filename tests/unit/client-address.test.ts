/** The key per-address limits count by (server/limits/client-address.ts). */
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/limits/client-address.ts';

describe('client address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    // IPv6 by /64: any address a subscriber picks in its prefix is the same client.
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2::192.0.2.1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('%j counts as %s', (ip, key) => {
    expect(clientAddress(ip)).toBe(key);
  });

  it('keeps at most 64 characters of anything else', () => {
    expect(clientAddress('not an address')).toBe('not an address');
    expect(clientAddress('x'.repeat(5000))).toHaveLength(64);
  });
});
