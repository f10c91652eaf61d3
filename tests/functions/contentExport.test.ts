/**
 * content:export against the Firestore emulator, from a demo project of its own (no function
 * watches it, so what a deletion outside the console left stays, as in a project older than the
 * deletion triggers): the slug claims, old addresses and translation sources of posts that are gone,
 * and a claim of a slug its post no longer carries, are left out and named, and so are old
 * addresses of a slug that is claimed or that their post carries; the export is imported whole into
 * an empty project.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportContent, importContent } from '@app/content-tools';
import { savedItem, type TestDocument } from '@app/content-tools/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { blogToFirestore } from '../../domain/src/blog';
import { caseStudyToFirestore } from '../../domain/src/caseStudy';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { parseTarget } from '../../scripts/content/target';
import { clearFirestore, projectDb } from './support/admin';

const SOURCE = 'demo-export-check';
const COPY = 'demo-export-check-copy';
const [source] = parseTarget(['--emulator', '--project', SOURCE]);
const [copy] = parseTarget(['--emulator', '--project', COPY]);
const dirs: string[] = [];

beforeEach(async () => {
  for (const project of [SOURCE, COPY]) await clearFirestore(project);
});

afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function store(project: string, documents: readonly TestDocument[]): Promise<void> {
  const db = projectDb(project);
  const batch = db.batch();
  for (const { path: documentPath, data } of documents) batch.set(db.doc(documentPath), data);
  await batch.commit();
}

const post = (slug: string, overrides: Record<string, unknown> = {}) => ({
  ...blogToFirestore(blog({ slug })),
  ...overrides,
});

/** The lines of the export's file of `collection`, `firestore/<collection>.jsonl`, one document each. */
const linesOf = (dir: string, collection: string) =>
  fs.readFileSync(path.join(dir, 'firestore', `${collection}.jsonl`), 'utf8').split('\n');

const pathsIn = (dir: string, collection: string) =>
  linesOf(dir, collection)
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { path: string }).path)
    .sort();

describe('content:export and what deleted items left', () => {
  it('leaves out the claims, old addresses and sources of posts that are gone, and claims of a slug no longer carried, naming each; the export imports whole', async () => {
    await store(SOURCE, [
      // A published post renamed from first-draft: its claim, its old address.
      ...savedItem('blogs/first', post('first', { is_published: true }), { saves: 2 }),
      { path: 'blog_slugs/first', data: { id: 'first' } },
      { path: 'blog_redirects/first-draft', data: { id: 'first' } },
      // A post renamed by a write outside the console, which left its former slug's claim.
      { path: 'blogs/renamed', data: post('renamed-now') },
      { path: 'blog_slugs/renamed-now', data: { id: 'renamed' } },
      { path: 'blog_slugs/renamed-before', data: { id: 'renamed' } },
      {
        path: 'case_studies/story',
        data: {
          ...caseStudyToFirestore(caseStudy()),
          created_at: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
        },
      },
      { path: `case_study_slugs/${caseStudy().slug}`, data: { id: 'story' } },
      // What a post and a case study deleted outside the console before the deletion triggers left.
      { path: 'blog_slugs/deleted', data: { id: 'deleted' } },
      { path: 'blog_redirects/deleted-before', data: { id: 'deleted' } },
      { path: 'translation_sources/blogs_deleted', data: { fields: {} } },
      { path: 'case_study_slugs/gone-story', data: { id: 'gone' } },
    ]);

    const lines: string[] = [];
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-check-')), 'export');
    dirs.push(path.dirname(out));
    const { dir, manifest } = await exportContent({ target: source, out, log: (line) => lines.push(line) });

    expect(lines.join('\n')).toContain(
      '5 slug claim(s), old address(es) or translation sources of items that no longer exist (or no longer carry that slug, or of a slug that is claimed) were left out:\n' +
        '  translation_sources/blogs_deleted: names blogs/deleted, which the export does not hold\n' +
        '  blog_slugs/deleted: names blogs/deleted, which the export does not hold\n' +
        '  blog_slugs/renamed-before: names blogs/renamed, whose slug is "renamed-now": a claim goes with the item that carries its slug\n' +
        '  case_study_slugs/gone-story: names case_studies/gone, which the export does not hold\n' +
        '  blog_redirects/deleted-before: names blogs/deleted, which the export does not hold',
    );
    // It says how far it got: the documents written, then the image files (none here).
    expect(lines).toContain(
      `documents: ${Object.values(manifest.counts.documents).reduce((a, b) => a + b, 0)} exported`,
    );
    expect(pathsIn(dir, 'blog_slugs')).toEqual(['blog_slugs/first', 'blog_slugs/renamed-now']);
    expect(pathsIn(dir, 'blog_redirects')).toEqual(['blog_redirects/first-draft']);
    expect(pathsIn(dir, 'case_study_slugs')).toEqual([`case_study_slugs/${caseStudy().slug}`]);
    expect(pathsIn(dir, 'translation_sources')).toEqual([]);
    expect(manifest.counts.documents).toMatchObject({ blog_slugs: 2, blog_redirects: 1, case_study_slugs: 1 });

    // The import, which refuses each of those, takes the export whole.
    const report = await importContent({ source: dir, target: copy });
    expect(report.written).toBe(true);
    const db = projectDb(COPY);
    expect((await db.doc('blog_redirects/first-draft').get()).data()).toEqual({ id: 'first' });
    expect((await db.doc('blog_slugs/renamed-now').get()).data()).toEqual({ id: 'renamed' });
    for (const left of ['blog_slugs/deleted', 'blog_slugs/renamed-before', 'blog_redirects/deleted-before'])
      expect((await db.doc(left).get()).exists, left).toBe(false);
  });
});

