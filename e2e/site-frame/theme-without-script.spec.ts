/**
 * The colour scheme a visitor gets from the server's HTML. Without JavaScript no script sets the
 * `light`/`dark` class, and the page follows the system's preference (the theme's
 * `prefers-color-scheme` rule for a root without a class); with JavaScript the colour-scheme script
 * sets the class from the visitor's saved choice before the first paint, and the choice wins.
 */
import type { Page } from '@playwright/test';
import { openServed } from '../support/native';
import { startApps } from '../support/page';
import { expect, type Lang, test } from '../support/test';

/** The schemes' page background and text (shared-ui/src/theme.ts), as the browser computes them. */
const SCHEME = {
  light: { background: 'rgb(248, 250, 252)', text: 'rgb(15, 23, 42)', paper: 'rgb(255, 255, 255)' },
  dark: { background: 'rgb(11, 16, 32)', text: 'rgb(226, 232, 240)', paper: 'rgb(18, 26, 46)' },
} as const;
type Scheme = keyof typeof SCHEME;

const PAGES: [string, Lang][] = [
  ['/', 'en'],
  ['/', 'sv'],
];

/**
 * The page in `scheme`: its text, the browser's own parts (scroll bars, form controls), and its
 * surfaces (header, cards, footer) on the scheme's colours, none on the other scheme's. On screen the
 * page's background too (printed, MUI's baseline makes the body white, and every background is kept).
 */
async function expectScheme(page: Page, scheme: Scheme, { printed = false } = {}) {
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', printed ? 'rgb(255, 255, 255)' : SCHEME[scheme].background);
  await expect(body).toHaveCSS('color', SCHEME[scheme].text);
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
  const surfaces = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'), (element) => getComputedStyle(element).backgroundColor),
  );
  expect(surfaces).toContain(SCHEME[scheme].paper);
  const other = SCHEME[scheme === 'dark' ? 'light' : 'dark'];
  expect(surfaces).not.toContain(other.paper);
  expect(surfaces).not.toContain(other.background);
  // Printed, the page keeps its backgrounds (shared-ui/src/theme.ts): the white text of a contained
  // button or of the call-to-action band stays on its colour, not on white paper.
  if (printed) {
    const whiteText = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'), (element) => getComputedStyle(element))
        .filter((style) => style.color === 'rgb(255, 255, 255)')
        .map((style) => style.printColorAdjust),
    );
    expect(whiteText.length, 'the page has white text on a coloured surface').toBeGreaterThan(0);
    expect(new Set(whiteText)).toEqual(new Set(['exact']));
  }
  await expect(page.locator('html')).toHaveCSS('print-color-adjust', printed ? 'exact' : 'economy');
}

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`without JavaScript, on a ${scheme} system`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: scheme });

    for (const [path, lang] of PAGES) {
      test(`${lang} ${path} is in the ${scheme} scheme, with no theme toggle to press`, async ({ page }) => {
        await openServed(page, path, lang);
        // Nothing set a class: the scheme is the system's, from CSS alone.
        expect(await page.locator('html').getAttribute('class')).toBeNull();
        await expectScheme(page, scheme);
        // The toggle could not remember a choice without script: it is not shown.
        await expect(page.getByTestId('theme-toggle')).toBeHidden();
      });
    }
  });
}

test.describe('with JavaScript, a saved choice wins over the system', () => {
  for (const [saved, system] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test.describe(`${saved} saved, ${system} system`, () => {
      test.use({ colorScheme: system });

      for (const [path, lang] of PAGES) {
        test(`${lang} ${path} is ${saved} from the first paint and once the apps run`, async ({ page }) => {
          await openServed(page, path, lang);
          await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), saved);
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // The colour-scheme script set the class before the page painted; no app has run yet.
          await expect(page.locator('html')).toHaveClass(saved);
          await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
          await expectScheme(page, saved);
          await startApps(page);
          await expect(page.locator('html')).toHaveClass(saved);
          await expectScheme(page, saved);
        });
      }
    });
  }
});

test.describe('printed, a page is in the light scheme whatever the screen shows', () => {
  // Printing leaves backgrounds out: the dark scheme's light text would go on white paper, darkened
  // by Chrome only to a grey of about 3:1 (shared-ui/src/theme.ts).
  test.use({ colorScheme: 'dark' });

  for (const [path, lang] of PAGES) {
    test(`${lang} ${path} with Dark chosen, before and once the apps run`, async ({ page }) => {
      await openServed(page, path, lang);
      await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass('dark');
      await expectScheme(page, 'dark');
      await page.emulateMedia({ media: 'print' });
      await expectScheme(page, 'light', { printed: true });
      await startApps(page);
      await expectScheme(page, 'light', { printed: true });
      await page.emulateMedia({ media: 'screen' });
      await expectScheme(page, 'dark');
    });
  }

  test.describe('without JavaScript, on a dark system', () => {
    test.use({ javaScriptEnabled: false });

    test('en / and sv / print in the light scheme', async ({ page }) => {
      for (const [path, lang] of PAGES) {
        await openServed(page, path, lang);
        await page.emulateMedia({ media: 'print' });
        await expectScheme(page, 'light', { printed: true });
        await page.emulateMedia({ media: 'screen' });
        await expectScheme(page, 'dark');
      }
    });
  });
});
