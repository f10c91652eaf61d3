/**
 * Blog admin: the missing-fields message, create → public post, a draft stays private and is
 * badged, edit, delete with confirmation, the concurrent-edit warning and the unsaved-changes
 * prompt. Every post here has a unique title and is removed again, so the public-list specs
 * keep seeing only the seeded posts.
 */
import type { Page } from '@playwright/test';
import {
  blogBody,
  changeStored,
  createStored,
  leftoversOf,
  removedAfterEachTest,
  signInAsAdmin,
  storedByTitle,
  toast,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

async function fillBlog(page: Page, title: string) {
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await main(page).getByRole('textbox', { name: 'Excerpt', exact: true }).fill(`What ${title} is about`);
  const content = main(page).getByRole('textbox', { name: 'Content', exact: true });
  await content.click();
  await page.keyboard.type(`Opening paragraph of ${title}.`);
  // A combobox: the browser's own list suggests the categories posts already have.
  await main(page).getByRole('combobox', { name: 'Category', exact: true }).fill('E2E Strategy');
  await main(page).getByRole('textbox', { name: 'Author', exact: true }).fill('E2E Author');
}

/**
 * Waits until the browser's own history (the Back button's, not the page's view of it) has the
 * unsaved-changes guard's copy of the editor's entry on top. The page's pushState reaches the
 * browser a moment later: a Back sooner than that, which no person is quick enough for, passes
 * over the copy.
 */
async function backIsGuarded(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await expect
      .poll(async () => {
        const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
        return entries
          .slice(Math.max(0, currentIndex - 1), currentIndex + 1)
          .map((entry) => new URL(entry.url).pathname);
      })
      .toEqual(['/admin/blog/new', '/admin/blog/new']);
  } finally {
    await cdp.detach();
  }
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

test.describe('blog admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('Save with required fields empty says which are missing and stores nothing', async ({ page }) => {
    await main(page).getByRole('link', { name: 'New Blog' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Create New Blog' })).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Only a title');
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Missing fields')).toBeVisible();
    await expect(
      page.getByText('Please fill in all required fields (title, excerpt, content, category, author)'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    // The first empty one has the focus and says why; so does each other.
    const excerpt = main(page).getByRole('textbox', { name: 'Excerpt', exact: true });
    await expect(excerpt).toBeFocused();
    await expect(excerpt).toHaveAccessibleDescription('Required: fill this in.');
    await expect(main(page).getByRole('group', { name: 'Content' })).toHaveAccessibleDescription(
      'Required: fill this in.',
    );
    expect(await storedByTitle('blogs', 'Only a title')).toEqual([]);
  });

  test("the category suggests the ones posts already have, in the editor's language of the field", async ({ page }) => {
    await main(page).getByRole('link', { name: 'New Blog' }).click();
    const suggested = (name: string) =>
      main(page)
        .getByRole('combobox', { name, exact: true })
        .evaluate((input: HTMLInputElement) => Array.from(input.list?.options ?? [], (option) => option.value));
    // The demo posts' categories, read from the posts themselves (drafts included).
    await expect.poll(() => suggested('Category')).toEqual(expect.arrayContaining(['Product Updates', 'Case Studies']));
    await main(page).getByRole('button', { name: 'Swedish', exact: true }).click();
    await expect
      .poll(() => suggested('Category (Swedish)'))
      .toEqual(expect.arrayContaining(['Produktnyheter', 'Kundcase']));
    expect(await suggested('Category (Swedish)')).not.toContain('Product Updates');
  });

  test('a new published post appears in the list and on the public blog; delete asks, then removes it', async ({
    page,
  }) => {
    const title = uniqueTitle('Published');
    created.push(title);
    await main(page).getByRole('link', { name: 'New Blog' }).click();
    await fillBlog(page, title);
    // The preview beside the editor is the public renderer.
    await expect(main(page).getByRole('region', { name: 'Preview of Content' })).toContainText(
      `Opening paragraph of ${title}.`,
    );
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Blog created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = main(page).getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Draft')).toHaveCount(0);
    // The focus is on the saved post's Edit link, in view, not at the top of the page.
    await expect(row.getByRole('link', { name: `Edit ${title}` })).toBeFocused();
    await expect(row.getByRole('link', { name: `Edit ${title}` })).toBeInViewport();

    await row.getByRole('link', { name: `View ${title} on the site` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slugOf(title)}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByText(`Opening paragraph of ${title}.`)).toBeVisible();

    const [stored] = await storedByTitle('blogs', title);
    if (!stored) throw new Error(`${title} is not stored`);
    expect(await leftoversOf('blogs', stored.id)).toEqual({ revisions: 2, sources: true });
    await page.goto('/admin/blog');
    const again = main(page).getByRole('listitem').filter({ hasText: title });
    await again.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this blog?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Blog deleted successfully')).toBeVisible();
    await expect(again).toHaveCount(0);
    expect(await storedByTitle('blogs', title)).toEqual([]);
    // Its history and translation sources go with it, removed by the functions right after.
    await expect
      .poll(() => leftoversOf('blogs', stored.id), { timeout: 15_000 })
      .toEqual({ revisions: 0, sources: false });
  });

  test('a post saved unpublished is badged Draft and not shown publicly', async ({ page }) => {
    const title = uniqueTitle('Draft');
    created.push(title);
    await main(page).getByRole('link', { name: 'New Blog' }).click();
    await fillBlog(page, title);
    await main(page).getByRole('checkbox', { name: 'Published' }).uncheck();
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    const row = main(page).getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /^View / })).toHaveCount(0);
    await page.goto(`/blog/${slugOf(title)}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  });

  test('edit loads the stored post and saves the change', async ({ page }) => {
    const title = uniqueTitle('Edit');
    const renamed = `${title} renamed`;
    created.push(title, renamed);
    await createStored('blogs', blogBody(title));
    await page.reload();
    const row = main(page).getByRole('listitem').filter({ hasText: title });
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
    const titleField = main(page).getByRole('textbox', { name: 'Title', exact: true });
    await expect(titleField).toHaveValue(title);
    await titleField.fill(renamed);
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Blog updated successfully')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
    const [stored] = await storedByTitle('blogs', renamed);
    expect(stored?.data.slug).toBe(slugOf(title));
  });

  test('a save while the database cannot be reached says so and keeps what was typed; saved again once it can', async ({
    page,
  }) => {
    const title = uniqueTitle('Offline');
    const renamed = `${title} renamed`;
    created.push(title, renamed);
    const id = await createStored('blogs', blogBody(title));
    await page.goto(`/admin/blog/${id}/edit`);
    const titleField = main(page).getByRole('textbox', { name: 'Title', exact: true });
    await expect(titleField).toHaveValue(title);
    await titleField.fill(renamed);
    // Every Firestore call of the console fails at the network level, as with the connection gone.
    const firestore = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/;
    // Held until the focus is checked while the save runs, then failed.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route(firestore, async (route) => {
      await failing;
      await route.abort('connectionfailed');
    });
    // Saved from the keyboard: the focus stays on Save while it runs and after it failed, never on the page.
    const save = main(page).getByRole('button', { name: 'Save Blog' });
    await save.focus();
    await page.keyboard.press('Enter');
    const saving = main(page).getByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(saving).toBeFocused();
    fail();
    await expect(
      toast(
        page,
        'The database could not be reached: check your connection. Nothing was saved; what you typed is still here, so save again.',
      ),
    ).toBeVisible();
    await expect(save).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${id}/edit$`));
    await expect(titleField).toHaveValue(renamed);
    expect((await storedByTitle('blogs', title)).length).toBe(1);

    await page.unroute(firestore);
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await expect(page.getByText('Blog updated successfully')).toBeVisible();
    expect((await storedByTitle('blogs', renamed)).map((stored) => stored.id)).toEqual([id]);
  });

  test('a post changed by someone else since it was opened is not overwritten without asking', async ({ page }) => {
    const title = uniqueTitle('Conflict');
    created.push(title, `${title} mine`, `${title} theirs`);
    const id = await createStored('blogs', blogBody(title));
    await page.goto(`/admin/blog/${id}/edit`);
    await expect(main(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await changeStored('blogs', id, { title: `${title} theirs` });
    await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} mine`);
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changed since you opened it' });
    await expect(dialog).toBeVisible();
    expect((await storedByTitle('blogs', `${title} theirs`)).length).toBe(1);

    await dialog.getByRole('button', { name: 'Reload (discard mine)' }).click();
    await expect(main(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} theirs`);

    await changeStored('blogs', id, { excerpt: 'Changed again elsewhere' });
    await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} mine`);
    await main(page).getByRole('button', { name: 'Save Blog' }).click();
    await page
      .getByRole('dialog', { name: 'Changed since you opened it' })
      .getByRole('button', { name: 'Overwrite' })
      .click();
    await expect(page.getByText('Blog updated successfully')).toBeVisible();
    expect((await storedByTitle('blogs', `${title} mine`)).length).toBe(1);
  });

  test('the editor returns to the list where it stood, its search kept: Cancel, Back and Save, in Swedish', async ({
    page,
  }) => {
    const title = uniqueTitle('Kept');
    const renamed = `${title} renamed`;
    created.push(title, renamed);
    await createStored('blogs', blogBody(title));
    await page.goto('/sv/admin/blog');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hantera blogginlägg' })).toBeVisible();
    const search = main(page).getByRole('searchbox', { name: 'Sök på titel, slug eller text' });
    const tag = title.split(' ').at(-1) ?? '';
    await search.pressSequentially(tag);
    const listUrl = new RegExp(`/sv/admin/blog\\?q=${tag}$`);
    await expect(page).toHaveURL(listUrl);
    const row = main(page).getByRole('listitem').filter({ hasText: title });
    const openEditor = async () => {
      await row.getByRole('link', { name: `Redigera ${title}` }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Redigera blogginlägg' })).toBeVisible();
      await expect(page).toHaveURL(/\/sv\/admin\/blog\/[^/?]+\/edit$/);
    };
    const expectListAsLeft = async () => {
      await expect(page).toHaveURL(listUrl);
      await expect(search).toHaveValue(tag);
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(1);
    };

    await openEditor();
    await main(page).getByRole('button', { name: 'Avbryt' }).click();
    await expectListAsLeft();

    await openEditor();
    await page.goBack();
    await expectListAsLeft();

    await openEditor();
    await main(page).getByRole('textbox', { name: 'Titel', exact: true }).fill(renamed);
    await main(page).getByRole('button', { name: 'Spara blogginlägg' }).click();
    await expect(page.getByText('Blogginlägget har uppdaterats')).toBeVisible();
    await expectListAsLeft();
    await expect(main(page).getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  });

  test('leaving with unsaved changes asks first: in-app links, Cancel, Back and closing the tab', async ({ page }) => {
    await main(page).getByRole('link', { name: 'New Blog' }).click();
    await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Not saved yet');

    await page.getByRole('banner').getByRole('link').first().click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(main(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Not saved yet');

    const unload = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await unload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();

    await main(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    // The browser's Back button asks too, and staying keeps asking on the next Back.
    await main(page).getByRole('link', { name: 'New Blog' }).click();
    await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Still not saved');
    await backIsGuarded(page);
    await page.goBack();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(main(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Still not saved');
    await backIsGuarded(page);
    await page.goBack();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(main(page).getByRole('heading', { name: 'Manage Blogs' })).toBeVisible();
  });
});

test('a new post saved while more was typed moves to its own address, keeps what was typed, and Back still asks', async ({
  page,
}) => {
  const title = uniqueTitle('Moved');
  created.push(title);
  await signInAsAdmin(page);
  await main(page).getByRole('link', { name: 'New Blog' }).click();
  await fillBlog(page, title);
  // The save's commit held back for a moment, as on a slow connection, while a typo is fixed.
  let held = false;
  await page.route('**/documents:commit*', async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    await route.continue();
  });
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(main(page).getByRole('button', { name: 'Saving…' })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Fixed while saving');
  await expect(page.getByText('What you changed while it saved is not saved yet')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/[^/]+\/edit$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Excerpt', exact: true })).toHaveValue('Fixed while saving');
  const editor = page.url();

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(editor);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  expect(held).toBe(true);
  const row = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(row).toHaveCount(1);
});
