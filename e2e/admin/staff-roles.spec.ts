/**
 * Staff and roles, end to end: an admin invites a colleague as a writer from the Staff screen; the
 * colleague sets a password through the invitation's link and signs in as a writer, who sees only
 * the content sections and cannot publish (the editor's controls are disabled with the reason,
 * and a console-shaped commit from the colleague's own session is refused by the rules); the
 * admin promotes them and they publish without signing in again; the admin revokes them and
 * their session loses access at once (the same commit refused) and the console signs them out.
 * The audit log lists the invitation, the role change and the revocation. Keyboard and axe.
 */
import type { Browser, Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  type Firestore,
  getFirestore,
  serverTimestamp,
  terminate,
  writeBatch,
} from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from '../../scripts/local-stack/ports.mjs';
import { expectNoSeriousViolations } from '../support/a11y';
import {
  blogBody,
  createStored,
  deleteAccount,
  readStored,
  removedAfterEachTest,
  signInAsAdmin,
  signInWith,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const PASSWORD = 'colleague-password-1';
const colleagues: string[] = [];
const created = removedAfterEachTest('blogs');

test.afterEach(async () => {
  await Promise.all(colleagues.splice(0).map((email) => deleteAccount(email)));
});

/** The colleague's own Firebase session outside the browser: their ID token, as a client holds it. */
async function clientSession(email: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `colleague-${uniqueTag()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db: Firestore = getFirestore(app);
  connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  return {
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/**
 * A post saved as the console's save commits it (admin-remote/src/data/collection.ts): the
 * document naming its revision `next` and dated by the server (`updated_at`, a change of its
 * text), its slug's claim, the revision and the head, by `email`.
 */
function saveAsConsole(db: Firestore, id: string, body: Record<string, unknown>, next: number, email: string) {
  const fields = { ...body, updated_at: serverTimestamp(), revision: next };
  const batch = writeBatch(db);
  batch.set(doc(db, 'blogs', id), fields);
  batch.set(doc(db, 'blog_slugs', String(body.slug)), { id });
  batch.set(doc(db, 'blogs', id, 'revisions', String(next).padStart(6, '0')), {
    number: next,
    fields,
    saved_at: serverTimestamp(),
    saved_by: email,
    restored_from: null,
  });
  batch.set(doc(db, 'blogs', id, 'revisions', 'head'), { next: next + 1 });
  return batch.commit();
}

async function openColleaguePage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWith(page, { email, password: PASSWORD });
  return page;
}

test('invite → the colleague writes drafts only → promoted, publishes → revoked, loses access at once', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `colleague-${uniqueTag()}@example.com`;
  colleagues.push(email);
  const title = uniqueTitle('Writer draft');
  const other = uniqueTitle('Second draft');
  created.push(title, other);
  // An admin gave the draft an unpublish time (to the second, which the editor's field does not
  // show): a writer's save keeps it exactly, as firestore.rules require (scheduling is an admin's).
  const unpublishAt = new Date(Date.now() + 3 * 24 * 3_600_000 + 17_345);
  const draftId = await createStored('blogs', blogBody(title, { is_published: false, unpublish_at: unpublishAt }));
  const otherId = await createStored('blogs', blogBody(other, { is_published: false }));

  // The admin invites, with the keyboard, from the Staff screen.
  await signInAsAdmin(page);
  await main(page).getByRole('tab', { name: 'Staff' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await main(page)
    .getByRole('textbox', { name: /E-mail address/ })
    .fill(email);
  await main(page).getByRole('combobox', { name: 'Role' }).selectOption('writer');
  await main(page)
    .getByRole('textbox', { name: /E-mail address/ })
    .press('Enter');
  await expect(main(page).getByText('Invitation sent')).toBeVisible();
  const link = await main(page).getByRole('textbox', { name: 'Link to set a password' }).inputValue();
  expect(link).toContain('oobCode=');
  const row = main(page).getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Writer');
  await expectNoSeriousViolations(page, 'Staff');

  // The colleague sets a password through the link (the Auth emulator's page takes it in the
  // address) and signs in: a writer sees the content sections only.
  const linkPage = await (await browser.newContext()).newPage();
  const answer = await linkPage.goto(`${link}&newPassword=${PASSWORD}`);
  expect(answer?.status()).toBe(200);
  await linkPage.context().close();
  const writerPage = await openColleaguePage(browser, email);
  await expect(main(writerPage).getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
  await expect(main(writerPage).getByRole('tab')).toHaveText(['Blogs', 'Case studies']);
  await expect(main(writerPage).getByText(/You are signed in as a writer/)).toBeVisible();

  // Cannot publish: the box is disabled and says why; a save stays a draft.
  await writerPage.goto(`/admin/blog/${draftId}/edit`);
  const published = main(writerPage).getByRole('checkbox', { name: 'Published' });
  await expect(published).toBeDisabled();
  await expect(main(writerPage).getByText(/Only admins publish, schedule or unpublish/)).toBeVisible();
  await main(writerPage)
    .getByRole('textbox', { name: /^Excerpt/ })
    .fill('Edited by the writer');
  await main(writerPage).getByRole('button', { name: 'Save Blog' }).click();
  await expect(writerPage.getByText('Blog updated successfully')).toBeVisible();
  const saved = await readStored('blogs', draftId);
  expect(saved).toMatchObject({ excerpt: 'Edited by the writer', is_published: false });
  expect(saved?.unpublish_at?.toDate()).toEqual(unpublishAt);
  await expectNoSeriousViolations(writerPage, 'Editor as a writer');
  // The Leads address answers "for admins only".
  await writerPage.goto('/admin/leads');
  await expect(main(writerPage).getByRole('heading', { level: 1, name: 'For admins only' })).toBeVisible();

  // And the rules refuse a publishing commit from the colleague's own session (shaped as the
  // console's save: document, slug claim, revision, head), while the same commit as a draft passes.
  const session = await clientSession(email);
  const saveFromSession = async (id: string, postTitle: string, published: boolean) => {
    const next = Number((await readStored('blogs', id))?.revision ?? 0) + 1;
    const body = blogBody(postTitle, { excerpt: `Saved by the session ${next}`, is_published: published });
    return saveAsConsole(session.db, id, body, next, email);
  };
  await expect(saveFromSession(otherId, other, true)).rejects.toMatchObject({ code: 'permission-denied' });
  await saveFromSession(otherId, other, false);

  // The admin promotes the colleague: their open console shows the admin's sections, and they publish.
  await page.reload();
  await row.getByRole('button', { name: 'Make admin' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Admin');
  // (The console reads the role again every few seconds: no new sign-in.)
  await expect(main(writerPage).getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible({ timeout: 20_000 });
  await writerPage.goto(`/admin/blog/${draftId}/edit`);
  await expect(main(writerPage).getByRole('checkbox', { name: 'Published' })).toBeEnabled();
  await main(writerPage).getByRole('checkbox', { name: 'Published' }).check();
  await main(writerPage).getByRole('button', { name: 'Save Blog' }).click();
  await expect(writerPage.getByText('Blog updated successfully')).toBeVisible();
  expect(await readStored('blogs', draftId)).toMatchObject({ is_published: true });

  // Revoked: the session's next write is refused at once, and the console signs them out.
  await row.getByRole('button', { name: `Revoke access: ${email}` }).click();
  await page.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByRole('cell').nth(3)).toContainText('Access revoked');
  // The session's ID token is still unexpired, but the rules read the staff document.
  await expect(saveFromSession(otherId, other, false)).rejects.toMatchObject({ code: 'permission-denied' });
  await session.close();
  await expect(writerPage).toHaveURL(/\/auth$/, { timeout: 20_000 });
  await writerPage.context().close();

  // The audit log lists the three.
  await page.goto('/admin/audit');
  // (The colleague's publication is listed too, with them as who: the staff entries name them as the item.)
  const entries = main(page)
    .getByRole('row')
    .filter({ hasText: `Staff: ${email}` });
  await expect(async () => {
    await main(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(entries).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const what of [
    'Invited a colleague: as Writer',
    'Changed a role: from Writer to Admin',
    'Revoked access: as Admin',
  ]) {
    await expect(entries.filter({ hasText: what })).toHaveCount(1);
  }
});
