/**
 * The editor's backup of unsaved changes in this browser (admin-remote draftBackup.ts, useDraftBackup.ts):
 * a page closed without saving loses nothing. Opened again, the post offers the backup: restored in
 * English (and saved, which drops it), discarded in Swedish; what was typed while the offer waited is
 * kept beside it; a second tab on the same post never writes over the first's backup, nor is offered
 * it while the first is open, and is offered it once the first closes without saving; a save while the
 * offer waits asks first. Logout drops it. (The tab whose session a Logout
 * elsewhere ended gives what it held back to the same account: auth-and-guards.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from '../support/a11y';
import {
  blogBody,
  createStored,
  openBlogEditor,
  removedAfterEachTest,
  SEED_USERS,
  signInAsAdmin,
  signInWith,
  storedByTitle,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

/** The backups this browser holds, as the editor writes them (key `admin.draftBackup:<uid>:<address>`). */
const backups = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('admin.draftBackup:'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );

/** The excerpt field, whatever the console's language. */
const excerpt = (page: Page) => main(page).locator('textarea[name="excerpt"], input[name="excerpt"]');

/** The author field. */
const author = (page: Page) => main(page).locator('input[name="author"]');

/** A stored post (removed after the test) open in the editor of a signed-in admin: its title and address. */
async function openStoredPost(page: Page, name: string) {
  const title = uniqueTitle(name);
  created.push(title);
  await createStored('blogs', blogBody(title));
  await signInAsAdmin(page);
  await openBlogEditor(page, title);
  return { title, address: new URL(page.url()).pathname };
}

test('a page closed without saving keeps the typing: restored in English, discarded in Swedish', async ({
  context,
  page,
}) => {
  const { title, address } = await openStoredPost(page, 'Backup');
  const stored = `Excerpt of ${title}`;

  // English: typed, then the page closed without saving (no prompt answered, no save).
  await excerpt(page).fill('Typed in English, never saved');
  // Written a short while after typing stops.
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed in English, never saved')]);
  await page.close();

  const again = await context.newPage();
  await again.goto(address);
  await expect(excerpt(again)).toHaveValue(stored);
  const offer = main(again).getByRole('alert').filter({ hasText: 'Unsaved changes in this browser' });
  await expect(offer).toContainText('that were never saved');
  await expectNoSeriousViolations(again, 'the editor offering its backup', { include: 'main' });
  await offer.getByRole('button', { name: 'Restore backup' }).focus();
  await again.keyboard.press('Enter');
  await expect(excerpt(again)).toHaveValue('Typed in English, never saved');
  await expect(main(again).getByRole('status').filter({ hasText: 'The backup is restored' })).toBeFocused();
  await main(again).getByRole('button', { name: 'Save Blog' }).click();
  await expect(again).toHaveURL(/\/admin\/blog$/);
  // Saved, the backup is gone.
  expect((await storedByTitle('blogs', title))[0]?.data.excerpt).toBe('Typed in English, never saved');
  expect(await backups(again)).toEqual([]);

  // Swedish: typed, the page closed, opened again; the backup thrown away.
  await again.goto(`/sv${address}`);
  await excerpt(again).fill('Skrivet på svenska, aldrig sparat');
  await expect.poll(() => backups(again)).toEqual([expect.stringContaining('Skrivet på svenska, aldrig sparat')]);
  await again.close();

  const third = await context.newPage();
  await third.goto(`/sv${address}`);
  const erbjudande = main(third).getByRole('alert').filter({ hasText: 'Osparade ändringar i den här webbläsaren' });
  await expect(erbjudande).toContainText('och aldrig sparades');
  // On a phone, its buttons under its text, nothing wider than the screen.
  await third.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalOverflow(third, 'the Swedish offer at 360 px');
  await erbjudande.getByRole('button', { name: 'Släng säkerhetskopian' }).click();
  await expect(main(third).getByRole('status').filter({ hasText: 'Säkerhetskopian är slängd.' })).toBeFocused();
  await expect(excerpt(third)).toHaveValue('Typed in English, never saved');
  expect(await backups(third)).toEqual([]);
  await third.reload();
  await expect(excerpt(third)).toHaveValue('Typed in English, never saved');
  await expect(main(third).getByRole('alert')).toHaveCount(0);
});

