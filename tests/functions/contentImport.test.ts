/**
 * content:import against the Firestore emulator, into a demo project of its own (no function
 * watches it): a valid export, with its history and translation sources, is written; one whose
 * post, version, history, sources, slug claims or old addresses the content rules refuse (a hand
 * edit with its checksums recomputed) is refused whole, and the project is left as it was; with
 * --only, only what goes with the chosen post is checked. The project's slug claims and old
 * addresses naming an imported post that the post as exported contradicts are conflicts, deleted
 * with --overwrite.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeReport, encodeData, ImportConflictError, importContent, writeDocuments } from '@app/content-tools';
import {
  documentLine,
  savedItem,
  type TestDocument,
  type TestDocuments,
  writeDocumentsExport,
  writeLargeLinesExport,
  writeLinesExport,
} from '@app/content-tools/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_TRANSLATABLE_FIELDS, blogToFirestore } from '../../domain/src/blog';
import { caseStudyToFirestore } from '../../domain/src/caseStudy';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { englishFingerprints, textFingerprint } from '../../domain/src/translationSources';
import { parseTarget } from '../../scripts/content/target';
import { clearFirestore, projectDb } from './support/admin';

const PROJECT = 'demo-import-check';
const [target] = parseTarget(['--emulator', '--project', PROJECT]);
const dirs: string[] = [];

beforeEach(() => clearFirestore(PROJECT));

afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An export folder of these documents by collection, its manifest's checksums computed for them. */
function exportOf(collections: TestDocuments): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-check-'));
  dirs.push(dir);
  writeDocumentsExport(dir, collections);
  return dir;
}

const post = (slug: string, overrides: Record<string, unknown> = {}) => ({
  ...blogToFirestore(blog({ slug })),
  ...overrides,
});
const story = () => ({
  ...caseStudyToFirestore(caseStudy()),
  created_at: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
});
/** The sources a console save writes beside a post with a Swedish title. */
const sourcesOf = (data: Record<string, unknown>) => ({
  fields: { title: textFingerprint(String(data.title)) },
  english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, data),
});

/**
 * An export of `first`, saved twice in the console (its history, its sources), the posts `others`
 * stored beside it without history (as the seed stores them), and a case study saved once, with
 * each one's slug claim.
 */
function content(others: TestDocument[]): TestDocuments {
  const first = post('first');
  const posts = [...savedItem('blogs/first', first, { saves: 2 }), ...others];
  return {
    blogs: posts,
    blog_slugs: posts
      .filter((entry) => entry.path.split('/').length === 2)
      .map((entry) => ({ path: `blog_slugs/${entry.data.slug}`, data: { id: entry.path.split('/')[1] } })),
    case_studies: savedItem('case_studies/case', story()),
    case_study_slugs: [{ path: 'case_study_slugs/faster-invoicing', data: { id: 'case' } }],
    translation_sources: [{ path: 'translation_sources/blogs_first', data: sourcesOf(first) }],
  };
}

/** An edit of an export's documents: the one at `path` changed (removed when `change` returns null). */
const editing =
  (path: string, change: (data: Record<string, unknown>) => Record<string, unknown> | null) =>
  (collections: TestDocuments) => {
    const documents = collections[path.split('/')[0] ?? ''] ?? [];
    const index = documents.findIndex((document) => document.path === path);
    expect(index, path).toBeGreaterThanOrEqual(0);
    const data = change(documents[index]?.data ?? {});
    if (data) documents[index] = { path, data };
    else documents.splice(index, 1);
  };

/** The collections an export writes (beside each item's revisions). */
const EXPORTED_COLLECTIONS = [
  'blogs',
  'blog_slugs',
  'blog_redirects',
  'case_studies',
  'case_study_slugs',
  'translation_sources',
];

/** Nothing of any collection the export has was written. */
async function expectNothingWritten() {
  const db = projectDb(PROJECT);
  for (const collection of EXPORTED_COLLECTIONS) {
    expect((await db.collection(collection).get()).size, collection).toBe(0);
  }
  expect((await db.collectionGroup('revisions').get()).size, 'revisions').toBe(0);
}

