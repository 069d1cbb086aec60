/**
 * TRUST_PROXY: which hops in front of PassDesk are proxies of yours (docs/operations.md "Behind a
 * proxy"). The client's address is the first hop, read from the right of `X-Forwarded-For`, that
 * is not one of them; every per-address limit counts by it and the audit trail records it.
 *
 * - `false` (default, also `0`): no proxy; the address is the connection's.
 * - a number of hops `N`: exactly N proxies in front; the address is the N-th entry from the right.
 * - `true`: one proxy (the same as `1`) — nginx or a cloud load balancer in front.
 * - a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.10`), or the names
 *   `loopback`, `linklocal`, `uniquelocal`: a hop from any of them is a proxy, however many there are.
 *
 * `true` never means "believe the left-most entry", which a client writes itself.
 */
import net from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` is given: a hop count (0 = none) or the proxies' addresses. */
export type TrustProxy = number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const FLAGS: Record<string, number> = { true: 1, yes: 1, on: 1, false: 0, no: 0, off: 0 };

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const flag = FLAGS[value.toLowerCase()];
    if (flag !== undefined) return flag;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || wrong !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be true/false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges${wrong === undefined ? '' : ` ("${wrong}" is neither)`}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .pipe(z.union([z.number().int().max(10, 'must be at most 10 proxy hops'), z.array(z.string())]));

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function of the hop's position:
 * Fastify itself takes a plain number as "trust nothing", and `true` as "trust every hop".
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