test('typing while the offer waits is kept beside the backup: the page closed, both come back', async ({
  context,
  page,
}) => {
  const { title, address } = await openStoredPost(page, 'Backup waits');
  await excerpt(page).fill('Typed first, never saved');
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed first, never saved')]);
  await page.close();

  // Opened again: the offer ignored, the author typed, and the page closed before anyone answered.
  const second = await context.newPage();
  await second.goto(address);
  await expect(main(second).getByRole('alert').filter({ hasText: 'Unsaved changes in this browser' })).toBeVisible();
  await author(second).fill('Typed while the offer waited');
  await expect
    .poll(() => backups(second))
    .toEqual([expect.stringMatching(/Typed first, never saved.*Typed while the offer waited/)]);
  await second.close();

  const third = await context.newPage();
  await third.goto(address);
  const offer = main(third).getByRole('alert').filter({ hasText: 'Unsaved changes in this browser' });
  await expect(offer).toBeVisible();
  await expect(author(third)).toHaveValue('Typed while the offer waited');
  await expect(excerpt(third)).toHaveValue(`Excerpt of ${title}`);
  await expect(
    main(third)
      .getByRole('status')
      .filter({ hasText: 'What you typed here while this backup waited for an answer is back' }),
  ).toBeVisible();
  await offer.getByRole('button', { name: 'Restore backup' }).click();
  await expect(excerpt(third)).toHaveValue('Typed first, never saved');
  await expect(author(third)).toHaveValue('Typed while the offer waited');
});