/** The project holds only `paths` of the collections an export writes. */
async function expectNothingWrittenBut(paths: readonly string[]) {
  const db = projectDb(PROJECT);
  const found: string[] = [];
  for (const collection of EXPORTED_COLLECTIONS)
    for (const document of (await db.collection(collection).get()).docs) found.push(document.ref.path);
  for (const document of (await db.collectionGroup('revisions').get()).docs) found.push(document.ref.path);
  expect(found.sort()).toEqual([...paths].sort());
}

describe('content:import and the content rules', () => {
  it('writes a valid export, with its history and translation sources', async () => {
    const source = exportOf(content([{ path: 'blogs/second', data: post('second', { title: 'x'.repeat(200) }) }]));
    const report = await importContent({ source, target });
    expect(report.written).toBe(true);
    const db = projectDb(PROJECT);
    expect((await db.doc('blogs/second').get()).get('title')).toBe('x'.repeat(200));
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
    expect((await db.doc('case_studies/case').get()).get('created_at')).toBeInstanceOf(Timestamp);
    expect((await db.doc('blogs/first').get()).get('revision')).toBe(2);
    const version = (await db.doc('blogs/first/revisions/000002').get()).data();
    expect(version?.saved_at).toBeInstanceOf(Timestamp);
    expect(version).toMatchObject({ number: 2, saved_by: 'anna@example.com', restored_from: null });
    expect((await db.doc('blogs/first/revisions/head').get()).data()).toEqual({ next: 3 });
    expect((await db.doc('case_studies/case/revisions/000001').get()).exists).toBe(true);
    expect((await db.doc('translation_sources/blogs_first').get()).data()).toEqual(sourcesOf(post('first')));
  });

  it.each([
    ['a title over its limit', post('second', { title: 'x'.repeat(201) }), 'title: must be at most 200 characters'],
    ['no author', (({ author, ...rest }) => rest)(post('second')), 'author: is required'],
    ['a bad slug', post('Second Post'), 'slug: must be lowercase letters, digits and single hyphens'],
  ])('refuses an export whose post has %s, naming it, and writes nothing', async (_what, data, problem) => {
    const source = exportOf(content([{ path: 'blogs/second', data }]));
    await expect(importContent({ source, target })).rejects.toThrow(
      `nothing was imported:\n  firestore/blogs.json, blogs/second: ${problem}`,
    );
    await expectNothingWritten();
  });

  it.each([
    [
      'a version signed by no e-mail address',
      editing('blogs/first/revisions/000002', (data) => ({ ...data, saved_by: 'admin' })),
      "firestore/blogs.json, blogs/first/revisions/000002: saved_by: must be the saver's e-mail address",
    ],
    [
      'a version whose post is over its limits',
      editing('blogs/first/revisions/000001', (data) => ({
        ...data,
        fields: { ...(data.fields as object), title: 'x'.repeat(201) },
      })),
      'firestore/blogs.json, blogs/first/revisions/000001: fields.title: must be at most 200 characters',
    ],
    [
      'a version cut out of the history',
      editing('blogs/first/revisions/000001', () => null),
      'firestore/blogs.json, blogs/first/revisions/head: next: 3 keeps versions 000001 to 000002, but 000001 is not in the export',
    ],
    [
      'a head that names no next version',
      editing('case_studies/case/revisions/head', () => ({ next: 1 })),
      'firestore/case_studies.json, case_studies/case/revisions/head: next: must be a whole number from 2',
    ],
    [
      'sources that are no fingerprints',
      editing('translation_sources/blogs_first', () => ({ fields: { title: 'How AI increased sales' } })),
      'firestore/translation_sources.json, translation_sources/blogs_first: fields.title: must be a fingerprint (14 lowercase hex digits)',
    ],
    [
      'sources of a post it does not hold',
      (collections: TestDocuments) =>
        collections.translation_sources?.push({ path: 'translation_sources/blogs_gone', data: { fields: {} } }),
      'firestore/translation_sources.json, translation_sources/blogs_gone: its id: names blogs/gone, which the export does not hold',
    ],
    [
      'a slug claim of a post it does not hold',
      (collections: TestDocuments) => collections.blog_slugs?.push({ path: 'blog_slugs/gone', data: { id: 'gone' } }),
      'firestore/blog_slugs.json, blog_slugs/gone: id: names blogs/gone, which the export does not hold',
    ],
    [
      'a slug claim of a slug its post no longer carries',
      (collections: TestDocuments) =>
        collections.blog_slugs?.push({ path: 'blog_slugs/first-draft', data: { id: 'first' } }),
      'firestore/blog_slugs.json, blog_slugs/first-draft: id: names blogs/first, whose slug is "first": a claim goes with the item that carries its slug',
    ],
    [
      'a slug both claimed and an old address',
      (collections: TestDocuments) => {
        collections.blog_redirects = [{ path: 'blog_redirects/first', data: { id: 'first' } }];
      },
      'firestore/blog_slugs.json, blog_slugs/first: its id (the slug "first"): is also an old address in the export, blog_redirects/first (an address never both shows an item and redirects)',
    ],
    [
      'an old address of a post it does not hold',
      (collections: TestDocuments) => {
        collections.blog_redirects = [{ path: 'blog_redirects/gone-before', data: { id: 'gone' } }];
      },
      'firestore/blog_redirects.json, blog_redirects/gone-before: id: names blogs/gone, which the export does not hold',
    ],
  ])('refuses an export with %s, naming it, and writes nothing', async (_what, edit, problem) => {
    const collections = content([]);
    edit(collections);
    await expect(importContent({ source: exportOf(collections), target })).rejects.toThrow(
      `nothing was imported:\n  ${problem}`,
    );
    await expectNothingWritten();
  });

  it('restores one post with --only from an export whose claims of a deleted post it refuses whole', async () => {
    const collections = content([]);
    collections.blog_slugs?.push({ path: 'blog_slugs/deleted', data: { id: 'deleted' } });
    collections.blog_redirects = [
      { path: 'blog_redirects/first-draft', data: { id: 'first' } },
      { path: 'blog_redirects/deleted-before', data: { id: 'deleted' } },
    ];
    const source = exportOf(collections);
    await expect(importContent({ source, target })).rejects.toThrow(
      'firestore/blog_slugs.json, blog_slugs/deleted: id: names blogs/deleted, which the export does not hold',
    );
    await expectNothingWritten();

    const report = await importContent({ source, target, only: ['blogs/first'] });
    expect(report.written).toBe(true);
    const db = projectDb(PROJECT);
    expect((await db.doc('blogs/first').get()).exists).toBe(true);
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
    expect((await db.doc('blog_redirects/first-draft').get()).data()).toEqual({ id: 'first' });
    expect((await db.doc('blog_slugs/deleted').get()).exists).toBe(false);
    expect((await db.doc('blog_redirects/deleted-before').get()).exists).toBe(false);
  });
});

