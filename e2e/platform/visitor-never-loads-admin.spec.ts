import { expect, test } from '../support/csp';
import { startApps } from '../support/page';
import { ADMIN_ORIGIN, SITE_ORIGIN } from '../support/ports';
import { PUBLIC_ROUTES } from '../support/routes';

test('a visitor on every public route downloads nothing from the admin remote; /auth loads it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).not.toBeEmpty();
    // The first interaction loads the apps (the site remote among them), never the admin remote.
    await startApps(page);
    await page.waitForLoadState('networkidle');
  }
  // Client-side navigation too: the header links.
  await page.goto('/');
  await startApps(page);
  await page
    .getByRole('navigation', { name: /main navigation/i })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.waitForLoadState('networkidle');

  expect(requests.some((url) => url.startsWith(SITE_ORIGIN))).toBe(true);
  expect(requests.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);

  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  expect(requests.some((url) => url.startsWith(`${ADMIN_ORIGIN}/remoteEntry.js`))).toBe(true);
});
