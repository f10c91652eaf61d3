/**
 * Preview links: staff make a link to a draft post in its editor; a signed-out browser opens it and
 * sees the draft as visitors will, under the preview banner, in English and Swedish, never cached
 * (`private, no-store`) or indexed (`noindex` header and meta); revoked, the link answers 404; an
 * expired link answers 404 too. The editor's section and the preview page are axe clean. A writer
 * revokes the links they made; a colleague's link shows who made it, with no Revoke button.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y';
import {
  blogBody,
  createAccount,
  createStored,
  deleteAccount,
  openBlogEditor,
  removedAfterEachTest,
  SEED_USERS,
  setPreviewLinkExpiry,
  signInAsAdmin,
  signInWith,
  toast,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test, watchCspViolations } from '../support/csp';
import { main, startApps } from '../support/page';

const created = removedAfterEachTest('blogs');
const writers: string[] = [];

test.afterEach(async () => {
  await Promise.all(writers.splice(0).map((email) => deleteAccount(email)));
});

const previewSection = (page: Page) => main(page).getByTestId('preview-links');

/** Makes a link in the open editor and answers its English and Swedish addresses. */
async function createLink(page: Page): Promise<{ en: string; sv: string; token: string }> {
  const section = previewSection(page);
  const before = await section.getByTestId('preview-link').count();
  await section.getByRole('button', { name: 'Create preview link' }).click();
  await expect(toast(page, 'Preview link created')).toBeVisible();
  await expect(section.getByTestId('preview-link')).toHaveCount(before + 1);
  // The newest link works longest: it is listed first.
  const en = await section.getByTestId('preview-url-en').first().inputValue();
  const sv = await section.getByTestId('preview-url-sv').first().inputValue();
  const token = en.split('/').pop() ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(new URL(sv).pathname).toBe(`/sv/preview/${token}`);
  return { en, sv, token };
}

/** Opens `url` in a new signed-out browser context and answers the page and the response's headers. */
async function openSignedOut(browser: Browser, url: string) {
  const context = await browser.newContext();
  const violations = watchCspViolations(context);
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, response, violations };
}