async function store(documents: readonly TestDocument[]): Promise<void> {
  const db = projectDb(PROJECT);
  const batch = db.batch();
  for (const { path: documentPath, data } of documents) batch.set(db.doc(documentPath), data);
  await batch.commit();
}

describe("content:import and the project's claims and old addresses of an imported post", () => {
  const claimReason =
    'is in the project but not in the export: a claim of blogs/first, whose slug is "first" in the export (a claim goes with the item that carries its slug)';
  const redirectReason =
    'is in the project but not in the export: an old address of blogs/first, which carries that slug in the export (an address never both shows an item and redirects)';

  it('calls a claim of its former slug a conflict, and deletes it with --overwrite, and its old address of the slug it takes back', async () => {
    const source = exportOf(content([]));
    // Since the export, the published post was renamed first → renamed in the project (its
    // claim moved, its old address kept), after an earlier rename older → first.
    await store([
      { path: 'blogs/first', data: post('renamed', { is_published: true, revision: 3 }) },
      { path: 'blog_slugs/renamed', data: { id: 'first' } },
      { path: 'blog_redirects/first', data: { id: 'first' } },
      { path: 'blog_redirects/older', data: { id: 'first' } },
    ]);
    const db = projectDb(PROJECT);

    const refused = importContent({ source, target });
    await expect(refused).rejects.toThrow(ImportConflictError);
    await expect(refused).rejects.toThrow(
      `blog_redirects/first ${redirectReason}\nblog_slugs/renamed ${claimReason}\nNothing was written.`,
    );
    expect((await db.doc('blog_slugs/renamed').get()).exists).toBe(true);
    expect((await db.doc('blog_slugs/first').get()).exists).toBe(false);

    const dryRun = await importContent({ source, target, overwrite: true, dryRun: true });
    expect(dryRun.written).toBe(false);
    expect(describeReport(dryRun, true, true)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {2}documents: \d+ created, 1 replaced, 2 deleted, 0 unchanged$/),
        `  - blog_redirects/first ${redirectReason}`,
        `  - blog_slugs/renamed ${claimReason}`,
      ]),
    );
    expect((await db.doc('blog_slugs/renamed').get()).exists).toBe(true);

    const report = await importContent({ source, target, overwrite: true });
    expect(report.written).toBe(true);
    expect((await db.doc('blogs/first').get()).get('slug')).toBe('first');
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
    // `renamed` is free again; `first` shows the post and no longer redirects; `older` still leads to it.
    expect((await db.doc('blog_slugs/renamed').get()).exists).toBe(false);
    expect((await db.doc('blog_redirects/first').get()).exists).toBe(false);
    expect((await db.doc('blog_redirects/older').get()).data()).toEqual({ id: 'first' });
    // The project is the export's now: a second run, without --overwrite, changes nothing.
    expect((await importContent({ source, target })).changes).toBe(0);
  });

  it('restores one post with --only over the claim its deletion left: a conflict, deleted with --overwrite', async () => {
    const source = exportOf(content([{ path: 'blogs/second', data: post('second') }]));
    // The post, renamed `first-renamed` since the export, was deleted outside the console before the
    // deletion trigger existed: its claim stayed behind (another post's claim is none of the import's).
    await store([
      { path: 'blog_slugs/first-renamed', data: { id: 'first' } },
      { path: 'blog_slugs/other', data: { id: 'other' } },
    ]);
    const db = projectDb(PROJECT);
    await expect(importContent({ source, target, only: ['blogs/first'] })).rejects.toThrow(
      `blog_slugs/first-renamed ${claimReason}\nNothing was written.`,
    );
    expect((await db.doc('blogs/first').get()).exists).toBe(false);

    const report = await importContent({ source, target, only: ['blogs/first'], overwrite: true });
    expect(report.documents.remove.map((entry) => entry.path)).toEqual(['blog_slugs/first-renamed']);
    expect((await db.doc('blogs/first').get()).exists).toBe(true);
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
    expect((await db.doc('blog_slugs/first-renamed').get()).exists).toBe(false);
    expect((await db.doc('blog_slugs/other').get()).data()).toEqual({ id: 'other' });
    expect((await db.doc('blogs/second').get()).exists).toBe(false);
  });
});

