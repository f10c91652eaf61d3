/**
 * content:import against the Firestore emulator, into a demo project of its own (no function
 * watches it): a valid export is written; one whose post the content rules refuse (a hand edit with
 * its checksums recomputed) is refused whole, and the project is left as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { blogToFirestore } from '../../domain/src/blog';
import { caseStudyToFirestore } from '../../domain/src/caseStudy';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { importContent } from '../../scripts/content/import';
import { parseTarget } from '../../scripts/content/target';
import { type TestDocuments, writeDocumentsExport } from '../../scripts/content/testing';
import { emulatorOrigin } from './support/stack';

const PROJECT = 'demo-import-check';
const [target] = parseTarget(['--emulator', '--project', PROJECT]);
const dirs: string[] = [];

function projectDb(): Firestore {
  return getFirestore(getApps().find((app) => app.name === PROJECT) ?? initializeApp({ projectId: PROJECT }, PROJECT));
}

beforeEach(async () => {
  const response = await fetch(
    `${emulatorOrigin('firestore')}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(response.ok).toBe(true);
});

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
  revision: 1,
  ...overrides,
});
const content = (posts: { path: string; data: Record<string, unknown> }[]) => ({
  blogs: [
    ...posts,
    { path: 'blogs/first/revisions/head', data: { next: 2 } },
    {
      path: 'blogs/first/revisions/000001',
      data: {
        number: 1,
        fields: post('first'),
        saved_at: Timestamp.fromDate(new Date('2025-01-10T08:00:00Z')),
        saved_by: 'admin@example.com',
        restored_from: null,
      },
    },
  ],
  blog_slugs: posts.map((entry) => ({ path: `blog_slugs/${entry.data.slug}`, data: { id: entry.path.split('/')[1] } })),
  case_studies: [
    {
      path: 'case_studies/case',
      data: { ...caseStudyToFirestore(caseStudy()), created_at: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')) },
    },
  ],
  case_study_slugs: [{ path: 'case_study_slugs/faster-invoicing', data: { id: 'case' } }],
});

describe('content:import and the content rules', () => {
  it('writes a valid export', async () => {
    const source = exportOf(
      content([
        { path: 'blogs/first', data: post('first') },
        { path: 'blogs/second', data: post('second', { title: 'x'.repeat(200) }) },
      ]),
    );
    const report = await importContent({ source, target });
    expect(report.written).toBe(true);
    const db = projectDb();
    expect((await db.doc('blogs/second').get()).get('title')).toBe('x'.repeat(200));
    expect((await db.doc('blog_slugs/first').get()).data()).toEqual({ id: 'first' });
    expect((await db.doc('case_studies/case').get()).get('created_at')).toBeInstanceOf(Timestamp);
    expect((await db.doc('blogs/first/revisions/000001').get()).exists).toBe(true);
  });

  it.each([
    ['a title over its limit', post('second', { title: 'x'.repeat(201) }), 'title: must be at most 200 characters'],
    ['no author', (({ author, ...rest }) => rest)(post('second')), 'author: is required'],
    ['a bad slug', post('Second Post'), 'slug: must be lowercase letters, digits and single hyphens'],
  ])('refuses an export whose post has %s, naming it, and writes nothing', async (_what, data, problem) => {
    const source = exportOf(
      content([
        { path: 'blogs/first', data: post('first') },
        { path: 'blogs/second', data },
      ]),
    );
    await expect(importContent({ source, target })).rejects.toThrow(
      `nothing was imported:\n  firestore/blogs.json, blogs/second: ${problem}`,
    );
    const db = projectDb();
    for (const collection of ['blogs', 'blog_slugs', 'case_studies', 'case_study_slugs']) {
      expect((await db.collection(collection).get()).size, collection).toBe(0);
    }
  });
});
