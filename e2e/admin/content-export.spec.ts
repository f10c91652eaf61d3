/**
 * Export content: an admin clicks "Export content" above the audit log, the page stays usable and
 * says it is busy, and a .tar.gz named after the site, the project and the time arrives whose
 * manifest counts the posts and whose posts' file holds the one just made; the audit log then
 * lists the export with who made it. In both languages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { blogBody, createStored, removedAfterEachTest, SEED_USERS, signInAsAdmin, uniqueTitle } from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const created = removedAfterEachTest('blogs');

for (const { prefix, button, busy, done, exported } of [
  { prefix: '', button: 'Export content', busy: 'Exporting…', done: 'Downloaded', exported: 'Exported the content' },
  {
    prefix: '/sv',
    button: 'Exportera innehållet',
    busy: 'Exporterar…',
    done: 'Laddade ner',
    exported: 'Exporterade innehållet',
  },
] as const) {
  test(`${prefix || '/en'}: an admin exports the content from the console and a .tar.gz of it arrives`, async ({
    page,
  }) => {
    test.slow();
    const title = uniqueTitle('Exported');
    created.push(title);
    await createStored('blogs', blogBody(title, { is_published: true }));
    await signInAsAdmin(page);
    await page.goto(`${prefix}/admin/audit`);

    const download = page.waitForEvent('download', { timeout: 120_000 });
    await main(page).getByRole('button', { name: button }).click();
    // Busy, not blocked: the button says so and the log's filters still take input.
    await expect(main(page).getByRole('button', { name: busy })).toBeDisabled();
    await expect(main(page).getByRole('combobox').first()).toBeEnabled();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^localhost-3000-content-demo-nordic-ai-\d{8}T\d{6}Z\.tar\.gz$/);
    await expect(main(page).getByText(`${done} ${file.suggestedFilename()}.`)).toBeVisible();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-export-'));
    try {
      await tar.extract({ file: await file.path(), cwd: dir });
      const [folder] = fs.readdirSync(dir);
      expect(folder).toBe(file.suggestedFilename().replace(/\.tar\.gz$/, ''));
      const root = path.join(dir, folder ?? '');
      const manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({ format: 'nordic-ai-content-export', project: 'demo-nordic-ai' });
      expect(manifest.collections).toEqual(expect.arrayContaining(['blogs', 'case_studies', 'blog_slugs']));
      const posts = fs
        .readFileSync(path.join(root, 'firestore', 'blogs.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { path: string; data: { title?: string } })
        .filter((document) => document.path.split('/').length === 2);
      expect(manifest.counts.documents.blogs).toBe(posts.length);
      expect(posts.map((post) => post.data.title)).toContain(title);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // The log lists the export, by whom.
    const row = main(page).getByRole('row').filter({ hasText: exported }).first();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(SEED_USERS.admin.email);
  });
}
