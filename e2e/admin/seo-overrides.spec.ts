/**
 * Per-post SEO overrides: set in the editor, with the search-result preview of each language,
 * they are the served page's `<title>`, meta description and `og:` title and description in
 * their own language only; unset, the page has its usual head again.
 */
import type { APIRequestContext } from '@playwright/test';
import { createStored, englishOnlyPost, removedAfterEachTest, signInAsAdmin, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';
import { appConfig } from '../support/test';

const created = removedAfterEachTest('blogs');

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The served HTML's head values (fetched without a browser, as a crawler reads it). */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const value = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const meta = (key: string) => value(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return {
    title: value(/<title[^>]*>([^<]*)<\/title>/),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
  };
}

test.describe('SEO overrides', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('set in the editor they head the page in their language only; cleared, the usual head returns', async ({
    page,
    request,
  }) => {
    const title = uniqueTitle('Seo');
    created.push(title);
    const id = await createStored('blogs', englishOnlyPost(title));
    const post = englishOnlyPost(title);
    const brand = (await appConfig()).brand.name;
    const usual = { en: `${title} | ${brand} Blog`, sv: `${title} | ${brand} Blogg` };
    const path = `/blog/${post.slug}`;

    await page.goto(`/admin/blog/${id}/edit`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
    const section = main(page).getByRole('region', { name: 'Search result and sharing' });
    const preview = section.getByRole('figure', { name: 'Search result preview (English)' });
    // Before any override the preview shows the page's usual title and excerpt.
    await expect(preview).toContainText(usual.en);
    await expect(preview).toContainText(post.excerpt);

    await section.getByRole('textbox', { name: 'SEO title', exact: true }).fill('Custom English search title');
    await section.getByRole('textbox', { name: 'SEO description', exact: true }).fill('Custom English description.');
    await expect(preview).toContainText('Custom English search title');
    await expect(preview).toContainText('Custom English description.');
    await expect(preview).not.toContainText(usual.en);

    // The Swedish side has its own override, still empty: its preview keeps the usual Swedish head.
    await main(page).getByRole('button', { name: 'Swedish', exact: true }).click();
    const swedishSection = main(page).getByRole('region', { name: 'Search result and sharing' });
    const swedishPreview = swedishSection.getByRole('figure', { name: 'Search result preview (Swedish)' });
    await expect(swedishPreview).toContainText(usual.sv);
    await expect(swedishPreview).toContainText('/sv/blog/');
    await swedishSection.getByRole('textbox', { name: 'SEO title (Swedish)', exact: true }).fill('Svensk söktitel');
    await expect(swedishPreview).toContainText('Svensk söktitel');
    await swedishSection.getByRole('textbox', { name: 'SEO title (Swedish)', exact: true }).fill('');
    await expect(swedishPreview).toContainText(usual.sv);

    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Blog updated successfully')).toBeVisible();

    const english = await head(request, path);
    expect(english).toEqual({
      title: 'Custom English search title',
      description: 'Custom English description.',
      ogTitle: 'Custom English search title',
      ogDescription: 'Custom English description.',
    });
    const swedish = await head(request, `/sv${path}`);
    expect(swedish).toEqual({
      title: usual.sv,
      description: post.excerpt,
      ogTitle: usual.sv,
      ogDescription: post.excerpt,
    });

    // A Swedish override heads the Swedish page; clearing the English one gives English its usual head.
    await page.goto(`/admin/blog/${id}/edit`);
    await main(page).getByRole('button', { name: 'Swedish', exact: true }).click();
    await main(page).getByRole('textbox', { name: 'SEO title (Swedish)', exact: true }).fill('Svensk söktitel');
    await main(page).getByRole('button', { name: 'English', exact: true }).click();
    await main(page).getByRole('textbox', { name: 'SEO title', exact: true }).fill('');
    await main(page).getByRole('textbox', { name: 'SEO description', exact: true }).fill('');
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Blog updated successfully')).toBeVisible();

    expect(await head(request, path)).toEqual({
      title: usual.en,
      description: post.excerpt,
      ogTitle: usual.en,
      ogDescription: post.excerpt,
    });
    expect(await head(request, `/sv${path}`)).toMatchObject({ title: 'Svensk söktitel', ogTitle: 'Svensk söktitel' });
  });
});
