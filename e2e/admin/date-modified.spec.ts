/**
 * When a post's content last changed: an edit saved in the console dates the served page's
 * Article `dateModified` and `article:modified_time` by the server's time of the save (they were
 * the published date before), and the editor says when it was ("Last changed …").
 */
import type { APIRequestContext } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { createStored, englishOnlyPost, removedAfterEachTest, signInAsAdmin, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { headMetaOf, jsonLdOfType, single } from '../support/meta';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

/** The served page's Article dates and article tags (fetched without a browser, as a crawler reads it). */
async function articleDates(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const meta = headMetaOf(parseHTML(await response.text()).document);
  const [article] = jsonLdOfType(meta, 'Article');
  return {
    datePublished: article?.datePublished as string,
    dateModified: article?.dateModified as string,
    publishedTime: single(meta.properties['article:published_time'], 'article:published_time'),
    modifiedTime: single(meta.properties['article:modified_time'], 'article:modified_time'),
  };
}

test.describe('when content last changed', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("an edit dates the served page's dateModified by the save, apart from datePublished; the editor says when", async ({
    page,
    request,
  }) => {
    const title = uniqueTitle('Modified');
    created.push(title);
    const post = englishOnlyPost(title);
    const id = await createStored('blogs', post);
    const path = `/blog/${post.slug}`;

    // Stored without a change time (as before it was kept): modified is the published date.
    const before = await articleDates(request, path);
    expect(before.dateModified).toBe(before.datePublished);
    expect(before.modifiedTime).toBe(before.publishedTime);

    await page.goto(`/admin/blog/${id}/edit`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
    await expect(main(page).getByText(/^Last changed/)).toHaveCount(0);
    await main(page)
      .getByRole('textbox', { name: /^Excerpt/ })
      .fill('An excerpt edited after publication.');
    const savedFrom = Date.now();
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Blog updated successfully')).toBeVisible();

    const after = await articleDates(request, path);
    expect(after.datePublished).toBe(before.datePublished);
    expect(after.dateModified).not.toBe(after.datePublished);
    expect(after.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The server's time of the save (the emulators run on this machine's clock).
    const modified = Date.parse(after.dateModified);
    expect(modified).toBeGreaterThan(savedFrom - 60_000);
    expect(modified).toBeLessThan(Date.now() + 60_000);
    expect(after.modifiedTime).toBe(after.dateModified);

    // The editor says when, in Stockholm time.
    await page.goto(`/admin/blog/${id}/edit`);
    await expect(main(page).getByText(/^Last changed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  });
});
