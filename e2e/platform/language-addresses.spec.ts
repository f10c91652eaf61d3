/**
 * Every address names its language: English at the path, Swedish under /sv/. The former `?lang=`
 * addresses move there for good; a Swedish browser or stored choice reaches the Swedish page in one
 * step, before any app runs; a page's links stay in its language.
 */
import { SHELL_URL } from '../support/ports';
import { expect, test } from '../support/test';

test('the former ?lang= addresses and a bare /sv answer a permanent redirect to their own address', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/blog?lang=sv&q=ai', '/sv/blog?q=ai'],
    ['/?lang=sv', '/sv/'],
    ['/sv/contact?lang=en', '/contact'],
    ['/sv', '/sv/'],
  ] as const) {
    const response = await request.get(`${SHELL_URL}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
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
