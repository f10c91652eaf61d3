/**
 * The CDN after a change: pages are cacheable for 6 hours, and publishing a post from the console
 * clears the shell site's CDN, by releasing its live version again through the Hosting REST API; the
 * post's address answered no CDN-kept 404 before, so it shows at once.
 * Locally that API is the stand-in the stack starts (scripts/local-stack/hosting-api-standin.mjs),
 * which records each release; there is no CDN, so the page itself changes at once.
 */
import { blogBody, createStored, removedAfterEachTest, signInAsAdmin, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const STAND_IN = 'http://127.0.0.1:3960';
const created = removedAfterEachTest('blogs');

/** The releases a change of `path` made (the message names the change that queued the clearing). */
async function releasesFor(path: string): Promise<number> {
  const response = await fetch(`${STAND_IN}/releases`);
  const { releases } = (await response.json()) as { releases: { message: string }[] };
  return releases.filter((release) => release.message.endsWith(`(first change: ${path})`)).length;
}

test('pages may stay in the CDN for hours; a post published from the console clears it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const blog = await request.get('/blog');
  expect(blog.headers()['cache-control']).toBe('public, max-age=0, s-maxage=21600');

  const title = uniqueTitle('Clears the CDN');
  created.push(title);
  const slug = `cdn-${Date.now().toString(36)}`;
  const id = await createStored('blogs', blogBody(title, { slug, is_published: false }));
  // Not published yet: a 404 no CDN keeps (page and post API, each language), so the post answers the
  // moment it is published, before the clearing below.
  for (const address of [
    `/blog/${slug}`,
    `/sv/blog/${slug}`,
    `/api/blog/${slug}?lang=en`,
    `/api/blog/${slug}?lang=sv`,
  ]) {
    const missing = await request.get(address);
    expect(missing.status(), address).toBe(404);
    expect(missing.headers()['cache-control'], address).toBe('no-store');
  }

  await signInAsAdmin(page);
  await page.goto(`/admin/blog/${id}/edit`);
  await expect(main(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await main(page).getByRole('checkbox', { name: 'Published' }).check();
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();

  // Other specs' changes clear it too: this one waits for the release its own change made.
  await expect.poll(() => releasesFor(`blogs/${id}`), { timeout: 45_000 }).toBeGreaterThan(0);
  const post = await request.get(`/blog/${slug}`);
  expect(post.status()).toBe(200);
  expect(await post.text()).toContain(title);
});
