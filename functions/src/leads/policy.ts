/**
 * The pure rules behind the lead functions' abuse limits and retries, kept apart from Firestore
 * and HTTP so they can be unit tested.
 */
import { createHash, createHmac } from 'node:crypto';
import { BlockList, isIP, isIPv6 } from 'node:net';

/**
 * Wait before the next delivery attempt after `failedAttempts` failures: base, 2×base, 4×base …
 * never more than `maxSeconds`.
 */
export function retryDelaySeconds(failedAttempts: number, baseSeconds: number, maxSeconds: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(exponent, 30));
}

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | undefined;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * Where Firebase Hosting's CDN (Fastly) connects from when it forwards a request to a function:
 * Fastly's published list of the addresses it reaches origins from (https://api.fastly.com/public-ip-list,
 * compared with stored copies on 2026-12-07). The default of LEAD_TRUSTED_PROXIES (see functions/README.md,
 * "Who the client is").
 */
export const HOSTING_CDN_RANGES: readonly string[] = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

function ipFamily(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** The last list of ranges read (joined) and its networks: the parameter is the same on every request. */
let lastNetworks: { key: string; networks: BlockList } | null = null;

/** The networks in `ranges` ("address/prefix"), made once per list; an entry that is not one is left out. */
function proxyNetworks(ranges: readonly string[]): BlockList {
  const key = ranges.join(',');
  if (lastNetworks?.key === key) return lastNetworks.networks;
  const networks = new BlockList();
  for (const range of ranges) {
    const [address = '', prefixText = ''] = range.trim().split('/');
    const family = ipFamily(address);
    const prefix = Number(prefixText);
    const widest = family === 'ipv4' ? 32 : 128;
    if (!family || !/^\d+$/.test(prefixText) || prefix > widest) continue;
    networks.addSubnet(address, prefix, family);
  }
  lastNetworks = { key, networks };
  return networks;
}

function isTrustedProxy(entry: string, networks: BlockList): boolean {
  const family = ipFamily(entry);
  return family !== null && networks.check(entry, family);
}

/**
 * The caller's address. Google's front end appends the address it received the connection from
 * to X-Forwarded-For, so the last entry is one no client can write (anything a client sends
 * itself comes before it). When that entry is a proxy we trust (Hosting's CDN, `trustedProxies`),
 * the proxy appended the entry before it, and so on: the client is the last entry, read from
 * the end, that no trusted proxy connected from. A request that did not come through Hosting
 * (the function's own cloudfunctions.net or run.app address) is counted by the address Google's
 * front end saw, whatever it wrote itself. When every entry is a trusted proxy, the first entry
 * is the nearest we have; without the header, the socket's address.
 */
export function clientAddress(request: RequestLike, trustedProxies: readonly string[]): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const networks = proxyNetworks(trustedProxies);
  const fromHeader = forwarded.findLast((entry) => !isTrustedProxy(entry, networks)) ?? forwarded[0];
  return fromHeader ?? request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  return [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups].map((group) =>
    group.toLowerCase().padStart(4, '0'),
  );
}

/**
 * What the rate limit counts by: the IPv4 address, or the /64 network of an IPv6 address (one
 * household or phone usually holds a whole /64, so single addresses would be too easy to vary).
 */
export function rateLimitSubject(address: string): string {
  const unmapped = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!isIPv6(unmapped)) return unmapped;
  return `${expandIPv6(unmapped).slice(0, 4).join(':')}::/64`;
}

/**
 * Addresses are personal data: only a hash is stored, keyed with a secret salt (there are only
 * four billion IPv4 addresses, so an unsalted hash could be reversed by trying them all).
 */
export function hashClient(address: string, salt: string): string {
  return createHmac('sha256', salt)
    .update(`lead-client:${rateLimitSubject(address)}`)
    .digest('hex')
    .slice(0, 40);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : value;
}

/** Same type and same content (ignoring case and spacing) give the same fingerprint. */
export function leadFingerprint(type: string, payload: object): string {
  return createHash('sha256')
    .update(JSON.stringify({ type, payload: canonical(payload) }))
    .digest('hex');
}

export interface RateLimitCounter {
  /** When this client's current window began (its first counted submission). */
  windowStartMs: number;
  count: number;
}

export type RateLimitDecision =
  | { accepted: true; counter: RateLimitCounter; windowEndsAtMs: number }
  | { accepted: false; retryAfterMs: number };

/**
 * The per-client limit: at most `max` submissions in a window that starts with the client's
 * first submission and lasts `windowSeconds`; after it ends the count starts again. A submission
 * counts `cost` (1 unless the limit counts something else, e.g. a translation's characters):
 * refused when it would take the count past `max`; the first of a window is always accepted.
 */
export function decideRateLimit(
  previous: RateLimitCounter | undefined,
  nowMs: number,
  max: number,
  windowSeconds: number,
  cost = 1,
): RateLimitDecision {
  const windowMs = windowSeconds * 1000;
  // A window that started a moment after `now` is still this one: a concurrent submission that
  // arrived later was counted first (or another instance's clock is a little ahead). Starting
  // again there would let a burst of parallel posts reset the count and pass the limit. Only a
  // counter more than a window ahead (a clock far off) starts again, so no one is locked out longer.
  const ahead = previous !== undefined && previous.windowStartMs - nowMs > windowMs;
  if (!previous || nowMs >= previous.windowStartMs + windowMs || ahead) {
    return { accepted: true, counter: { windowStartMs: nowMs, count: cost }, windowEndsAtMs: nowMs + windowMs };
  }
  const windowEndsAtMs = previous.windowStartMs + windowMs;
  if (previous.count + cost > max) return { accepted: false, retryAfterMs: windowEndsAtMs - nowMs };
  return {
    accepted: true,
    counter: { windowStartMs: previous.windowStartMs, count: previous.count + cost },
    windowEndsAtMs,
  };
}
