/**
 * The shell's shared stylesheet (shell/src/build/sharedStyles.tsx): every server-rendered page
 * links the same content-hashed file, which the browser downloads once and then takes from its
 * cache on every other page; a page inlines only the rules the sheet lacks. With JavaScript off the
 * pages are fully styled from the sheet and their inline rules; dark, which the colour-scheme
 * script picks before the first paint, too (the apps, which start on the first interaction, never
 * run here).
 */
import { type Page, test as unrouted } from '@playwright/test';
import { openServed } from '../support/native';
import { startApps } from '../support/page';
import { expect, type Lang, test } from '../support/test';

const SHEET = /\/static\/css\/shared\.[0-9a-f]+\.css$/;

/** The shared sheet's resource timing on the page: its address and the bytes it took from the network. */
function sheetTiming(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/static\/css\/shared\.[0-9a-f]+\.css$/.test(entry.name))
      .map((entry) => ({ name: entry.name, transferSize: (entry as PerformanceResourceTiming).transferSize })),
  );
}

// Without the suite's stub of external addresses: a routed context has no HTTP cache.
unrouted(
  'the shared stylesheet is downloaded once, immutable, and taken from the cache on the next pages',
  async ({ page }) => {
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (SHEET.test(new URL(response.url()).pathname) && !response.fromServiceWorker()) fetched.push(response.url());
    });
    const first = await page.goto('/');
    expect(first?.status()).toBe(200);
    const [sheet] = await sheetTiming(page);
    expect(sheet?.transferSize).toBeGreaterThan(0);
    const response = await page.request.get(sheet?.name ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toMatch(/^text\/css/);

    for (const path of ['/services', '/sv/blog', '/about', '/contact']) {
      await page.goto(path);
      const timings = await sheetTiming(page);
      unrouted.expect(timings, path).toEqual([{ name: sheet?.name, transferSize: 0 }]);
    }
    // Linked before every inline style, and named in the page's empty Emotion elements.
    const head = await page.locator('head').innerHTML();
    expect(head.indexOf('data-emotion-shared=')).toBeLessThan(head.indexOf('<style'));
  },
);

async function expectStyled(page: Page, scheme: 'light' | 'dark') {
  for (const [path, lang] of [
    ['/', 'en'],
    ['/blog', 'sv'],
  ] as [string, Lang][]) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openServed(page, path, lang);
      // The theme's global rules (from the sheet): no body margin, the scheme's background.
      await expect(page.locator('body')).toHaveCSS('margin', '0px');
      await expect(page.locator('body')).toHaveCSS(
        'background-color',
        scheme === 'dark' ? 'rgb(11, 16, 32)' : 'rgb(248, 250, 252)',
      );
      // The frame's rules (from the sheet) and the page's heading (the design system's).
      await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
      await expect(page.locator('h1').first()).toHaveCSS('font-weight', /^[6-9]00$/);
      // Nothing is wider than the window: the layout rules are all there.
      const overflow = await page.locator('html').evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${path} at ${width}px`).toBe(0);
    }
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the Swedish blog are styled', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await expectStyled(page, 'light');
  });
});

test('the home page and the Swedish blog are styled in dark before any app runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await expectStyled(page, 'dark');
  expect(scripts).toEqual([]);
});

test('when the apps start, Emotion adds none of the shared rules again and nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openServed(page, '/', 'en');
  const boxes = () =>
    Promise.all(
      [page.getByRole('banner'), page.locator('h1').first(), page.getByRole('contentinfo')].map((part) =>
        part.boundingBox(),
      ),
    );
  const before = await boxes();
  await startApps(page);
  expect(await boxes()).toEqual(before);
  const duplicated = await page.evaluate(() => {
    const link = document.querySelector('link[data-emotion-shared]');
    const names = (link?.getAttribute('data-emotion-shared') ?? '').split(' ').filter((name) => !name.includes(':'));
    const selectors = Array.from(document.querySelectorAll('style'))
      .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
      .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''));
    return {
      names: names.length,
      duplicated: names.filter((name) => selectors.some((s) => s.startsWith(`.css-${name}`))),
    };
  });
  expect(duplicated.names).toBeGreaterThan(50);
  expect(duplicated.duplicated).toEqual([]);
});
