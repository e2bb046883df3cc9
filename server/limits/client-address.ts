/**
 * The key per-address limits count by (sign-in limits, submission limits), from ctx.ip:
 * the socket's peer or, behind TRUST_PROXY=N, the address our first proxy appended.
 * - IPv4 as it is; an IPv4-mapped IPv6 address (::ffff:1.2.3.4) is that IPv4 address.
 * - IPv6 by its /64 prefix: one subscriber, phone or home gets a whole /64 and can pick any
 *   address in it, so counting single addresses would give it a fresh budget per address.
 * - Anything else (a proxy that forwards garbage) as its first 64 characters.
 */
import { isIPv4, isIPv6 } from 'node:net';

const mappedIPv4 = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/** The eight 16-bit groups of a valid IPv6 address (zone removed, dotted tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = text.lastIndexOf(':');
  const tail = text.slice(dotted + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
}

export function clientAddress(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  const mapped = mappedIPv4.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv6(address)) {
    const prefix = ipv6Groups(address).slice(0, 4).map((g) => g.toString(16)).join(':');
    return `${prefix}::/64`;
  }
  return address.slice(0, 64);
}
