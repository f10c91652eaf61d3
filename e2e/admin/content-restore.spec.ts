/**
 * Restore from a backup: an admin chooses an archive (one post, its saved version and its slug
 * claim, as an export writes them) below the export, above the audit log; the console shows the
 * server's dry run (what would be created), writes nothing until the admin confirms in a dialog,
 * then restores it and says what it did; the post is back and the audit log lists the restore. A
 * file that is no backup is refused, plainly, with nothing written, and a backup holding a post the
 * content rules refuse is refused with each problem by file, line and field. In both languages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { savedItem, writeDocumentsExport } from '@app/content-tools/testing';
import * as tar from 'tar';
import {
  blogBody,
  readStored,
  removedAfterEachTest,
  SEED_USERS,
  signInAsAdmin,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

/** A .tar.gz of an export holding one post (with its history) and its slug claim, written into `dir`; its path. */
async function onePostArchive(dir: string, id: string, title: string): Promise<string> {
  const body = blogBody(title);
  writeDocumentsExport(
    path.join(dir, 'backup'),
    {
      blogs: savedItem(`blogs/${id}`, body),
      blog_slugs: [{ path: `blog_slugs/${String(body.slug)}`, data: { id } }],
    },
    { lines: true },
  );
  const file = path.join(dir, 'backup.tar.gz');
  await tar.create({ gzip: true, cwd: dir, file, portable: true }, ['backup']);
  return file;
}

/** A .tar.gz of an export whose one post has no excerpt (which the content rules require), written into `dir`. */
async function refusedPostArchive(dir: string, id: string, title: string): Promise<string> {
  writeDocumentsExport(
    path.join(dir, 'refused'),
    { blogs: [{ path: `blogs/${id}`, data: { ...blogBody(title), excerpt: null } }] },
    { lines: true },
  );
  const file = path.join(dir, 'refused.tar.gz');
  await tar.create({ gzip: true, cwd: dir, file, portable: true }, ['refused']);
  return file;
}

for (const { prefix, wouldCreate, restore, restored, refused, notAnArchive, line, noExcerpt, logged } of [
  {
    prefix: '',
    wouldCreate: 'create 4 documents',
    restore: 'Restore',
    restored: 'The backup is restored:',
    refused: 'This file is not a whole backup of this site, so nothing was written.',
    notAnArchive: 'It cannot be unpacked as a .tar.gz',
    line: 'firestore/blogs.jsonl line 1',
    noExcerpt: 'excerpt: is required',
    logged: 'Restored the content from a backup',
  },
  {
    prefix: '/sv',
    wouldCreate: 'skapa 4 dokument',
    restore: 'Återställ',
    restored: 'Säkerhetskopian är återställd:',
    refused: 'Filen är inte en hel säkerhetskopia av webbplatsen, så inget skrevs.',
    notAnArchive: 'Den går inte att packa upp som .tar.gz',
    line: 'firestore/blogs.jsonl rad 1',
    noExcerpt: 'excerpt: måste fyllas i',
    logged: 'Återställde innehållet från en säkerhetskopia',
  },
] as const) {
  test(`${prefix || '/en'}: an admin restores a backup from the console after its dry run`, async ({ page }) => {
    test.slow();
    const title = uniqueTitle('Restored');
    const id = `e2e-restore-${uniqueTag()}`;
    created.push(title);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-restore-'));
    try {
      const archive = await onePostArchive(dir, id, title);
      await signInAsAdmin(page);
      await page.goto(`${prefix}/admin/audit`);
      const input = main(page).getByTestId('content-restore-file');

      // A file that is no backup: refused, in words, and nothing to restore.
      await input.setInputFiles({ name: 'notes.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from('notes') });
      await expect(main(page).getByRole('alert')).toContainText(refused);
      await expect(main(page).getByRole('alert')).toContainText(notAnArchive);
      await expect(main(page).getByRole('button', { name: restore, exact: true })).toHaveCount(0);

      // A backup with a post the content rules refuse: each problem in the console's language, by file and line.
      await input.setInputFiles(await refusedPostArchive(dir, id, title));
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(`${line}, blogs/${id}`);
      await expect(alert).toContainText(noExcerpt);
      await expect(main(page).getByRole('button', { name: restore, exact: true })).toHaveCount(0);

      // The dry run writes nothing.
      await input.setInputFiles(archive);
      const plan = main(page).getByTestId('content-restore-plan');
      await expect(plan).toContainText(wouldCreate);
      expect(await readStored('blogs', id)).toBeUndefined();

      await plan.getByRole('button', { name: restore, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('backup.tar.gz');
      await dialog.getByRole('button', { name: restore, exact: true }).click();
      await expect(main(page).getByTestId('content-restore-result')).toContainText(restored);
      expect((await readStored('blogs', id))?.title).toBe(title);

      // The log lists the restore, by whom.
      const row = main(page).getByRole('row').filter({ hasText: logged }).first();
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').nth(1)).toHaveText(SEED_USERS.admin.email);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
