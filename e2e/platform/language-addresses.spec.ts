/**
 * Every address names its language: English at the path, Swedish under /sv/. The former `?lang=`
 * addresses move there for good; a Swedish browser or stored choice reaches the Swedish page in one
 * step, before any app runs; a page's links stay in its language.
 */
import { SHELL_URL } from '../support/ports';
import { expect, test } from '../support/test';

test('the former ?lang= addresses, a bare /sv and /sv in capitals answer a permanent redirect to their own address', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/blog?lang=sv&q=ai', '/sv/blog?q=ai'],
    ['/?lang=sv', '/sv/'],
    ['/sv/contact?lang=en', '/contact'],
    ['/sv', '/sv/'],
    ['/SV/', '/sv/'],
    ['/Sv/blog?q=ai', '/sv/blog?q=ai'],
  ] as const) {
    const response = await request.get(`${SHELL_URL}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('a percent-encoded /sv moves there for good, kept by no cache; encoded twice it is a 404 no cache keeps', async ({
  page,
}) => {
  for (const [from, to] of [
    ['/%73v/blog', '/sv/blog'],
    ['/%53V/blog?q=ai', '/sv/blog?q=ai'],
    ['/%73v', '/sv/'],
  ] as const) {
    const response = await page.request.get(`${SHELL_URL}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expect(response.headers()['cache-control'], from).toBe('no-store');
  }
  // Broken percent-encoding (`/%zzv/blog`) fails in the Hosting emulator itself (README, Local
  // development); renderPage's unit tests answer it 404, not cached.
  for (const probe of ['/%2573v/blog', '/%2573v/unsubscribe']) {
    const response = await page.request.get(`${SHELL_URL}${probe}`, { maxRedirects: 0 });
    expect(response.status(), probe).toBe(404);
    expect(response.headers()['cache-control'], probe).not.toMatch(/public|max-age=[1-9]/);
  }
  // A mail client's one-click unsubscribe (RFC 8058) to such an address follows no redirect: it is
  // answered there, as at the page's own address (a token that does not work: its Swedish 404 page).
  const token = `${'A'.repeat(20)}.${'b'.repeat(43)}`;
  const oneClick = await page.request.post(`${SHELL_URL}/%73v/unsubscribe?token=${token}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(404);
  expect(oneClick.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });
  expect((await oneClick.text()).replaceAll('\u00ad', '')).toContain('Inget har ändrats');
  // A visitor following the link lands on the Swedish blog.
  await page.goto(`${SHELL_URL}/%73v/blog`);
  expect(new URL(page.url()).pathname).toBe('/sv/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});

/** Addresses that would send a browser to another site if a redirect kept their path as it is. */
const HOSTILE = [
  '/sv//evil.example?lang=en',
  '/sv///evil.example?lang=en',
  '/sv//evil.example/path?lang=en&x=1',
  '/sv/%2F%2Fevil.example?lang=en',
  '/sv/%5C%5Cevil.example?lang=en',
  '/sv/..%2F%2Fevil.example?lang=en',
  '//evil.example?lang=sv',
  '/sv/%0A/evil.example?lang=en',
];

test('a redirect built from a hostile address stays on the site and is not kept by the CDN', async ({ request }) => {
  for (const probe of HOSTILE) {
    const response = await request.get(`${SHELL_URL}${probe}`, { maxRedirects: 0 });
    const location = response.headers().location;
    if (response.status() === 404) {
      expect(location, probe).toBeUndefined();
    } else {
      expect([301, 302], probe).toContain(response.status());
      expect(location, probe).toMatch(/^\/(?![/\\])/);
      expect(new URL(location ?? '', `${SHELL_URL}/sv/`).origin, probe).toBe(SHELL_URL);
    }
    expect(response.headers()['cache-control'], probe).not.toMatch(/public/);
  }
});

test('a visitor following a hostile address never leaves the site, with or without a language chosen', async ({
  page,
}) => {
  const left: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) left.push(request.url());
  });
  // [language chosen before, the address followed, where the visitor ends up]
  const cases: [string | null, string, string][] = [
    [null, '/sv//evil.example?lang=en', '/evil.example'],
    [null, '/sv//evil.example/path?lang=en&x=1', '/evil.example/path?x=1'],
    [null, '/sv/%2F%2Fevil.example?lang=en', '/evil.example'],
    [null, '//evil.example?lang=sv', '/sv/evil.example'],
    // The boot script moves a visitor to the language they chose, before anything else runs.
    ['en', '/sv//evil.example', '/evil.example'],
    ['en', '/sv/\\evil.example', '/evil.example'],
    ['en', '/sv/%5C%5Cevil.example', '/evil.example'],
    ['en', '/sv/%2F%2Fevil.example?x=1', '/evil.example?x=1'],
    ['sv', '//evil.example', '/sv/evil.example'],
  ];
  for (const [chosen, probe, landing] of cases) {
    await page.goto('/about');
    await page.evaluate((language) => {
      if (language) localStorage.setItem('preferred-language', language);
      else localStorage.removeItem('preferred-language');
    }, chosen);
    await page.goto(`${SHELL_URL}${probe}`);
    await expect(page, `${probe} (${chosen})`).toHaveURL(`${SHELL_URL}${landing}`);
  }
  expect(left).toEqual([]);
});

test.describe('a visitor whose browser speaks Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('lands on the Swedish page in one step, with no app script, and its links stay Swedish', async ({ page }) => {
    const documents: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/about');
    await expect(page).toHaveURL(`${SHELL_URL}/sv/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect(documents).toEqual(['/about', '/sv/about']);
    expect(scripts).toEqual([]);
    const nav = page.getByRole('banner').getByRole('navigation').first();
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/sv\//);
  });

  test('keeps the English page once English was chosen', async ({ page }) => {
    await page.goto('/sv/about');
    await page.getByRole('banner').locator('[data-testid="language-toggle"]:visible').click();
    await expect(page).toHaveURL(`${SHELL_URL}/about`);
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(`${SHELL_URL}/blog`);
  });
});