test('a preview link shows the saved draft to a signed-out browser in both languages until revoked', async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Preview');
  created.push(title);
  await createStored('blogs', blogBody(title, { title_sv: `${title} (sv)`, content: 'The draft body.' }));
  await signInAsAdmin(page);
  await openBlogEditor(page, title);
  await expect(previewSection(page).getByText('No working preview links.')).toBeVisible();
  const link = await createLink(page);
  await expectNoSeriousViolations(page, 'the editor with a preview link');

  const visitor = await openSignedOut(browser, link.en);
  expect(visitor.response?.status()).toBe(200);
  expect(visitor.response?.headers()['cache-control']).toBe('private, no-store');
  expect(visitor.response?.headers()['x-robots-tag']).toBe('noindex');
  // The address carries the link's secret token: no request from the page names it as its referrer.
  expect(visitor.response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.page.getByTestId('preview-banner')).toContainText('Preview — not published');
  await expect(visitor.page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(visitor.page.getByText('The draft body.')).toBeVisible();
  await expectNoSeriousViolations(visitor.page, 'the preview page');

  const swedish = await visitor.page.goto(link.sv);
  expect(swedish?.status()).toBe(200);
  expect(swedish?.headers()['cache-control']).toBe('private, no-store');
  expect(swedish?.headers()['x-robots-tag']).toBe('noindex');
  expect(swedish?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(visitor.page.getByTestId('preview-banner')).toContainText('Förhandsvisning — inte publicerad');
  await expect(visitor.page.getByRole('heading', { level: 1, name: `${title} (sv)` })).toBeVisible();
  // Once the apps take the page over, it shows the same: the item came with the page (the browser cannot read it).
  const pageErrors: string[] = [];
  visitor.page.on('pageerror', (error) => pageErrors.push(error.message));
  await startApps(visitor.page);
  await expect(visitor.page.getByTestId('preview-banner')).toContainText('Förhandsvisning — inte publicerad');
  await expect(visitor.page.getByRole('heading', { level: 1, name: `${title} (sv)` })).toBeVisible();
  expect(pageErrors).toEqual([]);
  // The draft's own address is still not public.
  const slug = blogBody(title).slug as string;
  expect((await visitor.page.request.get(`/blog/${slug}`)).status()).toBe(404);

  // Revoked in the editor (by keyboard, after the dialog that asks): the link stops working at once.
  const revoke = previewSection(page).getByRole('button', { name: 'Revoke link 1' });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const asked = page.getByRole('dialog', { name: 'Revoke link 1?' });
  await expect(asked).toContainText('can no longer open it');
  await expect(asked.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Preview link revoked')).toBeVisible();
  await expect(previewSection(page).getByText('No working preview links.')).toBeVisible();
  for (const url of [link.en, link.sv]) {
    const gone = await visitor.page.goto(url);
    expect(gone?.status(), url).toBe(404);
    expect(gone?.headers()['cache-control']).toBe('private, no-store');
    expect(gone?.headers()['x-robots-tag']).toBe('noindex');
    expect(gone?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(visitor.page.getByText(title)).toHaveCount(0);
  }
  expect(visitor.violations).toEqual([]);
  await visitor.context.close();
});

test('every other spelling of a link moves to the link, token and all, kept by no cache and naming no referrer', async ({
  page,
}) => {
  const token = 'a'.repeat(43);
  for (const [path, to] of [
    [`/Preview/${token}`, `/preview/${token}`],
    [`/PREVIEW/${token}`, `/preview/${token}`],
    [`/sv/Preview/${token}`, `/sv/preview/${token}`],
    [`/SV/preview/${token}`, `/sv/preview/${token}`],
    [`/preview/${token}/`, `/preview/${token}`],
    [`/preview/${token}.html`, `/preview/${token}`],
    [`/Preview/${token}.HTML`, `/preview/${token}`],
    // Percent-encoded, which the router decodes: Hosting's rule for the addresses names these too.
    [`/Pr%65view/${token}`, `/preview/${token}`],
    [`/sv/%70review/${token}`, `/sv/preview/${token}`],
    [`/preview%2F${token}`, `/preview/${token}`],
  ] as const) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    expect(new URL(answer.headers().location ?? '', 'http://localhost').pathname, path).toBe(to);
    expect(answer.headers(), path).toMatchObject({
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    });
  }
});

test('an expired preview link answers 404, not cached and not indexed', async ({ page, browser }) => {
  const title = uniqueTitle('Expired preview');
  created.push(title);
  await createStored('blogs', blogBody(title));
  await signInAsAdmin(page);
  await openBlogEditor(page, title);
  const link = await createLink(page);
  await setPreviewLinkExpiry(link.token, new Date(Date.now() - 60_000));

  const visitor = await openSignedOut(browser, link.en);
  expect(visitor.response?.status()).toBe(404);
  expect(visitor.response?.headers()['cache-control']).toBe('private, no-store');
  expect(visitor.response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(visitor.page.getByText(title)).toHaveCount(0);
  expect(visitor.violations).toEqual([]);
  await visitor.context.close();

  // The editor no longer lists it.
  await page.reload();
  await expect(previewSection(page).getByText('No working preview links.')).toBeVisible();
});

test("a writer revokes the preview links they made; an admin's shows who made it, with no Revoke button", async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Writer preview');
  created.push(title);
  await createStored('blogs', blogBody(title));
  await signInAsAdmin(page);
  await openBlogEditor(page, title);
  const admins = await createLink(page);

  const email = `writer-${uniqueTag()}@example.com`;
  const password = 'writer-password-1';
  writers.push(email);
  await createAccount(email, password, 'writer');
  const context = await browser.newContext();
  const writerPage = await context.newPage();
  await signInWith(writerPage, { email, password });
  await openBlogEditor(writerPage, title);
  const section = previewSection(writerPage);
  await expect(section.getByTestId('preview-link')).toHaveCount(1);
  await expect(section.getByTestId('preview-link')).toContainText(
    `Made by ${SEED_USERS.admin.email}: only they or an admin can revoke it.`,
  );
  await expect(section.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  // Their own link (the newest, listed first) has its Revoke button, and it works.
  const own = await createLink(writerPage);
  await expect(section.getByRole('button', { name: /^Revoke/ })).toHaveCount(1);
  await expectNoSeriousViolations(writerPage, "the editor's preview links as a writer", {
    include: '[data-testid="preview-links"]',
  });
  await section.getByRole('button', { name: 'Revoke link 1' }).click();
  await writerPage.getByRole('dialog', { name: 'Revoke link 1?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(writerPage, 'Preview link revoked')).toBeVisible();
  await expect(section.getByTestId('preview-link')).toHaveCount(1);
  await expect(section.getByTestId('preview-url-en')).toHaveValue(admins.en);
  expect((await writerPage.request.get(new URL(own.en).pathname)).status()).toBe(404);
  expect((await writerPage.request.get(new URL(admins.en).pathname)).status()).toBe(200);
  await context.close();
});