describe('content:import and a slug another item of the project carries', () => {
  it('refuses, even with --overwrite, to give an imported post the slug another post of the project carries, naming it', async () => {
    const source = exportOf(content([]));
    // Since the export, `first` was deleted and a new post took its slug (the console gave it the
    // freed claim); and a post stored by an older import carries `first` too, without its claim.
    await store([
      { path: 'blogs/newer', data: post('first') },
      { path: 'blog_slugs/first', data: { id: 'newer' } },
    ]);
    const db = projectDb(PROJECT);
    const taken =
      'blogs/first: slug "first" is carried by blogs/newer in the project, which the export does not hold (a slug is one item\'s address: rename or delete blogs/newer first, or leave blogs/first out)';
    for (const options of [
      {},
      { overwrite: true },
      { overwrite: true, dryRun: true },
      { only: ['blogs/first'], overwrite: true },
    ]) {
      const refused = importContent({ source, target, ...options });
      await expect(refused).rejects.toThrow(`${taken}\nNothing was written.`);
    }
    expect((await db.doc('blogs/first').get()).exists).toBe(false);
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'newer' });

    // Renamed in the project, `newer` leaves the slug free: the import goes ahead.
    await store([
      { path: 'blogs/newer', data: post('newer') },
      { path: 'blog_slugs/newer', data: { id: 'newer' } },
    ]);
    await db.doc('blog_slugs/first').delete();
    const report = await importContent({ source, target });
    expect(report.written).toBe(true);
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
  });

  it('refuses a slug carried in the project by a post without its claim, and lets the export rename a post it holds', async () => {
    const source = exportOf(content([{ path: 'blogs/second', data: post('second') }]));
    await store([{ path: 'blogs/unclaimed', data: post('second') }]);
    await expect(importContent({ source, target })).rejects.toThrow(
      'blogs/second: slug "second" is carried by blogs/unclaimed in the project',
    );
    await expectNothingWrittenBut(['blogs/unclaimed']);

    // A post of the export that carries another slug in the project is the export's once imported.
    await projectDb(PROJECT).doc('blogs/unclaimed').delete();
    await store([
      { path: 'blogs/second', data: post('first') },
      { path: 'blog_slugs/first', data: { id: 'second' } },
    ]);
    const report = await importContent({ source, target, overwrite: true });
    expect(report.written).toBe(true);
    expect((await projectDb(PROJECT).doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
    expect((await projectDb(PROJECT).doc('blog_slugs/second').get()).data()).toEqual({ id: 'second' });
  });
});

