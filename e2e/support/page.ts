/** Finding things on a site page and moving between pages, as a visitor does. */
import type { Locator, Page } from '@playwright/test';
import { expect, type Lang, withLang } from './test';

export const main = (page: Page) => page.getByRole('main');
export const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

/** Waits until the routed page has rendered its heading and no spinner is left in <main>. */
export async function pageReady(page: Page): Promise<void> {
  await expect(h1(page)).toBeVisible();
  await expect(main(page).getByRole('progressbar')).toHaveCount(0);
  await startApps(page);
}

/**
 * A server-rendered page works without the apps (shell/src/boot.ts); they start when a visitor
 * focuses a form that uses them, or on the `app:start` event, which this sends, and this waits
 * until they run. The specs of e2e/first-tap/first-tap.spec.ts and no-script.spec.ts look at
 * the page without them.
 */
export async function startApps(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('app:start')));
  await appsRunning(page);
}

/**
 * Waits until the apps run (started by the visitor focusing a field of a lead form or the blog
 * search): from then on a lead form is sent by the app (toasts, progress, field cleared), before
 * that by the browser as a plain post.
 */
export async function appsRunning(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
}

/** Opens `path` in `lang` and waits for the page; checks that the document speaks that language. */
export async function open(page: Page, path: string, lang: Lang = 'en'): Promise<void> {
  await page.goto(withLang(path, lang));
  await pageReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Moves to `path` (a page's address without language) inside the running app, as an in-app link
 * does (no page load), in the language the page shows (Swedish under /sv), and waits for the new
 * page: for sweeps that visit every route. The router keeps the old page on screen until the new
 * one is ready, so this waits for the new page's title before the usual checks.
 */
/**
 * Opens `address` again until `shown` holds (each check waits a second): for a list a trigger
 * updates a moment after the test's own write (its index), as the CDN's clearing does for a visitor.
 */
export async function openUntil(page: Page, address: string, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(address);
    await shown();
  }).toPass({ timeout: 30_000 });
}

export async function navigateInApp(page: Page, path: string): Promise<void> {
  const lang = (await page.locator('html').getAttribute('lang')) === 'sv' ? 'sv' : 'en';
  const address = withLang(path, lang);
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect.poll(() => page.title(), { message: `the page title changes for ${address}` }).not.toBe(before);
  expect(new URL(page.url()).pathname).toBe(address);
  await pageReady(page);
}

/**
 * Opens `path` the way an in-app link does, from another page (/about) with the apps running, so
 * the page reads its data in the browser (a page opened directly gets it with the server's HTML):
 * for the specs that hold, fail or rewrite those reads. Does not wait for the page to be ready.
 */
export async function openInApp(page: Page, path: string, lang: Lang = 'en'): Promise<void> {
  await open(page, '/about', lang);
  await page.evaluate(
    (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    withLang(path, lang),
  );
}

/** A `<section>` of <main> named by its heading. */
export function section(page: Page, name: string | RegExp): Locator {
  return main(page).getByRole('region', { name, exact: typeof name === 'string' });
}

/** The path of the page's current address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname;
}

/** The href of a link as the browser resolves it, reduced to the path for same-origin links. */
export async function linkTarget(link: Locator): Promise<string> {
  const href = await link.evaluate((el) => (el as HTMLAnchorElement).href);
  const url = new URL(href);
  return url.origin === new URL(link.page().url()).origin ? url.pathname : href;
}

/** Lets the browser paint the current scroll position (scroll events are asynchronous). */
export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))));
}
