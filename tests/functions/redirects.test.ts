/**
 * Every redirect the site answers stays on the site, whatever the request's path and query hold,
 * and one built from a path that had to be repaired is never kept by the CDN. The requests go as a
 * client may send them, byte for byte (node:http, so `\` and `//` reach the server unparsed),
 * through the Hosting emulator to renderPage. Needs the production builds (pnpm build):
 * scripts/test-backend.mjs starts Hosting only when they exist.
 */
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_SITES, localOrigin } from '../../scripts/local-stack/ports.mjs';

/** The local shell site, as Hosting serves it. */
const SHELL = localOrigin(HOSTING_SITES.shell.port);

interface Answer {
  status: number;
  location: string | undefined;
  cacheControl: string | undefined;
}

/** `method` on `path` exactly as given (no URL parsing on the way), redirects not followed. */
function send(path: string, method = 'GET', body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(SHELL);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          cacheControl: response.headers['cache-control'],
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Where a browser on one of the site's pages goes for `location`. */
const followed = (location: string) => new URL(location, `${SHELL}/sv/page`);

const PROBES = [
  '/sv//evil.example?lang=en',
  '/sv/\\evil.example?lang=en',
  '/sv///evil.example?lang=en',
  '/sv//evil.example/path?lang=en&x=1',
  '//evil.example?lang=sv',
  '//evil.example/x?lang=en',
  '/\\evil.example?lang=en',
  '/\\\\evil.example?lang=sv',
  '/sv/%2F%2Fevil.example?lang=en',
  '/sv/%2f/evil.example?lang=en',
  '/sv/%5Cevil.example?lang=en',
  '/sv/%5C%5Cevil.example?lang=en',
  '/sv/..//evil.example?lang=en',
  '/sv/%2e%2e//evil.example?lang=en',
  '/sv/%09/evil.example?lang=en',
  '/sv/%0A/evil.example?lang=en',
  '/sv/%0D%0ALocation:%20//evil.example?lang=en',
  '/sv/%E2%88%95%E2%88%95evil.example?lang=en',
  '/sv/%EF%BC%8F%EF%BC%8Fevil.example?lang=en',
  '/sv/services/unknown?x=//evil.example',
  '/blog//evil.example?lang=sv',
  '/?lang=sv&next=//evil.example',
];

beforeAll(async () => {
  const up = await fetch(`${SHELL}/app-config.json`).then(
    (response) => response.ok,
    () => false,
  );
  if (!up) throw new Error(`Hosting does not answer on ${SHELL}: build the apps (pnpm build) and run again`);
});

describe('a redirect built from the request', () => {
  it('always names a path on this site, and is not cached when its path had to be repaired', async () => {
    for (const probe of PROBES) {
      const answer = await send(probe);
      if (answer.status === 404) {
        expect(answer.cacheControl ?? '', probe).not.toMatch(/public/);
        continue;
      }
      expect([301, 302], probe).toContain(answer.status);
      const location = answer.location ?? '';
      expect(location, probe).toMatch(/^\/(?![/\\])[\u0021-\u007e]*$/);
      expect(followed(location).origin, probe).toBe(SHELL);
      const repaired = /\/\/evil|\\|%2F|%2f|%5C|%2e%2e|\.\./.test(probe.split('?')[0] ?? '');
      if (repaired) expect(answer.cacheControl, probe).toBe('no-store');
    }
  });

  it('answers the reported address with the path on this site, for this request only', async () => {
    expect(await send('/sv//evil.example?lang=en')).toEqual({
      status: 301,
      location: '/evil.example',
      cacheControl: 'no-store',
    });
    expect(await send('/sv//evil.example/path?lang=en&x=1')).toEqual({
      status: 301,
      location: '/evil.example/path?x=1',
      cacheControl: 'no-store',
    });
    expect(await send('/sv/\\evil.example?lang=en')).toEqual({
      status: 301,
      location: '/evil.example',
      cacheControl: 'no-store',
    });
    expect(await send('/sv/%0A/evil.example?lang=en')).toMatchObject({ status: 404, cacheControl: 'no-store' });
  });

  it('still moves a canonical former ?lang= address for good, cached', async () => {
    expect(await send('/blog?lang=sv&q=ai')).toEqual({
      status: 301,
      location: '/sv/blog?q=ai',
      cacheControl: 'public, max-age=0, s-maxage=21600',
    });
  });
});

describe('the answer to a plain form post', () => {
  it('sends the browser back to a path on this site, never cached', async () => {
    // The form token is checked before anything is stored: a post without one is refused as it
    // arrives, whatever its address. A stored post's 303 from a hostile address: formPost.test.ts.
    for (const probe of ['/sv//evil.example', '//evil.example/x', '/sv/\\evil.example']) {
      const answer = await send(probe, 'POST', 'form=newsletter&email=anna%40example.se', {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SHELL,
        'Sec-Fetch-Site': 'same-origin',
      });
      expect(answer.status, probe).toBeGreaterThanOrEqual(400);
      expect(answer.status, probe).toBeLessThan(500);
      expect(answer.location, probe).toBeUndefined();
      expect(answer.cacheControl, probe).toBe('no-store');
    }
  });
});
