/**
 * Backup and move: `pnpm content:export` from the running stack, `pnpm content:import` into a
 * fresh project, and the content is the same. The other specs run beside this one and rely on the
 * seeded demo project, so nothing here empties it: the copy goes to a project of its own on the
 * same emulators (`demo-nordic-ai-copy`, with its own bucket), and the restore test deletes and
 * restores only a post it made itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { BLOG_TRANSLATABLE_FIELDS } from '../../domain/src/blog';
import { CASE_STUDY_TRANSLATABLE_FIELDS } from '../../domain/src/caseStudy';
import { blogPostPath } from '../../domain/src/routes';
import { staleSwedishFields, type TranslationSources } from '../../domain/src/translationSources';
import { PROJECT_ID, STORAGE_BUCKET } from '../../scripts/local-stack/ports.mjs';
import { closeAdminStore, STORAGE_ORIGIN } from '../support/admin';
import {
  changesOf,
  closeOwnerApps,
  contentScript,
  createRichPost,
  deleteRichPost,
  emptyScratchProject,
  exportDocuments,
  exportManifest,
  exportText,
  ownerDb,
  type RichPost,
} from '../support/contentBackup';
import { expect, inLang, LANGS, test } from '../support/test';

const COPY_PROJECT = 'demo-nordic-ai-copy';
const COPY_BUCKET = `${COPY_PROJECT}.appspot.com`;
/** The same image address in the copy's bucket: what the import does to every image URL. */
const inCopy = (text: string) =>
  text.replaceAll(`/v0/b/${STORAGE_BUCKET}/o/blog-images%2F`, `/v0/b/${COPY_BUCKET}/o/blog-images%2F`);

let workDir = '';
const posts: RichPost[] = [];
/** Old slugs whose redirects (and slugs whose claims) a test wrote in the demo project. */
const redirects: string[] = [];
const claims: string[] = [];

test.beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-content-backup-'));
});

