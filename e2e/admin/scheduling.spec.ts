/**
 * Scheduled publishing (issue 17 point 4), end to end: a post scheduled in the editor for the next
 * minute (Stockholm time) is absent from its page, /blog, the sitemap and the feed; once the time
 * has passed and the scheduled publishing has run (publishScheduledContentNow: the Functions
 * emulator runs no scheduler) it is on all four. An unpublish time takes it off the pages at that
 * moment, before the function has run; the run then stores it unpublished.
 *
 * The time coming is not waited for: the editor's times are to the minute, so the one it stores is
 * 15 to 75 s away (the test waited 35 s on average). Once the editor's part is checked (the instant
 * stored is the minute chosen, the list says so, the post is on none of the four), the test moves
 * the stored publish_at to a moment ago, as the unpublish half below writes its time. It is the same
 * check: what publishes is the stored publish_at against the clock, whoever wrote it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDateTime, toStockholmDateTime } from '../../domain/src/dates';
import { blogPostPath } from '../../domain/src/routes';
import {
  callAsAdmin,
  changeStored,
  readStored,
  removedAfterEachTest,
  signInAsAdmin,
  storedByTitle,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

interface Public {
  page: number;
  blogList: boolean;
  sitemap: boolean;
  feed: boolean;
}

/** What a visitor (and a crawler, and a feed reader) gets of the post, from the served HTML and XML. */
async function publicView(request: APIRequestContext, slug: string, title: string): Promise<Public> {
  const text = async (path: string) => (await request.get(path)).text();
  return {
    page: (await request.get(blogPostPath(slug), { maxRedirects: 0 })).status(),
    blogList: (await text('/blog')).includes(title),
    sitemap: (await text('/sitemap.xml')).includes(`${blogPostPath(slug)}</loc>`),
    feed: (await text('/rss.xml')).includes(title),
  };
}

const ABSENT: Public = { page: 404, blogList: false, sitemap: false, feed: false };
const PRESENT: Public = { page: 200, blogList: true, sitemap: true, feed: true };

/** The next whole minute at least 15 seconds away (the editor's times are to the minute). */
function nextMinute(): Date {
  const minute = 60_000;
  const next = Math.ceil((Date.now() + 15_000) / minute) * minute;
  return new Date(next);
}

/** Signed in as an admin, a new post's editor with every required field filled in. */
async function newPostFilledIn(page: Page, title: string): Promise<void> {
  await signInAsAdmin(page);
  await main(page).getByRole('link', { name: 'New Blog' }).click();
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await main(page).getByRole('textbox', { name: 'Excerpt', exact: true }).fill(`What ${title} is about`);
  await main(page).getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type(`Opening paragraph of ${title}.`);
  await main(page).getByRole('combobox', { name: 'Category', exact: true }).fill('E2E Strategy');
  await main(page).getByRole('textbox', { name: 'Author', exact: true }).fill('E2E Author');
}

test('a post scheduled for the next minute shows on its page, /blog, the sitemap and the feed from then on, never before', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Scheduled');
  created.push(title);
  await newPostFilledIn(page, title);

  const publishAt = nextMinute();
  await main(page).getByLabel('Publish at (Stockholm time)', { exact: true }).fill(toStockholmDateTime(publishAt));
  const when = formatDateTime(publishAt);
  const box = main(page).getByRole('checkbox', { name: `Scheduled: goes live ${when}` });
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();

  const row = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(`Scheduled for ${when}`)).toBeVisible();
  await expect(row.getByRole('link', { name: /^View / })).toHaveCount(0);
  const [stored] = await storedByTitle('blogs', title);
  if (!stored) throw new Error('The scheduled post was not stored');
  expect(stored.data.is_published).toBe(false);
  expect(stored.data.publish_at?.toDate()).toEqual(publishAt);
  const slug = String(stored.data.slug);

  expect(await publicView(request, slug, title)).toEqual(ABSENT);

  // The time comes (moved to a moment ago rather than waited for: see the file's header); the
  // scheduled publishing (every minute in production) runs.
  await changeStored('blogs', stored.id, { publish_at: new Date(Date.now() - 1_000) });
  const run = await callAsAdmin<{ published: string[]; unpublished: string[] }>('publishScheduledContentNow');
  expect(run.published).toContain(`blogs/${stored.id}`);
  expect(await readStored('blogs', stored.id)).toMatchObject({ is_published: true, publish_at: null });
  expect(await publicView(request, slug, title)).toEqual(PRESENT);
  await page.reload();
  await expect(row.getByText(/Scheduled for/)).toHaveCount(0);
  await expect(row.getByRole('link', { name: `View ${title} on the site` })).toBeVisible();

  // An unpublish time takes it off at that moment, before the function has run.
  // Ten seconds ahead: reading the four answers took longer than 1.5 s on a loaded 2-core machine.
  const unpublishAt = new Date(Date.now() + 10_000);
  await changeStored('blogs', stored.id, { unpublish_at: unpublishAt });
  expect(await publicView(request, slug, title)).toEqual(PRESENT);
  await page.waitForTimeout(Math.max(0, unpublishAt.getTime() - Date.now()) + 500);
  expect(await publicView(request, slug, title)).toEqual(ABSENT);
  const after = await callAsAdmin<{ published: string[]; unpublished: string[] }>('publishScheduledContentNow');
  expect(after.unpublished).toContain(`blogs/${stored.id}`);
  expect(await readStored('blogs', stored.id)).toMatchObject({ is_published: false, unpublish_at: null });
});

test('a publish time the editor cannot read is refused, never taken as none (which would publish a new post at once)', async ({
  page,
}) => {
  const title = uniqueTitle('Unreadable time');
  created.push(title);
  await newPostFilledIn(page, title);
  const publishAt = main(page).getByLabel('Publish at (Stockholm time)', { exact: true });
  const save = main(page).getByRole('button', { name: 'Save Blog' });
  const refused = 'Publish at (Stockholm time): Not a date and time this editor can read';

  // A year of five digits: Chromium's date field takes it (years up to 275760).
  await publishAt.fill('20301-11-25T14:00');
  await save.click();
  await expect(page.getByText(refused)).toBeVisible();
  await expect(publishAt).toHaveAttribute('aria-invalid', 'true');

  // A date typed without its time: the field's value is empty, the browser knows it is incomplete.
  await publishAt.fill('');
  await expect(publishAt).not.toHaveAttribute('aria-invalid', 'true');
  await publishAt.click();
  await page.keyboard.type('11');
  expect(await publishAt.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
  await save.click();
  await expect(publishAt).toHaveAttribute('aria-invalid', 'true');

  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  expect(await storedByTitle('blogs', title)).toEqual([]);
});
