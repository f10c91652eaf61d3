/**
 * The icon sprite (shared-ui/src/iconSprite.tsx, written by the shell's build): a server-rendered
 * page's icons are <use>s of the symbols of one content-hashed, immutable file of the shell's site,
 * which has every symbol they name, and they are drawn from it before any app runs, as they are
 * once the apps have taken the page over.
 */
import type { Page } from '@playwright/test';
import { openServed } from '../support/native';
import { startApps } from '../support/page';
import { expect, type Lang, test } from '../support/test';

const SPRITE = /^\/static\/icons\/[0-9a-f]{8}\.svg$/;

/** The address of each icon's symbol on the page, as written in its <use>. */
function iconReferences(page: Page): Promise<string[]> {
  return page.locator('svg > use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
}

/** The drawn width of the header's first icon (the logo's), 0 while its symbol is not there. */
function logoIconWidth(page: Page): Promise<number> {
  return page
    .getByRole('banner')
    .locator('svg > use')
    .first()
    .evaluate((use) => (use as SVGGraphicsElement).getBBox().width);
}

for (const [path, lang] of [
  ['/', 'en'],
  ['/blog', 'sv'],
] as [string, Lang][]) {
  test(`the icons of ${path} (${lang}) are drawn from the shell's sprite, which has each of them`, async ({ page }) => {
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Hydration:')) hydration.push(message.text());
    });
    await openServed(page, path, lang);
    const references = await iconReferences(page);
    expect(references.length).toBeGreaterThan(10);
    const files = [...new Set(references.map((reference) => reference.split('#')[0]))];
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(SPRITE);
    // No icon carries its path data in the page.
    expect(await page.locator('svg > path').count()).toBe(0);

    const response = await page.request.get(new URL(files[0] ?? '', page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const sprite = await response.text();
    for (const reference of references) expect(sprite).toContain(`<symbol id="${reference.split('#')[1]}" `);

    await expect.poll(() => logoIconWidth(page)).toBeGreaterThan(0);
    // The apps take the icons over as they are (hydration meets the same <use>s).
    await startApps(page);
    expect(await iconReferences(page)).toEqual(references);
    expect(hydration).toEqual([]);
  });
}
