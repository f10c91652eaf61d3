import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { startApps } from '../support/page';
import { SHELL_URL } from '../support/ports';

// MUI and React Router are shared through the design system's and platform's re-export modules.
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'zustand',
  '@app/platform',
  '@app/platform/router',
  '@app/shared-ui',
  '@app/shared-ui/mui',
];

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** The shared libraries loaded on the page, by name, with who provides and who uses each copy. */
async function loadedShares(page: Page): Promise<Record<string, ShareEntry[]>> {
  return page.evaluate((names) => {
    type Versions = Record<string, { from: string; loaded?: boolean; useIn?: string[] }>;
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, ShareEntry[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            if (!entry.loaded) continue;
            result[name] = [
              ...(result[name] ?? []),
              { version, from: entry.from, loaded: true, useIn: entry.useIn ?? [] },
            ];
          }
        }
      }
    }
    return result;
  }, SINGLETONS);
}

test('the shell and the remotes run on one copy of each shared library', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await startApps(page);
  const scope = await loadedShares(page);

  for (const name of SINGLETONS) {
    const loaded = scope[name] ?? [];
    expect(loaded, `${name} is loaded once`).toHaveLength(1);
    expect(loaded[0]?.from, `${name} comes from the shell`).toBe('shell');
  }
  // The remote really consumed the shell's copies rather than bundling its own.
  expect(scope.react?.[0]?.useIn).toContain('site');
  expect(scope['@app/platform/router']?.[0]?.useIn).toContain('site');
  expect(scope['@app/shared-ui/mui']?.[0]?.useIn).toContain('site');
  // The site's pages reach react-i18next through @app/platform (useStrings); the admin console
  // imports it itself, so that is where a second, bundled copy would show.
  expect(scope['@app/platform']?.[0]?.useIn).toContain('site');

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  const adminScope = await loadedShares(page);
  for (const name of ['react', 'react-i18next', '@app/shared-ui/mui', '@app/platform/router']) {
    const loaded = adminScope[name] ?? [];
    expect(loaded, `${name} is loaded once`).toHaveLength(1);
    expect(loaded[0]?.from, `${name} comes from the shell`).toBe('shell');
    expect(loaded[0]?.useIn, `the admin remote uses the shell's ${name}`).toContain('admin');
  }
});

test("the shell's language, theme and router reach the site remote", async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Page Not Found');

  // Language: the shell's toggle changes the remote's text.
  await page.getByTestId('language-toggle').first().click();
  await expect(heading).not.toHaveText('Page Not Found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  // The language link is a page load: the apps of the Swedish page run for the router check below.
  await startApps(page);

  // Theme: the shell's colour-scheme choice styles the remote's components.
  const lightColour = await heading.evaluate((el) => getComputedStyle(el).color);
  await page.getByTestId('theme-toggle').click();
  await page.getByRole('button', { name: /mörkt|dark/i }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightColour);

  // Router: a link rendered by the remote navigates inside the shell's router (no reload).
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(`${SHELL_URL}/sv/`);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