describe('content:import at real size', () => {
  it('writes posts at their longest, with their history, in commits Firestore takes (each under 10 MiB)', async () => {
    // 30 posts of 100,000 characters in each language, each saved twice: some 27 MB of writes,
    // which one commit of 500 writes sent whole (Firestore refuses a request over 10 MiB; the
    // emulator never answered it).
    const long = (slug: string) =>
      post(slug, { content: `${slug} `.padEnd(100_000, 'a'), content_sv: `${slug} `.padEnd(100_000, 'å') });
    const slugs = Array.from({ length: 30 }, (_, i) => `long-post-${i + 1}`);
    const blogs = slugs.flatMap((slug) => savedItem(`blogs/${slug}`, long(slug), { saves: 2 }));
    const source = exportOf({
      blogs,
      blog_slugs: slugs.map((slug) => ({ path: `blog_slugs/${slug}`, data: { id: slug } })),
    });
    const progress: string[] = [];
    const report = await importContent({ source, target, log: (line) => progress.push(line) });
    expect(report.written).toBe(true);
    expect(report.documents.create).toHaveLength(blogs.length + slugs.length);
    // Each commit says how far the import got.
    const total = blogs.length + slugs.length;
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(`documents: ${total} of ${total} written`);
    for (const line of progress) expect(line).toMatch(new RegExp(`^documents: \\d+ of ${total} written$`));
    const db = projectDb(PROJECT);
    expect((await db.collection('blogs').get()).size).toBe(30);
    expect((await db.doc('blogs/long-post-30/revisions/000002').get()).get('fields.content_sv')).toBe(
      long('long-post-30').content_sv,
    );
    expect((await importContent({ source, target })).changes).toBe(0);
  });
});

