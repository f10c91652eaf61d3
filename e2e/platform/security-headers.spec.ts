/**
 * The security headers of each Hosting target as the Hosting emulator sends them (firebase.json's
 * rules, with the shell's policy generated for the local configuration by
 * scripts/hosting/headers.mjs, as `pnpm hosting:headers` does for a deployed one): the shell's
 * page, the site's and the admin's remoteEntry.js. Every other spec runs under them and fails on
 * any policy violation (support/csp.ts); this one also shows the policy refuses what it should.
 */
import { effectiveAppConfig, shellContentSecurityPolicy } from '../../scripts/hosting/headers.mjs';
import { expect, test, watchCspViolations } from '../support/csp';
import { ADMIN_ORIGIN, SHELL_URL, SITE_ORIGIN } from '../support/ports';
import { e2eAppConfig } from '../support/stack';

/** Firebase Auth's popup helper: the admin's sign-in only. */
const GAPI = 'https://apis.google.com';
const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

test.describe('security headers', () => {
  test('the shell page: its policy allows exactly the configured remotes, Firebase and booking page', async ({
    request,
  }) => {
    const expected = shellContentSecurityPolicy(effectiveAppConfig(await e2eAppConfig()));
    for (const path of ['/', '/services', '/admin/blog', '/app-config.json']) {
      const response = await request.get(`${SHELL_URL}${path}`);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      // A server-rendered page's policy is the shell's plus the hashes of exactly its own inline
      // styles and scripts (and 'unsafe-hashes' for its style attributes); nothing else is added.
      // A public page drops Google's gapi script, which only the admin's sign-in popup loads.
      expect(headers, path).toMatchObject(COMMON);
      const served = directives(headers['content-security-policy'] ?? '');
      const publicPage = path === '/' || path === '/services';
      expect(served.get('script-src')?.includes(GAPI), path).toBe(!publicPage);
      for (const [name, allowed] of directives(expected)) {
        const sources = publicPage && name === 'script-src' ? allowed.filter((source) => source !== GAPI) : allowed;
        const added = (served.get(name) ?? []).filter((source) => !sources.includes(source));
        expect(served.get(name)?.slice(0, sources.length), `${path}: ${name}`).toEqual(sources);
        for (const source of added)
          expect(source, `${path}: ${name}`).toMatch(/^'(sha256-[A-Za-z0-9+/=]+|unsafe-hashes)'$/);
      }
      expect([...served.keys()], path).toEqual([...directives(expected).keys()]);
      expect(headers['access-control-allow-origin'], `${path}: the shell allows no other origin`).toBeUndefined();
    }

    const policy = directives(expected);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", SITE_ORIGIN, ADMIN_ORIGIN, GAPI]);
    expect(policy.get('frame-src')).toEqual(['https://calendar.example.com', 'http://127.0.0.1:9099']);
    for (const directive of ['script-src', 'style-src']) {
      expect(policy.get(directive), directive).not.toContain("'unsafe-inline'");
      expect(policy.get(directive), directive).not.toContain("'unsafe-eval'");
    }
  });

  test('the remotes: their remoteEntry.js is cross-origin readable, never framed, never sniffed', async ({
    request,
  }) => {
    for (const origin of [SITE_ORIGIN, ADMIN_ORIGIN]) {
      const response = await request.get(`${origin}/remoteEntry.js`);
      expect(response.status(), origin).toBe(200);
      expect(response.headers(), origin).toMatchObject({
        ...COMMON,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      // A JavaScript MIME type, which nosniff requires of a script (Hosting names .js files
      // application/javascript).
      expect(response.headers()['content-type'], origin).toMatch(/^(text|application)\/javascript(;|$)/);
    }
  });
});

// These provoke violations on purpose, in browser contexts of their own (the fixture watches the
// test's `context`), and check that they are refused and reported.
test.describe('the policy refuses', () => {
  test('an inline script injected into the page', async ({ browser }) => {
    const context = await browser.newContext();
    const violations = watchCspViolations(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran";';
      document.body.append(script);
      return document.body.dataset.injected ?? 'refused';
    });
    expect(ran).toBe('refused');
    await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
    await context.close();
  });

  test('framing the site on another origin', async ({ browser }) => {
    const context = await browser.newContext();
    const violations = watchCspViolations(context);
    const page = await context.newPage();
    await page.setContent(`<iframe src="${SHELL_URL}/"></iframe>`);
    await expect.poll(() => violations.join('\n')).toMatch(/frame-ancestors 'none'/);
    await context.close();
  });
});