describe('content:export and old addresses that are addresses', () => {
  it('leaves out an old address whose slug a post claims or its own post carries, naming each; the export imports whole', async () => {
    await store(SOURCE, [
      ...savedItem('blogs/first', post('first', { is_published: true })),
      { path: 'blog_slugs/first', data: { id: 'first' } },
      ...savedItem('blogs/second', post('second', { is_published: true })),
      { path: 'blog_slugs/second', data: { id: 'second' } },
      // Left by writes outside the console (or an import before it refused them): an old address
      // of second under the slug first claims, one of second under its own slug, and a true one.
      { path: 'blog_redirects/first', data: { id: 'second' } },
      { path: 'blog_redirects/second', data: { id: 'second' } },
      { path: 'blog_redirects/second-before', data: { id: 'second' } },
    ]);

    const lines: string[] = [];
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-check-')), 'export');
    dirs.push(path.dirname(out));
    const { dir } = await exportContent({ target: source, out, log: (line) => lines.push(line) });

    expect(lines.join('\n')).toContain(
      'were left out:\n' +
        '  blog_redirects/second: names blogs/second, whose slug it is: an old address goes with an item that carries another slug\n' +
        '  blog_redirects/first: its slug is claimed (blog_slugs/first): an address never both shows an item and redirects',
    );
    expect(pathsIn(dir, 'blog_slugs')).toEqual(['blog_slugs/first', 'blog_slugs/second']);
    expect(pathsIn(dir, 'blog_redirects')).toEqual(['blog_redirects/second-before']);

    const report = await importContent({ source: dir, target: copy });
    expect(report.written).toBe(true);
    const db = projectDb(COPY);
    expect((await db.doc('blog_redirects/second-before').get()).data()).toEqual({ id: 'second' });
    for (const left of ['blog_redirects/first', 'blog_redirects/second'])
      expect((await db.doc(left).get()).exists, left).toBe(false);
  });
});

