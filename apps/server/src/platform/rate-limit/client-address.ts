/**
 * The address a per-address limit counts by (docs/api.md "Limits"). An IPv4 client is its address;
 * an IPv6 client is its /64 network, because one home or phone is usually given a whole /64 and
 * could otherwise take a fresh address for every request. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.9`, a dual-stack socket) counts as the IPv4 address.
 *
 * The address itself is `request.ip`: the first hop that `TRUST_PROXY` does not name as a proxy
 * (platform/config/trust-proxy.ts). The audit trail and the sessions keep the full address.
 */
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** `2001:db8:1:2:a:b:c:d` → `2001:db8:1:2::/64`; IPv4 as it is; anything else as it came. */
export function limitedAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && net.isIPv4(mapped)) return mapped;
  if (!net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The address key of a request for per-address limits. */
export const requestAddress = (request: Pick<FastifyRequest, 'ip'>): string => limitedAddress(request.ip);

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  const withoutTail = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = '', tail] = withoutTail.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
