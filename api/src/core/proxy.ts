import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted for X-Forwarded-For/-Proto/-Host:
 * - a hop count: the last `n` hops (the socket peer, then X-Forwarded-For read from the right)
 *   are proxies; the address before them is the client. `1` = exactly one proxy (the usual
 *   reverse proxy / load balancer), so anything a client puts in front of the real entry is ignored;
 * - a list of proxy addresses or CIDRs (`10.0.0.0/8`, `::1`, or proxy-addr's `loopback`,
 *   `linklocal`, `uniquelocal`): hops from these addresses are skipped, the first other one is
 *   the client.
 * Never "trust everything": with that the left-most, client-written X-Forwarded-For entry would
 * become `request.ip` and rate limits could be dodged with a made-up header.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (NAMED.has(value)) return true;
  const slash = value.indexOf('/');
  if (slash < 0) return isIP(value) !== 0;
  const ip = value.slice(0, slash);
  const bits = value.slice(slash + 1);
  const family = isIP(ip);
  if (family === 0) return false;
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4; // ip/netmask
}

/**
 * Parses `TRUST_PROXY`: unset/empty/`0`/`false` → no proxy; a non-negative integer → hop count;
 * otherwise a comma-separated list of addresses/CIDRs. `true` (or anything else) is refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops) || hops > 32)
      throw new Error(`TRUST_PROXY: hop count ${value} is out of range (1–32)`);
    return hops;
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !isAddressOrCidr(s));
  if (list.length === 0 || bad.length) {
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs; invalid: ${bad.join(', ') || value}`,
    );
  }
  return list;
}

/** The Fastify `trustProxy` option for a TrustProxy: a hop-count function, an address list, or false. */
export function fastifyTrustProxy(
  trust: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined || trust === false) return false;
  if (typeof trust === 'number') {
    if (!Number.isInteger(trust) || trust <= 0) return false;
    // Fastify fails closed on a plain number; proxy-addr calls this with hop 0 for the socket peer.
    return (_address, hop) => hop < trust;
  }
  for (const entry of trust) if (!isAddressOrCidr(entry)) throw new Error(`trustProxy: invalid proxy address ${entry}`);
  return trust.length ? [...trust] : false;
}

/**
 * The rate-limit key of a client address: an IPv6 address by its /64 (one customer's network is
 * usually a whole /64, so rotating inside it gains nothing), an IPv4 (or IPv4-mapped) address as it is.
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':');
  return `${prefix}::/64`;
}
