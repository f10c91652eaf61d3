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
    // Linked (marked for the browser, which reads the names of its rules from it) before every inline style.
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

test('when the apps start, Emotion adds none of the shared rules again, no rule goes missing and nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openServed(page, '/', 'en');
  // The page names none of the sheet's rules (the browser reads them from the sheet) and carries
  // only the MUI class names a rule selects.
  const served = await page.evaluate(() => ({
    markers: document.querySelectorAll('style[data-emotion^="css "]:empty').length,
    unselected: document.querySelectorAll('#root .B-root, #root .BB-root, #root .S-root, #root .Bx-root').length,
  }));
  expect(served).toEqual({ markers: 0, unselected: 0 });
  // Every element's box and look, before and after the apps take the page over, once no transition
  // runs (a lead form's submit button fades to its disabled look when the page loads).
  const looks = async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    return page.locator('#root').evaluate((root) =>
      Array.from(root.querySelectorAll('*'), (element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          element.tagName,
          ...['display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'margin', 'padding'].map(
            (property) => style.getPropertyValue(property),
          ),
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
        ].join(' ');
      }),
    );
  };
  const before = await looks();
  await startApps(page);
  expect(await looks()).toEqual(before);
  const duplicated = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[data-emotion-shared]');
    const sheetSelectors = Array.from(link?.sheet?.cssRules ?? []).map((rule) =>
      rule instanceof CSSStyleRule ? rule.selectorText : '',
    );
    const names = [...new Set(sheetSelectors.map((selector) => /^\.css-([\w-]+)/.exec(selector)?.[1] ?? ''))].filter(
      Boolean,
    );
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