describe('content:import in memory that does not grow with the site', () => {
  it('checks and compares an export larger than the memory it is given, a page at a time', async () => {
    // 60 posts of 100,000 characters in each language, each saved 10 times: some 130 MB of
    // documents, which an import holding every document at once cannot keep in a heap of 80 MB.
    const long = (slug: string) =>
      post(slug, { content: `${slug} `.padEnd(100_000, 'a'), content_sv: `${slug} `.padEnd(100_000, 'å') });
    const slugs = Array.from({ length: 60 }, (_, i) => `long-post-${i + 1}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-check-'));
    dirs.push(dir);
    writeLargeLinesExport(dir, {
      blogs: function* () {
        for (const slug of slugs)
          for (const document of savedItem(`blogs/${slug}`, long(slug), { saves: 10 })) yield documentLine(document);
      },
      blog_slugs: function* () {
        for (const slug of slugs) yield documentLine({ path: `blog_slugs/${slug}`, data: { id: slug } });
      },
    });
    const run = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=80',
        '--import',
        'tsx',
        'scripts/content/import.ts',
        dir,
        '--emulator',
        '--project',
        PROJECT,
        '--dry-run',
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    expect(run.stderr.slice(-2000)).not.toMatch(/heap out of memory/);
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    expect(run.stdout).toContain(`  documents: ${60 * 12 + 60} created, 0 replaced, 0 deleted, 0 unchanged`);
    await expectNothingWritten();
  }, 180_000);
});

describe('content:import and a document written meanwhile', () => {
  it('never overwrites a document the plan found missing that was written since (a save, a second import)', async () => {
    const db = projectDb(PROJECT);
    const planned = { path: 'blogs/first', data: encodeData(post('first')) };
    // Stored after the import compared the export with the project, before it wrote.
    await store([{ path: 'blogs/first', data: post('first', { title: 'Saved meanwhile' }) }]);
    await expect(
      writeDocuments(db, { create: [planned], replace: [], remove: [], unchanged: 0, leftOut: [] }, false),
    ).rejects.toThrow(/ALREADY_EXISTS|already exists/i);
    expect((await db.doc('blogs/first').get()).get('title')).toBe('Saved meanwhile');
  });
});

describe('content:import of JSON Lines, and of exports in the format before', () => {
  it('writes an export in JSON Lines, and one in format 1 (a JSON file per collection) alike', async () => {
    const lines = fs.mkdtempSync(path.join(os.tmpdir(), 'import-check-'));
    dirs.push(lines);
    writeDocumentsExport(lines, content([]), { lines: true });
    expect(fs.existsSync(path.join(lines, 'firestore', 'blogs.jsonl'))).toBe(true);
    const report = await importContent({ source: lines, target });
    expect(report.written).toBe(true);
    const db = projectDb(PROJECT);
    expect((await db.doc('blogs/first/revisions/head').get()).data()).toEqual({ next: 3 });

    await clearFirestore(PROJECT);
    const old = exportOf(content([]));
    expect(fs.existsSync(path.join(old, 'firestore', 'blogs.json'))).toBe(true);
    const again = await importContent({ source: old, target });
    expect(again.documents.create.map((document) => document.path).sort()).toEqual(
      report.documents.create.map((document) => document.path).sort(),
    );
  });

  it('refuses a file with a damaged line, naming the file and line, and writes nothing of any file', async () => {
    const collections = content([]);
    const byCollection = Object.fromEntries(
      Object.entries(collections).map(([name, list]) => [name, list.map(documentLine)]),
    );
    // The last file read, its second line cut short: every other file is whole.
    const sources = byCollection.translation_sources ?? [];
    byCollection.translation_sources = [...sources, '{"path": "translation_sources/blogs_x", "data": {'];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-check-'));
    dirs.push(dir);
    writeLinesExport(dir, byCollection);
    await expect(importContent({ source: dir, target })).rejects.toThrow(
      /^firestore\/translation_sources\.jsonl line 2 is not valid JSON \(.+\): the export is damaged\. Nothing was imported\.$/,
    );
    await expectNothingWritten();
  });
});