test('two tabs on one post: the second does not write over the first’s backup and says so (sv), then takes over', async ({
  context,
  page,
}) => {
  const { title, address } = await openStoredPost(page, 'Backup tabs');
  const other = await context.newPage();
  await other.goto(`/sv${address}`);
  await expect(excerpt(other)).toHaveValue(`Excerpt of ${title}`);

  await excerpt(page).fill('Typed in the first tab');
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed in the first tab')]);
  // The browser tells the other tab at once.
  const annanFlik = main(other).getByRole('status').filter({ hasText: 'En annan flik i den här webbläsaren' });
  await expect(annanFlik).toBeVisible();
  await excerpt(other).fill('Skrivet i den andra fliken');
  // Given the time a backup takes (1 s), and more: the first tab's is still the one kept.
  await other.waitForTimeout(2_000);
  expect(await backups(other)).toEqual([expect.stringContaining('Typed in the first tab')]);

  // Saved in the first tab: its backup goes, and the other tab backs up what it holds.
  await main(page).getByRole('button', { name: 'Save Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect.poll(() => backups(other)).toEqual([expect.stringContaining('Skrivet i den andra fliken')]);
  await expect(annanFlik).toHaveCount(0);
  await other.close();
});

test('a tab opened while another is live on the post is not offered its backup, says so, and offers it once that tab closes', async ({
  context,
  page,
}) => {
  const { title, address } = await openStoredPost(page, 'Backup live tab');
  await excerpt(page).fill('Typed in the live tab');
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed in the live tab')]);

  // Opened in a second tab while the first is still open: no offer, a word on why.
  const other = await context.newPage();
  await other.goto(address);
  const openThere = main(other).getByRole('status').filter({ hasText: 'This is open in another tab of this browser' });
  await expect(openThere).toBeVisible();
  await expect(excerpt(other)).toHaveValue(`Excerpt of ${title}`);
  await expect(main(other).getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(other, 'the editor saying another tab has it open', { include: 'main' });

  // The first tab typed on, then closed without saving: its backup is offered here.
  await excerpt(page).fill('Typed in the live tab, then closed');
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed in the live tab, then closed')]);
  await page.close();
  const offer = main(other).getByRole('alert').filter({ hasText: 'Unsaved changes in this browser' });
  await expect(offer).toBeVisible();
  await expect(openThere).toHaveCount(0);
  await offer.getByRole('button', { name: 'Restore backup' }).click();
  await expect(excerpt(other)).toHaveValue('Typed in the live tab, then closed');
  await other.close();
});

test('typed in both tabs, the one that wrote the backup closed without saving: its backup is offered beside what the other typed (sv)', async ({
  context,
  page,
}) => {
  const { title, address } = await openStoredPost(page, 'Backup closed tab');
  const other = await context.newPage();
  await other.goto(`/sv${address}`);
  await expect(excerpt(other)).toHaveValue(`Excerpt of ${title}`);

  await excerpt(page).fill('Typed in the first tab');
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed in the first tab')]);
  const annanFlik = main(other).getByRole('status').filter({ hasText: 'En annan flik i den här webbläsaren' });
  await expect(annanFlik).toBeVisible();
  await author(other).fill('Skrivet i den andra fliken');
  await page.close();

  // The warning goes; the backup left is offered, and what was typed here is backed up beside it.
  const erbjudande = main(other).getByRole('alert').filter({ hasText: 'Osparade ändringar i den här webbläsaren' });
  await expect(erbjudande).toBeVisible();
  await expect(annanFlik).toHaveCount(0);
  await expect(
    main(other).getByRole('status').filter({ hasText: 'Den andra fliken stängdes utan att spara' }),
  ).toBeVisible();
  await expect(author(other)).toHaveValue('Skrivet i den andra fliken');
  await expect
    .poll(() => backups(other))
    .toEqual([expect.stringMatching(/Typed in the first tab.*Skrivet i den andra fliken/)]);
  await erbjudande.getByRole('button', { name: 'Återställ säkerhetskopian' }).click();
  await expect(excerpt(other)).toHaveValue('Typed in the first tab');
  await expect(author(other)).toHaveValue('Skrivet i den andra fliken');
  await other.close();
});

test('saving while the offer waits asks first, since the save discards the backup (sv)', async ({ context, page }) => {
  const { title, address } = await openStoredPost(page, 'Backup save asks');
  await excerpt(page).fill('Typed, never saved');
  await expect.poll(() => backups(page)).toEqual([expect.stringContaining('Typed, never saved')]);
  await page.close();

  const again = await context.newPage();
  await again.goto(`/sv${address}`);
  await expect(
    main(again).getByRole('alert').filter({ hasText: 'Osparade ändringar i den här webbläsaren' }),
  ).toBeVisible();
  await author(again).fill('Skrivet medan erbjudandet väntade');
  await main(again).getByRole('button', { name: 'Spara blogginlägg' }).click();
  const fråga = again.getByRole('dialog', { name: 'Spara och släng säkerhetskopian?' });
  await expect(fråga).toContainText('och du har inte återställt den. Sparar du nu slängs den.');
  await expectNoSeriousViolations(again, 'the question before a save discards the backup');
  // Gone back: nothing saved, the backup kept.
  await fråga.getByRole('button', { name: 'Gå tillbaka' }).click();
  await expect(fråga).toHaveCount(0);
  expect((await storedByTitle('blogs', title))[0]?.data.author).not.toBe('Skrivet medan erbjudandet väntade');
  expect(await backups(again)).toEqual([expect.stringContaining('Typed, never saved')]);
  // Confirmed: saved, the backup gone.
  await main(again).getByRole('button', { name: 'Spara blogginlägg' }).click();
  await again.getByRole('dialog').getByRole('button', { name: 'Spara och släng säkerhetskopian' }).click();
  await expect(again).toHaveURL(/\/admin\/blog$/);
  const saved = (await storedByTitle('blogs', title))[0]?.data;
  expect(saved?.author).toBe('Skrivet medan erbjudandet väntade');
  expect(saved?.excerpt).toBe(`Excerpt of ${title}`);
  expect(await backups(again)).toEqual([]);
  await again.close();
});

test('Logout in another tab leaves no backup in this browser (a shared computer): the next person finds nothing', async ({
  context,
  page,
}) => {
  const { title, address } = await openStoredPost(page, 'Backup logout');
  await excerpt(page).fill('Typed on a shared computer');
  await expect.poll(() => backups(page)).toHaveLength(1);

  const other = await context.newPage();
  await other.goto('/admin/case-studies');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
  expect(await backups(other)).toEqual([]);
  expect(await backups(page)).toEqual([]);
  await other.close();

  // The next person signs in with their own account (a writer; the post is a draft they may edit).
  // The first tab, left on /auth, follows them back to the editor: it gives them nothing either.
  const next = await context.newPage();
  await signInWith(next, SEED_USERS.editor);
  await expect(page).toHaveURL(new RegExp(`${address}$`), { timeout: 15_000 });
  await next.goto(address);
  for (const tab of [next, page]) {
    await expect(excerpt(tab)).toHaveValue(`Excerpt of ${title}`);
    await expect(main(tab).getByRole('alert')).toHaveCount(0);
  }
  expect(await backups(next)).toEqual([]);
  await next.close();
});
