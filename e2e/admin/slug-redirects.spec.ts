/**
 * Addresses that never break: renaming a published post's slug in the console leaves its old
 * address answering a permanent redirect (301) to the new one, in both languages, from the server
 * (fetched with `redirect: 'manual'`, no JavaScript); two renames end in one hop; the sitemap lists
 * only the current address. A link to an old address followed inside the running apps lands on the
 * post too, read from the site's post API (its own 301), with no request to Firestore; both roads keep
 * the address's query (and the browser its fragment).
 */
import type { Page } from '@playwright/test';
import {
  createStored,
  englishOnlyPost,
  openBlogEditor,
  removedAfterEachTest,
  signInAsAdmin,
  storeBlogRedirect,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { recordRequests } from '../support/network';
import { h1, main, open, pathOf } from '../support/page';
import { LANGS, withLang } from '../support/test';

const created = removedAfterEachTest('blogs');
/** A fragment a link to a post may end in. */
const ANCHOR = 'results';

async function renameSlug(page: Page, title: string, slug: string) {
  await openBlogEditor(page, title);
  const field = main(page).getByRole('textbox', { name: 'Slug', exact: true });
  const before = await field.inputValue();
  await expect(field).toHaveAccessibleDescription('Leave empty to make it from the title.');
  await field.fill(slug);
  // Renaming the published post: the hint says its old address keeps leading to it.
  await expect(field).toHaveAccessibleDescription(
    `Leave empty to make it from the title. Its old address /blog/${before} will keep leading to this post: a redirect is kept.`,
  );
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  await expect(main(page).getByRole('link', { name: `Edit ${title}` })).toBeFocused();
}

/** The server's answer to `path`, its redirect not followed. */
async function answer(baseURL: string, path: string) {
  const response = await fetch(new URL(path, baseURL), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

test("a renamed post's old addresses answer 301 to the current one in both languages, in one hop", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const title = uniqueTitle('Renamed');
  created.push(title);
  const first = englishOnlyPost(title).slug as string;
  const second = `${first}-second`;
  const third = `${first}-third`;
  await createStored('blogs', englishOnlyPost(title));
  await signInAsAdmin(page);

  await renameSlug(page, title, second);
  expect(await answer(base, `/blog/${first}`)).toMatchObject({ status: 301, location: `/blog/${second}` });
  expect(await answer(base, `/sv/blog/${first}`)).toMatchObject({ status: 301, location: `/sv/blog/${second}` });
  // The query goes along (a campaign's utm_ parameters), as it does inside the running apps (below).
  expect(await answer(base, `/sv/blog/${first}?utm_source=news&utm_medium=email`)).toMatchObject({
    status: 301,
    location: `/sv/blog/${second}?utm_source=news&utm_medium=email`,
  });

  await renameSlug(page, title, third);
  for (const old of [first, second]) {
    expect(await answer(base, `/blog/${old}`)).toMatchObject({ status: 301, location: `/blog/${third}` });
    expect(await answer(base, `/sv/blog/${old}`)).toMatchObject({ status: 301, location: `/sv/blog/${third}` });
  }
  expect((await answer(base, `/blog/${third}`)).status).toBe(200);

  const sitemap = (await answer(base, '/sitemap.xml')).body;
  expect(sitemap).toContain(`/blog/${third}</loc>`);
  expect(sitemap).not.toContain(`/blog/${first}</loc>`);
  expect(sitemap).not.toContain(`/blog/${second}</loc>`);

  // In the browser too, the old address lands on the post.
  await page.goto(`/sv/blog/${first}`);
  await expect(page).toHaveURL(new RegExp(`/sv/blog/${third}$`));
});

for (const lang of LANGS) {
  test(`a link to a renamed post's old address, followed inside the running apps, lands on the post with no request to Firestore (${lang})`, async ({
    page,
  }) => {
    const title = uniqueTitle('Renamed in app');
    const linking = uniqueTitle('Linking');
    created.push(title, linking);
    const current = englishOnlyPost(title).slug as string;
    const old = `${current}-old`;
    const id = await createStored('blogs', englishOnlyPost(title));
    await storeBlogRedirect(old, id);
    // Another post whose text links to the old address (the markdown's internal links move inside the apps).
    const linkingSlug = englishOnlyPost(linking).slug as string;
    await createStored(
      'blogs',
      englishOnlyPost(linking, { content: `Read [the renamed post](/blog/${old}?utm_source=news#${ANCHOR}).` }),
    );

    await open(page, `/blog/${linkingSlug}`, lang);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const requests = recordRequests(page);
    const postReads: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (/\/api\/blog\/[^/?]+/.test(response.url()))
        postReads.push({ url: response.url(), status: response.status() });
    });
    await main(page).getByRole('link', { name: 'the renamed post' }).click();
    await expect(h1(page)).toHaveText(title);
    await expect.poll(() => pathOf(page)).toBe(withLang(`/blog/${current}`, lang));
    // With the query and fragment the link had, as the server's 301 and the browser keep them.
    expect(new URL(page.url())).toMatchObject({ search: '?utm_source=news', hash: `#${ANCHOR}` });
    expect(await page.evaluate(() => 'sameDocument' in window), 'followed inside the apps').toBe(true);
    // The post API moved the old slug to the post (301), which the browser followed; nothing from Firestore.
    expect(postReads.map(({ url, status }) => [new URL(url).pathname, status])).toEqual([
      [`/api/blog/${old}`, 301],
      [`/api/blog/${current}`, 200],
    ]);
    expect(requests.firestore().map((request) => request.url())).toEqual([]);
  });
}
