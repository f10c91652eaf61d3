/**
 * The editor's backup of unsaved changes in this browser (admin-remote draftBackup.ts): a page closed
 * without saving loses nothing. Opened again, the post offers the backup: restored in English (and
 * saved, which drops it), discarded in Swedish. Logout drops it. (The tab whose session a Logout
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

test('a page closed without saving keeps the typing: restored in English, discarded in Swedish', async ({
  context,
  page,
}) => {
  const title = uniqueTitle('Backup');
  created.push(title);
  await createStored('blogs', blogBody(title));
  const stored = `Excerpt of ${title}`;
  await signInAsAdmin(page);
  await openBlogEditor(page, title);
  const address = new URL(page.url()).pathname;

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

test('Logout in another tab leaves no backup in this browser (a shared computer): the next person finds nothing', async ({
  context,
  page,
}) => {
  const title = uniqueTitle('Backup logout');
  created.push(title);
  await createStored('blogs', blogBody(title));
  await signInAsAdmin(page);
  await openBlogEditor(page, title);
  const address = new URL(page.url()).pathname;
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
