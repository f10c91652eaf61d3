import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  decideRateLimit,
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
  it('takes the entry the platform appended, not what the client wrote first', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } })).toBe('203.0.113.7');
    expect(clientAddress({ headers: { 'x-forwarded-for': ['6.6.6.6', '203.0.113.7'] } })).toBe('203.0.113.7');
  });

  it('gives forged entries no say in the deployed header shape', () => {
    // Called directly: the client's own entries, then the address Google's front end appended.
    for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '203.0.113.8', 'unknown, ::1']) {
      expect(clientAddress({ headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` } })).toBe('203.0.113.7');
    }
    // Behind the external Application Load Balancer: "<client's entries>, <client>, <load balancer>".
    for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3']) {
      expect(clientAddress({ headers: { 'x-forwarded-for': `${forged}, 203.0.113.7, 34.120.0.1` } }, 1)).toBe(
        '203.0.113.7',
      );
    }
  });

  it('skips trusted proxies that append after the client', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } }, 1)).toBe('203.0.113.7');
  });

  it('falls back to the socket address', () => {
    expect(clientAddress({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '::1' } })).toBe('::1');
    expect(clientAddress({ headers: {} })).toBe('unknown');
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
