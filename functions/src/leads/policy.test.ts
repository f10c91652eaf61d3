import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  decideRateLimit,
  HOSTING_CDN_RANGES,
  hashClient,
  leadFingerprint,
  rateLimitSubject,
  retryDelaySeconds,
} from './policy';

const SALT = 'test-salt';

describe('retryDelaySeconds', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 60, 600))).toEqual([60, 120, 240, 480, 600]);
    expect(retryDelaySeconds(0, 60, 600)).toBe(60);
    expect(retryDelaySeconds(500, 1, 3600)).toBe(3600);
  });
});

describe('clientAddress', () => {
  const hostingHop = '151.101.86.42'; // an address of Hosting's CDN (Fastly's published list)
  const cdn = HOSTING_CDN_RANGES;

  it('takes the entry the platform appended, not what the client wrote first', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } }, cdn)).toBe('203.0.113.7');
    expect(clientAddress({ headers: { 'x-forwarded-for': ['6.6.6.6', '203.0.113.7'] } }, cdn)).toBe('203.0.113.7');
  });

  it('counts a post through Hosting by the address the CDN saw, not by the CDN', () => {
    // Through Hosting: "<client's own entries>, <client>, <the CDN's hop>", the hop appended by Google's front end.
    for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '151.101.1.1']) {
      expect(clientAddress({ headers: { 'x-forwarded-for': `${forged}, 203.0.113.7, ${hostingHop}` } }, cdn)).toBe(
        '203.0.113.7',
      );
    }
    expect(clientAddress({ headers: { 'x-forwarded-for': `2001:db8::5, 2a04:4e42:200::313` } }, cdn)).toBe(
      '2001:db8::5',
    );
    expect(clientAddress({ headers: { 'x-forwarded-for': `203.0.113.7, ::ffff:${hostingHop}` } }, cdn)).toBe(
      '203.0.113.7',
    );
  });

  it("gives forged entries no say when the function is called at its own address, bypassing Hosting's CDN", () => {
    // Called directly: the client's own entries, then the address Google's front end appended. The
    // client may write an address of the CDN itself: it is still left of the one it cannot write.
    for (const forged of [
      '1.1.1.1',
      '2.2.2.2, 3.3.3.3',
      '203.0.113.8',
      'unknown, ::1',
      hostingHop,
      `10.0.0.1, ${hostingHop}`,
    ]) {
      expect(clientAddress({ headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` } }, cdn)).toBe('203.0.113.7');
    }
  });

  it('skips only the proxies it is told to trust, and ignores malformed ranges', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } }, ['10.0.0.0/8'])).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } }, [])).toBe('10.0.0.1');
    expect(
      clientAddress({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } }, ['nonsense', '10.0.0.0/99', '']),
    ).toBe('10.0.0.1');
  });

  it('takes the first entry when every entry is a trusted proxy, then the socket address', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': `151.101.1.1, ${hostingHop}` } }, cdn)).toBe('151.101.1.1');
    expect(clientAddress({ headers: {}, ip: '127.0.0.1' }, cdn)).toBe('127.0.0.1');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '::1' } }, cdn)).toBe('::1');
    expect(clientAddress({ headers: {} }, cdn)).toBe('unknown');
  });
});

describe('rateLimitSubject and hashClient', () => {
  it('counts IPv4 by address and IPv6 by /64 network', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('2001:db8:1:2::99')).toBe('2001:0db8:0001:0002::/64');
    expect(hashClient('2001:db8:1:2::1', SALT)).toBe(hashClient('2001:db8:1:2:ffff::1', SALT));
    expect(hashClient('2001:db8:1:3::1', SALT)).not.toBe(hashClient('2001:db8:1:2::1', SALT));
  });

  it('never stores the address itself', () => {
    expect(hashClient('203.0.113.7', SALT)).not.toContain('203');
    expect(hashClient('203.0.113.7', SALT)).toHaveLength(40);
  });

  it('depends on the secret salt, so a hash cannot be matched against all addresses without it', () => {
    expect(hashClient('203.0.113.7', SALT)).not.toBe(hashClient('203.0.113.7', 'another-salt'));
    expect(hashClient('203.0.113.7', SALT)).toBe(hashClient('203.0.113.7', SALT));
  });
});

describe('leadFingerprint', () => {
  it('ignores case, spacing and key order', () => {
    expect(leadFingerprint('contact', { email: 'Anna@Example.se', message: 'Hi  there' })).toBe(
      leadFingerprint('contact', { message: 'hi there', email: 'anna@example.se ' }),
    );
  });

  it('differs by type and content', () => {
    expect(leadFingerprint('quiz', { email: 'a@b.se' })).not.toBe(leadFingerprint('newsletter', { email: 'a@b.se' }));
    expect(leadFingerprint('quiz', { email: 'a@b.se' })).not.toBe(leadFingerprint('quiz', { email: 'c@b.se' }));
  });
});

describe('decideRateLimit', () => {
  const window = 600;

  it('starts a window with the first submission and counts up to the limit', () => {
    const first = decideRateLimit(undefined, 1_000, 2, window);
    expect(first).toEqual({ accepted: true, counter: { windowStartMs: 1_000, count: 1 }, windowEndsAtMs: 601_000 });
    const second = decideRateLimit({ windowStartMs: 1_000, count: 1 }, 5_000, 2, window);
    expect(second).toEqual({ accepted: true, counter: { windowStartMs: 1_000, count: 2 }, windowEndsAtMs: 601_000 });
  });

  it('counts a cost when given one: refused when it would pass the limit, the first of a window always taken', () => {
    expect(decideRateLimit(undefined, 1_000, 100, window, 250)).toEqual({
      accepted: true,
      counter: { windowStartMs: 1_000, count: 250 },
      windowEndsAtMs: 601_000,
    });
    expect(decideRateLimit({ windowStartMs: 1_000, count: 60 }, 5_000, 100, window, 40)).toEqual({
      accepted: true,
      counter: { windowStartMs: 1_000, count: 100 },
      windowEndsAtMs: 601_000,
    });
    expect(decideRateLimit({ windowStartMs: 1_000, count: 60 }, 5_000, 100, window, 41)).toEqual({
      accepted: false,
      retryAfterMs: 596_000,
    });
  });

  it('refuses once the limit is reached, saying how long until the window ends', () => {
    expect(decideRateLimit({ windowStartMs: 1_000, count: 2 }, 541_000, 2, window)).toEqual({
      accepted: false,
      retryAfterMs: 60_000,
    });
  });

  it('counts against a window that started a moment later (a parallel submission counted first)', () => {
    expect(decideRateLimit({ windowStartMs: 5_000, count: 1 }, 4_990, 2, window)).toEqual({
      accepted: true,
      counter: { windowStartMs: 5_000, count: 2 },
      windowEndsAtMs: 605_000,
    });
    expect(decideRateLimit({ windowStartMs: 5_000, count: 2 }, 4_990, 2, window)).toEqual({
      accepted: false,
      retryAfterMs: 600_010,
    });
  });

  it('starts again when a counter is more than a window ahead (a clock far off)', () => {
    expect(decideRateLimit({ windowStartMs: 700_000, count: 2 }, 1_000, 2, window)).toEqual({
      accepted: true,
      counter: { windowStartMs: 1_000, count: 1 },
      windowEndsAtMs: 601_000,
    });
  });

  it('starts again when the window is over, whatever the count was', () => {
    expect(decideRateLimit({ windowStartMs: 1_000, count: 99 }, 601_000, 2, window)).toEqual({
      accepted: true,
      counter: { windowStartMs: 601_000, count: 1 },
      windowEndsAtMs: 1_201_000,
    });
  });
});