describe('content:export and two posts carrying one slug', () => {
  it('names them, since the import refuses them', async () => {
    // Left by writes outside the console: a post without its claim carrying another's slug.
    await store(SOURCE, [
      { path: 'blogs/first', data: post('first') },
      { path: 'blog_slugs/first', data: { id: 'first' } },
      { path: 'blogs/copy', data: post('first') },
    ]);
    const lines: string[] = [];
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-check-')), 'export');
    dirs.push(path.dirname(out));
    const { dir } = await exportContent({ target: source, out, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain(
      '2 item(s) carry the slug of another item (the site shows only one of them), which the import refuses: rename one of each in the console and export again:\n' +
        '  blogs/copy: slug "first", also blogs/first\n' +
        '  blogs/first: slug "first", also blogs/copy',
    );
    await expect(importContent({ source: dir, target: copy })).rejects.toThrow(
      `firestore/blogs.jsonl line 1, blogs/copy: slug: "first" is also the slug of blogs/first in the export (a slug is one item's address)`,
    );
  });
});

describe('content:export a page at a time, one document a line', () => {
  it('writes each collection as JSON Lines, every document once in order, read in pages; the export imports whole', async () => {
    const slugs = ['a', 'b', 'c', 'd', 'e'];
    await store(SOURCE, [
      ...slugs.flatMap((slug) => savedItem(`blogs/${slug}`, post(slug), { saves: 2 })),
      ...slugs.map((slug) => ({ path: `blog_slugs/${slug}`, data: { id: slug } })),
    ]);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-check-')), 'export');
    dirs.push(path.dirname(out));
    // Pages of two posts: the last page is short, and each post's versions follow it.
    const progress: string[] = [];
    const { dir, manifest } = await exportContent({
      target: source,
      out,
      pageSize: 2,
      log: (line) => progress.push(line),
    });
    // Each page says how far the export got of the documents there were when it began.
    expect(progress.filter((line) => line.startsWith('documents:'))).toEqual([
      'documents: 8 of 25 read (blogs)',
      'documents: 16 of 25 read (blogs)',
      'documents: 20 of 25 read (blogs)',
      'documents: 22 of 25 read (blog_slugs)',
      'documents: 24 of 25 read (blog_slugs)',
      'documents: 25 of 25 read (blog_slugs)',
      'documents: 25 exported',
    ]);

    expect(manifest.version).toBe(2);
    expect(Object.keys(manifest.files).sort()).toEqual(
      ['blog_redirects', 'blog_slugs', 'blogs', 'case_studies', 'case_study_slugs', 'translation_sources'].map(
        (collection) => `firestore/${collection}.jsonl`,
      ),
    );
    const lines = linesOf(dir, 'blogs');
    // One document a line, the file ending with a newline.
    expect(lines.pop()).toBe('');
    const documents = lines.map((line) => JSON.parse(line) as { path: string; data: Record<string, unknown> });
    expect(documents.map((document) => document.path)).toEqual(
      slugs.flatMap((slug) => [
        `blogs/${slug}`,
        `blogs/${slug}/revisions/000001`,
        `blogs/${slug}/revisions/000002`,
        `blogs/${slug}/revisions/head`,
      ]),
    );
    expect(documents[0]?.data.slug).toBe('a');
    expect(manifest.counts.documents).toMatchObject({ blogs: 5, 'blogs/*/revisions': 15, blog_slugs: 5 });
    expect(linesOf(dir, 'case_studies')).toEqual(['']);

    const report = await importContent({ source: dir, target: copy });
    expect(report.documents.create).toHaveLength(25);
    const db = projectDb(COPY);
    expect((await db.doc('blogs/e/revisions/head').get()).data()).toEqual({ next: 3 });
    expect((await db.doc('blog_slugs/c').get()).data()).toEqual({ id: 'c' });
  });
});

describe('content:export at one moment', () => {
  it('leaves out what is saved while it reads, however many pages it reads', async () => {
    const slugs = ['a', 'b', 'c', 'd'];
    await store(SOURCE, [
      ...slugs.map((slug) => ({ path: `blogs/${slug}`, data: post(slug) })),
      ...slugs.map((slug) => ({ path: `blog_slugs/${slug}`, data: { id: slug } })),
    ]);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-check-')), 'export');
    dirs.push(path.dirname(out));
    // A post saved with its claim as the first page is written (later pages would find it), and an
    // early post renamed: the export is the database as it was when it began.
    const db = projectDb(SOURCE);
    let saving: Promise<unknown> | null = null;
    const { dir } = await exportContent({
      target: source,
      out,
      pageSize: 1,
      log: () => {
        saving ??= db
          .batch()
          .set(db.doc('blogs/z'), post('z'))
          .set(db.doc('blog_slugs/z'), { id: 'z' })
          .update(db.doc('blogs/d'), { title: 'Renamed meanwhile' })
          .commit();
      },
    });
    await saving;
    expect(pathsIn(dir, 'blogs')).toEqual(['blogs/a', 'blogs/b', 'blogs/c', 'blogs/d']);
    expect(pathsIn(dir, 'blog_slugs')).toEqual(['blog_slugs/a', 'blog_slugs/b', 'blog_slugs/c', 'blog_slugs/d']);
    const d = linesOf(dir, 'blogs')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { path: string; data: { title?: string } })
      .find((document) => document.path === 'blogs/d');
    expect(d?.data.title).toBe(post('d').title);
    expect((await db.doc('blogs/d').get()).get('title')).toBe('Renamed meanwhile');
  });
});

describe('content:export past the hour Firestore keeps old versions', () => {
  it('stops with what happened and what to do once its read time is older than Firestore keeps, leaving no export to import', async () => {
    const slugs = ['a', 'b', 'c'];
    await store(SOURCE, [
      ...slugs.map((slug) => ({ path: `blogs/${slug}`, data: post(slug) })),
      ...slugs.map((slug) => ({ path: `blog_slugs/${slug}`, data: { id: slug } })),
    ]);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-check-')), 'export');
    dirs.push(path.dirname(out));
    // The clock moves 20 minutes on with each line the export says: after the first of three posts
    // and three claims, it says it will most likely not finish; it stops before the third page.
    let minutes = 0;
    const lines: string[] = [];
    const refused = exportContent({
      target: source,
      out,
      pageSize: 1,
      now: () => Date.now() + minutes * 60_000,
      log: (line) => {
        lines.push(line);
        minutes += 20;
      },
    });
    await expect(refused).rejects.toThrow(
      /^The export has read for 60 minutes at one moment of the database, .+ Firestore keeps .+ 1 hour/,
    );
    await expect(refused).rejects.toThrow(`Delete ${out} and run the export again`);
    expect(lines).toEqual([
      'documents: 1 of 6 read (blogs)',
      expect.stringMatching(
        /^At this pace the export needs about 120 minutes, but it can read at one moment .+ for 55/,
      ),
      'documents: 2 of 6 read (blogs)',
    ]);
    expect(fs.existsSync(path.join(out, 'manifest.json'))).toBe(false);
  });
});
