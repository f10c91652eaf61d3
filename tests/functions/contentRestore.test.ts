/**
 * restoreSiteContent, the console's "Restore", over real HTTP against the emulators: an admin sends
 * an archive the console's export wrote; a dry run answers what the import would create, replace,
 * delete and leave alone and writes nothing; the restore writes it with the import's own code into
 * the project and records `content_imported`. A writer, no token, a damaged, cut-short or foreign
 * file, and a file over the limit are refused, with nothing written or recorded.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { savedItem, type TestDocument, writeDocumentsExport } from '@app/content-tools/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogToFirestore } from '../../domain/src/blog';
import { caseStudyToFirestore } from '../../domain/src/caseStudy';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { adminDb, clearFirestore, setBackgroundTriggers, signedInStaff } from './support/admin';
import { functionUrl } from './support/stack';

const stored: TestDocument[] = [
  ...savedItem('blogs/first', { ...blogToFirestore(blog({ slug: 'first' })), is_published: true }, { saves: 2 }),
  { path: 'blog_slugs/first', data: { id: 'first' } },
  ...savedItem('case_studies/story', { ...caseStudyToFirestore(caseStudy()) }),
  { path: `case_study_slugs/${caseStudy().slug}`, data: { id: 'story' } },
];

/** The archive the console's export wrote of `stored`. */
let archive: Buffer;

async function store(documents: readonly TestDocument[]) {
  const batch = adminDb().batch();
  for (const { path, data } of documents) batch.set(adminDb().doc(path), data);
  await batch.commit();
}

/** Every document path of the project's content collections (and their revisions), sorted. */
async function contentPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const collection of ['blogs', 'blog_slugs', 'case_studies', 'case_study_slugs'])
    for (const document of (await adminDb().collection(collection).get()).docs) {
      paths.push(document.ref.path);
      for (const revision of (await document.ref.collection('revisions').get()).docs) paths.push(revision.ref.path);
    }
  return paths.sort();
}

const importedEntries = async () =>
  (await adminDb().collection('audit_log').where('action', '==', 'content_imported').get()).docs.map((entry) =>
    entry.data(),
  );

/**
 * One request on a connection of its own, never one fetch kept alive from an earlier request: the
 * emulator closes a connection idle for 5 s (Node's keepAliveTimeout), and a test that holds the
 * event loop longer (the 512 MB archive is packed synchronously) would otherwise send its upload
 * on a connection the server had closed meanwhile, failing with EPIPE before any answer. A server
 * that answers before it has read the whole upload and closes (fair for a refusal) is taken at its
 * answer: the upload's own error after the answer has begun is not the test's outcome.
 */