test.afterAll(async () => {
  await Promise.all(posts.splice(0).map((post) => deleteRichPost(post, STORAGE_BUCKET)));
  await Promise.all(redirects.splice(0).map((slug) => ownerDb(PROJECT_ID).doc(`blog_redirects/${slug}`).delete()));
  await Promise.all(claims.splice(0).map((slug) => ownerDb(PROJECT_ID).doc(`blog_slugs/${slug}`).delete()));
  await emptyScratchProject(COPY_PROJECT, COPY_BUCKET);
  await closeOwnerApps();
  await closeAdminStore();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The translatable fields of a translation-sources document's collection. */
const translatable = (sourcesId: string) =>
  sourcesId.startsWith('case_studies_') ? CASE_STUDY_TRANSLATABLE_FIELDS : BLOG_TRANSLATABLE_FIELDS;

/** Which Swedish fields of each document read as out of date in an export (domain translationSources). */
function staleFieldsOf(dir: string): Record<string, string[]> {
  const documents = new Map<string, Record<string, unknown>>();
  for (const collection of ['blogs', 'case_studies'])
    for (const document of exportDocuments(dir, collection).documents) documents.set(document.path, document.data);
  const stale: Record<string, string[]> = {};
  for (const { path: sourcesPath, data } of exportDocuments(dir, 'translation_sources').documents) {
    const id = sourcesPath.split('/')[1] ?? '';
    const collection = id.startsWith('case_studies_') ? 'case_studies' : 'blogs';
    const document = documents.get(`${collection}/${id.slice(collection.length + 1)}`) ?? {};
    const sources = (data.fields ?? {}) as TranslationSources;
    stale[sourcesPath] = staleSwedishFields(translatable(id), document, document, sources);
  }
  return stale;
}

test('exported from the running stack and imported into a fresh project, the content is the same, byte for byte', async () => {
  test.setTimeout(180_000);
  // A draft: the public lists stay as the other specs expect them.
  const post = await createRichPost(STORAGE_BUCKET, { published: false });
  posts.push(post);
  // An old address of the post, as a rename while it was published left it (/blog/<old> answers 301).
  const oldSlug = `${post.slug}-old`;
  await ownerDb(PROJECT_ID).doc(`blog_redirects/${oldSlug}`).set({ id: post.id });
  redirects.push(oldSlug);
  await emptyScratchProject(COPY_PROJECT, COPY_BUCKET);
  const original = path.join(workDir, 'original');
  const copy = path.join(workDir, 'copy');

  const exported = await contentScript('export', ['--emulator', '--out', original]);
  expect(exported.code, exported.stderr).toBe(0);
  const manifest = exportManifest(original);
  expect(manifest.project).toBe(PROJECT_ID);
  expect(manifest.collections).toEqual([
    'blogs',
    'case_studies',
    'translation_sources',
    'blog_slugs',
    'case_study_slugs',
    'blog_redirects',
  ]);
  // Posts, case studies, the post's history, its sources and claim, and its three image files.
  const postPath = `blogs/${post.id}`;
  const paths = (collection: string) => exportDocuments(original, collection).documents.map((d) => d.path);
  expect(paths('blogs')).toEqual(
    expect.arrayContaining([
      postPath,
      `${postPath}/revisions/000001`,
      `${postPath}/revisions/000002`,
      `${postPath}/revisions/head`,
    ]),
  );
  expect(paths('translation_sources')).toContain(`translation_sources/blogs_${post.id}`);
  expect(paths('blog_slugs')).toContain(`blog_slugs/${post.slug}`);
  expect(exportDocuments(original, 'blog_redirects').documents).toContainEqual({
    path: `blog_redirects/${oldSlug}`,
    data: { id: post.id },
  });
  expect(paths('case_studies').length).toBeGreaterThan(0);
  expect(manifest.images.map((image) => image.name)).toEqual(expect.arrayContaining(post.images));
  expect(manifest.counts.images).toBe(manifest.images.length);
  // Leads are personal data and never part of it.
  expect(manifest.collections).not.toContain('leads');
  expect(fs.existsSync(path.join(original, 'firestore', 'leads.jsonl'))).toBe(false);

  const documentCount = Object.values(manifest.counts.documents).reduce((sum, count) => sum + count, 0);
  const imported = await contentScript('import', [original, '--emulator', '--project', COPY_PROJECT]);
  expect(changesOf(imported)).toBe(documentCount + manifest.images.length);
  // Idempotent: the second run finds the project as the export has it.
  const again = await contentScript('import', [original, '--emulator', '--project', COPY_PROJECT]);
  expect(changesOf(again)).toBe(0);

  // Timestamps are Timestamps in the copy, not text.
  const copyDb = ownerDb(COPY_PROJECT);
  const copied = (await copyDb.doc(postPath).get()).data() ?? {};
  expect(copied.unpublish_at).toBeInstanceOf(Timestamp);
  expect((copied.unpublish_at as Timestamp).toDate().toISOString()).toBe('2099-01-01T00:00:00.000Z');
  const revision = (await copyDb.doc(`${postPath}/revisions/000001`).get()).data() ?? {};
  expect(revision.saved_at).toEqual(new Timestamp(1736928000, 123_456_000));
  // The old address still leads to the post in the copy.
  expect((await copyDb.doc(`blog_redirects/${oldSlug}`).get()).data()).toEqual({ id: post.id });
  const caseStudy = (await copyDb.collection('case_studies').limit(1).get()).docs[0]?.data() ?? {};
  expect(caseStudy.created_at).toBeInstanceOf(Timestamp);
  // The image URLs point at the copy's bucket, and the files answer there under the same token.
  expect(copied.image_url).toBe(inCopy(post.imageUrl));
  const image = await fetch(String(copied.image_url));
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer())).toEqual(
    fs.readFileSync(path.join(original, 'storage', ...post.cover.split('/'))),
  );

  // The copy exported again is the original export: the same documents (their image URLs in the
  // copy's bucket), revisions, claims and files, byte for byte.
  const reexported = await contentScript('export', ['--emulator', '--project', COPY_PROJECT, '--out', copy]);
  expect(reexported.code, reexported.stderr).toBe(0);
  const copyManifest = exportManifest(copy);
  expect(copyManifest.bucket).toBe(COPY_BUCKET);
  expect(copyManifest.counts).toEqual(manifest.counts);
  expect(copyManifest.images).toEqual(manifest.images);
  expect(copyManifest.missingImages).toEqual(manifest.missingImages);
  for (const collection of ['blogs', 'case_studies', 'blog_slugs', 'case_study_slugs', 'blog_redirects']) {
    const file = `firestore/${collection}.jsonl`;
    expect(exportText(copy, file), file).toBe(inCopy(exportText(original, file)));
  }
  for (const image of manifest.images) {
    const file = `storage/${image.name}`;
    expect(copyManifest.files[file], file).toEqual(manifest.files[file]);
  }
  // A Swedish text translated from an English one whose image URLs moved is as current as before.
  expect(staleFieldsOf(copy)).toEqual(staleFieldsOf(original));
  expect(staleFieldsOf(copy)[`translation_sources/blogs_${post.id}`]).toEqual([]);

  // Content changed in the project since: the import refuses, says what differs and writes nothing …
  await copyDb.doc(postPath).update({ title: 'Edited in the copy' });
  await copyDb.doc(`${postPath}/revisions/000009`).set({ number: 9 });
  const refused = await contentScript('import', [original, '--emulator', '--project', COPY_PROJECT]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`${postPath} differs from the export:`);
  expect(refused.stderr).toContain(`  title: "Edited in the copy" in the project, "${post.title}" in the export`);
  expect(refused.stderr).toContain(`${postPath}/revisions/000009 is in the project but not in the export`);
  expect(refused.stderr).toContain('Nothing was written.');
  expect((await copyDb.doc(postPath).get()).get('title')).toBe('Edited in the copy');
  // … unless told to overwrite: then the post and its history are the export's again.
  expect(
    changesOf(await contentScript('import', [original, '--emulator', '--project', COPY_PROJECT, '--overwrite'])),
  ).toBe(2);
  expect((await copyDb.doc(postPath).get()).get('title')).toBe(post.title);
  expect((await copyDb.doc(`${postPath}/revisions/000009`).get()).exists).toBe(false);
  expect(changesOf(await contentScript('import', [original, '--emulator', '--project', COPY_PROJECT]))).toBe(0);
});

