/**
 * Markdown in and out of the content editor: an article pasted as plain-text markdown is formatted
 * in the rich view, the source view shows (and edits) the markdown, and what is saved renders on
 * the public post page. Runs under the console's Content-Security-Policy (the csp fixture fails
 * the test on any violation), which is why the source view is a plain text area, not CodeMirror.
 */
import { removedAfterEachTest, signInAsAdmin, storedByTitle, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';
import { ADMIN_ORIGIN } from '../support/ports';

const created = removedAfterEachTest('blogs');

const ARTICLE = [
  '## Why it matters',
  '',
  'Our **pilot** cut costs with *little* effort. Read the [full report](https://example.com/report).',
  '',
  '- Faster answers',
  '- Fewer tickets',
  '  - nested point',
  '',
  '1. Plan',
  '2. Build',
  '',
  '| Metric | Before | After |',
  '| --- | --- | --- |',
  '| Cost | 100 | 60 |',
  '',
  '> Customers noticed.',
  '',
  '```python',
  'print("hello")',
  '```',
].join('\n');

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

test('markdown pasted into the editor is formatted, shown as source, saved and rendered publicly', async ({ page }) => {
  const title = uniqueTitle('Markdown');
  created.push(title);
  await signInAsAdmin(page);
  await main(page).getByRole('link', { name: 'New Blog' }).click();
  await main(page).getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await main(page).getByRole('textbox', { name: 'Excerpt', exact: true }).fill(`What ${title} is about`);
  await main(page).getByRole('combobox', { name: 'Category', exact: true }).fill('E2E Strategy');
  await main(page).getByRole('textbox', { name: 'Author', exact: true }).fill('E2E Author');

  // Paste as a plain-text editor's clipboard would hold it: text/plain only.
  const rich = main(page).getByRole('textbox', { name: 'Content', exact: true });
  await rich.click();
  await rich.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, ARTICLE);

  await expect(rich.locator('h2')).toHaveText('Why it matters');
  await expect(rich.locator('strong')).toHaveText('pilot');
  await expect(rich.locator('a[href="https://example.com/report"]')).toHaveText('full report');
  await expect(rich.locator('ul > li').first()).toHaveText('Faster answers');
  await expect(rich.locator('ol > li')).toHaveText(['Plan', 'Build']);
  await expect(rich.locator('table')).toBeVisible();
  await expect(rich.locator('table')).toContainText('Cost');
  await expect(rich.locator('blockquote')).toHaveText('Customers noticed.');
  await expect(rich.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('print("hello")');

  // The source view shows the markdown; an edit there shows in the rich view.
  await main(page).getByRole('button', { name: 'Markdown source' }).click();
  const source = main(page).getByRole('textbox', { name: 'Markdown source: Content' });
  await expect(source).toBeVisible();
  await expect(rich).toBeHidden();
  const markdown = await source.inputValue();
  expect(markdown).toContain('## Why it matters');
  expect(markdown).toContain('Our **pilot** cut costs with *little* effort.');
  expect(markdown).toContain('- Faster answers\n- Fewer tickets\n  - nested point');
  expect(markdown).toMatch(/\| Metric +\| Before +\| After +\|/);
  expect(markdown).toContain('```python\nprint("hello")\n```');
  expect(markdown).not.toMatch(/&#x|\\[*_#[|]/);
  await source.fill(`${markdown}\n\n### Added in the source`);
  await main(page).getByRole('button', { name: 'Rich text' }).click();
  await expect(rich.locator('h3')).toHaveText('Added in the source');

  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();
  const [stored] = await storedByTitle('blogs', title);
  expect(stored?.data.content).toBe(`${markdown}\n\n### Added in the source`);

  await page.goto(`/blog/${slugOf(title)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 3, name: 'Added in the source' })).toBeVisible();
  await expect(main(page).getByRole('columnheader', { name: 'Metric' })).toBeVisible();
  await expect(main(page).getByRole('cell', { name: '60' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'full report' })).toHaveAttribute(
    'href',
    'https://example.com/report',
  );
  await expect(main(page).getByText('Customers noticed.')).toBeVisible();
});

test("the network gone while the rich editor's code loads: the form and what was typed stay, the markdown source is edited, and Try again brings the editor back online", async ({
  context,
  page,
}) => {
  await signInAsAdmin(page);
  // The rich editor's chunk (MDXEditor and Lexical, the one admin chunk holding both) is held until
  // the title is typed, then the network goes and the chunk with it.
  let typed: () => void = () => undefined;
  const titleTyped = new Promise<void>((resolve) => {
    typed = resolve;
  });
  let held = 0;
  await context.route(`${ADMIN_ORIGIN}/static/js/**`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (held > 0 || !(body.includes('mdxeditor') && body.includes('lexical'))) {
      await route.fulfill({ response, body });
      return;
    }
    held += 1;
    await titleTyped;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await main(page).getByRole('link', { name: 'New Blog' }).click();
  const title = main(page).getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Typed before the network went');
  typed();

  const notice = main(page)
    .getByRole('alert')
    .filter({ hasText: 'The rich-text editor could not be loaded: you seem to be offline.' });
  await expect(notice).toBeVisible();
  expect(held).toBe(1);
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(title).toHaveValue('Typed before the network went');
  const source = main(page).getByRole('textbox', { name: 'Markdown source: Content', exact: true });
  await source.fill('## Written offline');
  await expect(main(page).getByRole('button', { name: 'Rich text' })).toBeDisabled();

  await context.setOffline(false);
  await notice.getByRole('button', { name: 'Try again' }).click();
  const rich = main(page).getByRole('textbox', { name: 'Content', exact: true });
  await expect(rich.getByRole('heading', { level: 2, name: 'Written offline' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(title).toHaveValue('Typed before the network went');
});