function requestOnFreshConnection(url: string, method: string, headers: Record<string, string>, body?: Uint8Array) {
  return new Promise<Response>((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method, headers, agent: false }, (answer) => {
      answered = true;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          if (typeof value === 'string') answerHeaders.set(name, value);
        resolve(
          new Response(answer.statusCode === 204 ? null : Buffer.concat(chunks), {
            status: answer.statusCode,
            headers: answerHeaders,
          }),
        );
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

const restore = (token: string | null, body: Uint8Array, mode: 'dry-run' | 'apply', method = 'POST') =>
  requestOnFreshConnection(
    `${functionUrl('restoreSiteContent')}?mode=${mode}`,
    method,
    { 'Content-Type': 'application/gzip', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    method === 'POST' ? body : undefined,
  );

beforeAll(async () => {
  await setBackgroundTriggers(false);
  await clearFirestore();
  await store(stored);
  const admin = await signedInStaff('admin');
  const response = await fetch(functionUrl('exportSiteContent'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(response.status).toBe(200);
  archive = Buffer.from(await response.arrayBuffer());
});

afterAll(async () => {
  await setBackgroundTriggers(true);
});

describe('restoreSiteContent', () => {
  it('refuses a writer (403), no token (401) and another method (405), writing and recording nothing', async () => {
    await clearFirestore();
    const writer = await signedInStaff('writer');
    const refusals = [
      [await restore(writer.token, archive, 'apply'), 403, 'PERMISSION_DENIED'],
      [await restore(null, archive, 'apply'), 401, 'UNAUTHENTICATED'],
      [await restore('not-a-token', archive, 'apply'), 401, 'UNAUTHENTICATED'],
    ] as const;
    for (const [response, status, code] of refusals) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { status: string } }).error.status).toBe(code);
    }
    const get = await restore(null, archive, 'apply', 'GET');
    expect(get.status).toBe(405);
    await get.body?.cancel();
    expect(await contentPaths()).toEqual([]);
    expect(await importedEntries()).toEqual([]);
  });

  it('refuses a damaged, cut-short or foreign file and an unknown mode (400), writing nothing', async () => {
    await clearFirestore();
    const admin = await signedInStaff('admin');
    const files = [
      ['not gzip at all', Buffer.from('hello, not an archive')],
      ['cut short', archive.subarray(0, Math.floor(archive.length / 2))],
      ['a gzip that is no tar', zlib.gzipSync(Buffer.from('{"format":"something else"}'))],
      ['empty', Buffer.alloc(0)],
    ] as const;
    for (const [what, bytes] of files) {
      const response = await restore(admin.token, bytes, 'apply');
      expect(response.status, what).toBe(400);
      const body = (await response.json()) as { error: { status: string; message: string; details: unknown } };
      expect(body.error.status, what).toBe('INVALID_ARGUMENT');
      // Why, as data the console words in its language.
      expect(body.error.details, what).toMatchObject({ reason: 'invalid-archive', archive: { code: 'unpackFailed' } });
      // The server's own folders and file names are not the caller's business.
      expect(body.error.message, what).not.toMatch(/\/tmp\/|archive\.tar\.gz/);
    }
    const unknown = await restore(admin.token, archive, 'dry-run-please' as 'apply');
    expect(unknown.status).toBe(400);
    await unknown.body?.cancel();
    expect(await contentPaths()).toEqual([]);
    expect(await importedEntries()).toEqual([]);
  });

  it('refuses a small archive that would unpack to more than 512 MB (400), writing nothing', async () => {
    await clearFirestore();
    const admin = await signedInStaff('admin');
    // 513 MB, mostly zeros (a sparse file, no disk used), with 256 random bytes every 64 KB: it packs
    // into a few MB, about 200 to 1 (tar itself refuses past 1,000 to 1, so this is what gets that far).
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-bomb-'));
    try {
      fs.writeFileSync(path.join(folder, 'manifest.json'), '{}');
      const file = path.join(folder, 'sparse.png');
      const size = 513 * 1024 * 1024;
      const handle = fs.openSync(file, 'w');
      for (let at = 0; at < size; at += 64 * 1024) fs.writeSync(handle, crypto.randomBytes(256), 0, 256, at);
      fs.closeSync(handle);
      fs.truncateSync(file, size);
      const bomb = path.join(folder, 'bomb.tar.gz');
      execFileSync('tar', ['-czf', bomb, '-C', folder, 'manifest.json', 'sparse.png']);
      const bytes = fs.readFileSync(bomb);
      expect(bytes.length).toBeLessThan(8 * 1024 * 1024);
      expect(bytes.length).toBeGreaterThan(size / 1000);
      const response = await restore(admin.token, bytes, 'apply');
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string; details: unknown } };
      expect(body.error.details).toMatchObject({
        reason: 'invalid-archive',
        archive: { code: 'unpacksTooLarge', params: { megabytes: 512 } },
      });
      expect(body.error.message).toMatch(/unpacks to more than 512 MB/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(await contentPaths()).toEqual([]);
    expect(await importedEntries()).toEqual([]);
  });

  it('refuses an archive whose documents the content rules refuse (400), each problem as data and in English', async () => {
    await clearFirestore();
    const admin = await signedInStaff('admin');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-refused-'));
    try {
      const post = { ...blogToFirestore(blog({ slug: 'refused' })), excerpt: null, extra: true };
      writeDocumentsExport(
        path.join(folder, 'backup'),
        {
          blogs: [{ path: 'blogs/refused', data: post }],
          blog_slugs: [{ path: 'blog_slugs/refused', data: { id: 'gone' } }],
        },
        { lines: true },
      );
      execFileSync('tar', ['-czf', path.join(folder, 'backup.tar.gz'), '-C', folder, 'backup']);
      const response = await restore(admin.token, fs.readFileSync(path.join(folder, 'backup.tar.gz')), 'dry-run');
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { details: { reason: string; problems: string[]; refusals: unknown[] } };
      };
      expect(error.details.reason).toBe('invalid-archive');
      expect(error.details.refusals).toEqual([
        {
          file: 'firestore/blogs.jsonl',
          line: 1,
          path: 'blogs/refused',
          problems: expect.arrayContaining([
            { code: 'required', field: 'excerpt', params: {} },
            { code: 'notAccepted', field: 'extra', params: { count: 1 } },
          ]),
        },
        {
          file: 'firestore/blog_slugs.jsonl',
          line: 1,
          path: 'blog_slugs/refused',
          problems: [{ code: 'strayMissingItem', field: 'id', params: { item: 'blogs/gone' } }],
        },
      ]);
      expect(error.details.problems).toEqual([
        expect.stringMatching(/^firestore\/blogs\.jsonl line 1, blogs\/refused: .*excerpt: is required/),
        'firestore/blog_slugs.jsonl line 1, blog_slugs/refused: id: names blogs/gone, which the export does not hold',
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(await contentPaths()).toEqual([]);
  });

  it('lists the first 200 documents of an archive that refuses thousands, and how many there are in all', async () => {
    await clearFirestore();
    const admin = await signedInStaff('admin');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-refused-many-'));
    try {
      const slugs = Array.from({ length: 1_000 }, (_, index) => `refused-${index}`);
      const blogs = slugs.map((slug) => ({
        path: `blogs/${slug}`,
        data: { ...blogToFirestore(blog({ slug })), excerpt: null },
      }));
      writeDocumentsExport(path.join(folder, 'backup'), { blogs }, { lines: true });
      execFileSync('tar', ['-czf', path.join(folder, 'backup.tar.gz'), '-C', folder, 'backup']);
      const response = await restore(admin.token, fs.readFileSync(path.join(folder, 'backup.tar.gz')), 'dry-run');
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: {
          message: string;
          details: { reason: string; problems: string[]; refusals: unknown[]; refused: number };
        };
      };
      expect(error.details.reason).toBe('invalid-archive');
      expect(error.details.refused).toBe(1_000);
      expect(error.details.refusals).toHaveLength(200);
      expect(error.details.refusals[0]).toMatchObject({ line: 1, path: 'blogs/refused-0' });
      expect(error.details.problems).toHaveLength(200);
      expect(error.message).toMatch(/^The export holds 1000 documents the content rules refuse/);
      expect(error.message).toMatch(/… and 800 more$/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(await contentPaths()).toEqual([]);
  });

  it('refuses an archive whose item would take a slug another item of the site carries (409), as data', async () => {
    await clearFirestore();
    await store([{ path: 'blogs/other', data: { ...blogToFirestore(blog({ slug: 'first' })) } }]);
    const admin = await signedInStaff('admin');
    const response = await restore(admin.token, archive, 'dry-run');
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { details: { reason: string; taken: unknown } } };
    expect(error.details).toMatchObject({
      reason: 'slug-taken',
      taken: [
        {
          path: 'blogs/first',
          problem: { code: 'slugTaken', params: { item: 'blogs/first', slug: 'first', carrier: 'blogs/other' } },
        },
      ],
    });
    expect(await contentPaths()).toEqual(['blogs/other']);
  });

  it('refuses a file over the limit (413) before reading it', async () => {
    const admin = await signedInStaff('admin');
    const response = await restore(admin.token, Buffer.alloc(33 * 1024 * 1024), 'dry-run');
    expect(response.status).toBe(413);
    await response.body?.cancel();
  });

  it('answers a dry run with what would be created, replaced, deleted and left alone, writing nothing', async () => {
    await clearFirestore();
    // The project holds one post as exported, and another version of the case study.
    await store(stored.filter((document) => document.path.startsWith('blogs/first')));
    await store([{ path: 'case_studies/story', data: { ...caseStudyToFirestore(caseStudy()), title: 'Changed' } }]);
    const before = await contentPaths();
    const admin = await signedInStaff('admin');
    const response = await restore(admin.token, archive, 'dry-run');
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      mode: string;
      written: boolean;
      documents: {
        create: { count: number; paths: string[] };
        replace: { count: number; paths: string[] };
        remove: { count: number; paths: string[] };
        unchanged: number;
      };
      changes: number;
    };
    expect(report.mode).toBe('dry-run');
    expect(report.written).toBe(false);
    expect(report.documents.create.paths).toEqual(
      expect.arrayContaining(['blog_slugs/first', `case_study_slugs/${caseStudy().slug}`]),
    );
    expect(report.documents.replace.paths).toEqual(['case_studies/story']);
    expect(report.documents.unchanged).toBe(stored.filter((d) => d.path.startsWith('blogs/first')).length);
    expect(await contentPaths()).toEqual(before);
    expect((await adminDb().doc('case_studies/story').get()).get('title')).toBe('Changed');
    expect(await importedEntries()).toEqual([]);
  });

  it('restores the archive into an empty project and records it', async () => {
    await clearFirestore();
    const admin = await signedInStaff('admin');
    const response = await restore(admin.token, archive, 'apply');
    expect(response.status).toBe(200);
    const report = (await response.json()) as { mode: string; written: boolean; changes: number };
    expect(report).toMatchObject({ mode: 'apply', written: true, changes: stored.length });
    expect(await contentPaths()).toEqual(stored.map((document) => document.path).sort());
    expect((await adminDb().doc('blogs/first').get()).get('slug')).toBe('first');
    expect(await importedEntries()).toMatchObject([
      {
        action: 'content_imported',
        actor_uid: admin.uid,
        actor_email: admin.email,
        target: null,
        details: { created: stored.length, replaced: 0, deleted: 0, unchanged: 0, images: 0 },
      },
    ]);

    // Again: the project already holds it all, so nothing changes.
    const again = await restore(admin.token, archive, 'apply');
    expect(await again.json()).toMatchObject({ written: false, changes: 0 });
  });
});