/**
 * A page's server-rendered HTML, without what differs from one render to the next: the form token
 * and the times TanStack Query notes in the dehydrated cache (when it was read and dehydrated).
 */
async function servedPage(request: APIRequestContext, address: string): Promise<{ status: number; html: string }> {
  const response = await request.get(address, { maxRedirects: 0 });
  const html = (await response.text())
    .replace(/(name="form_token" value=")[^"]*"/g, '$1…"')
    .replace(/("formToken":")[^"]*"/g, '$1…"')
    .replace(/("(?:dehydratedAt|dataUpdatedAt)":)\d+/g, '$1…');
  return { status: response.status(), html };
}

test('a published post deleted with its images is restored from the export archive, and its pages are the same', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const post = await createRichPost(STORAGE_BUCKET, { published: true });
  try {
    await restoresTheSamePages(request, post);
  } finally {
    await deleteRichPost(post, STORAGE_BUCKET);
  }
});

async function restoresTheSamePages(request: APIRequestContext, post: RichPost) {
  const addresses = LANGS.map((lang) => inLang(blogPostPath(post.slug), lang));
  const before = await Promise.all(addresses.map((address) => servedPage(request, address)));
  for (const [i, page] of before.entries()) {
    expect(page.status, addresses[i]).toBe(200);
    expect(page.html, addresses[i]).toContain(post.imageUrl.replaceAll('&', '&amp;'));
  }

  // Two old addresses of the post (it was renamed twice).
  const [oldFree, oldTaken] = [`${post.slug}-first`, `${post.slug}-second`];
  const db = ownerDb(PROJECT_ID);
  await Promise.all([oldFree, oldTaken].map((slug) => db.doc(`blog_redirects/${slug}`).set({ id: post.id })));
  redirects.push(oldFree, oldTaken);

  const out = path.join(workDir, 'nightly');
  const exported = await contentScript('export', ['--emulator', '--out', out, '--archive']);
  expect(exported.code, exported.stderr).toBe(0);
  expect(fs.existsSync(`${out}.tar.gz`)).toBe(true);

  // Deleted by mistake: the post, its history, sources and claim, and its image files; its old
  // addresses lost, and one of them taken since by another post (whose claim replaced the redirect).
  await deleteRichPost(post, STORAGE_BUCKET);
  await Promise.all([oldFree, oldTaken].map((slug) => db.doc(`blog_redirects/${slug}`).delete()));
  await db.doc(`blog_slugs/${oldTaken}`).set({ id: 'another-post' });
  claims.push(oldTaken);
  for (const address of addresses) expect((await servedPage(request, address)).status, address).toBe(404);
  expect((await fetch(post.imageUrl)).status).toBe(404);

  // Restored from the archive, that post alone (the other specs' content is left as it is).
  const restored = await contentScript('import', [`${out}.tar.gz`, '--emulator', '--only', `blogs/${post.id}`]);
  // The post, its two revisions and head, its claim, its sources, its free old address; its cover,
  // variant and markdown image. The old address another post holds now stays that post's.
  expect(changesOf(restored)).toBe(10);
  expect(restored.stdout).toContain(`left out blog_redirects/${oldTaken}`);
  expect((await db.doc(`blog_redirects/${oldFree}`).get()).data()).toEqual({ id: post.id });
  expect((await db.doc(`blog_redirects/${oldTaken}`).get()).exists).toBe(false);
  expect((await db.doc(`blog_slugs/${oldTaken}`).get()).data()).toEqual({ id: 'another-post' });
  const after = await Promise.all(addresses.map((address) => servedPage(request, address)));
  for (const [i, page] of after.entries()) {
    expect(page.status, addresses[i]).toBe(200);
    expect(page.html, addresses[i]).toBe(before[i]?.html);
  }
  for (const name of post.images) {
    const response = await fetch(`${STORAGE_ORIGIN}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(name)}?alt=media`);
    expect(response.status, name).toBe(200);
    const file = path.join(out, 'storage', ...name.split('/'));
    expect(Buffer.from(await response.arrayBuffer()), name).toEqual(fs.readFileSync(file));
  }
  expect((await fetch(post.imageUrl)).status).toBe(200);
  expect(changesOf(await contentScript('import', [`${out}.tar.gz`, '--emulator', '--only', `blogs/${post.id}`]))).toBe(
    0,
  );
}
