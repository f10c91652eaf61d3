import { expect, test } from '../support/csp';
import { ADMIN_ORIGIN } from '../support/ports';

// Only /auth, /admin/blog, /admin/case-studies (and what lies below those two), /admin/leads and /admin/audit are the
// admin console's addresses; any other path, /admin included, is an unknown page of the site.
for (const path of ['/admin', '/admin/xyz']) {
  test(`${path} shows the 404 page and downloads nothing from the admin remote`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('main')).toContainText("The page you're looking for doesn't exist or has been moved.");
    expect(new URL(page.url()).pathname).toBe(path);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.startsWith(ADMIN_ORIGIN))).toEqual([]);
  });
}

for (const path of ['/admin/blog', '/admin/case-studies', '/admin/leads', '/admin/audit']) {
  test(`${path} keeps its guard: without a session the admin remote sends the visitor to /auth`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
    expect(requests.some((url) => url.startsWith(`${ADMIN_ORIGIN}/remoteEntry.js`))).toBe(true);
  });
}
