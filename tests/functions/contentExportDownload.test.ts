/**
 * exportSiteContent, the console's "Export content", over real HTTP against the emulators: an
 * admin's POST answers the project's content as a .tar.gz named after the site, the project and
 * the time, which the CLI's import (content-tools/src/importer.ts, unchanged) restores into an empty
 * project, and the audit log records who exported; a writer, no token, a token that does not verify
 * and another method are refused, with nothing recorded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importContent } from '@app/content-tools';
import { savedItem, type TestDocument } from '@app/content-tools/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogToFirestore } from '../../domain/src/blog';
import { caseStudyToFirestore } from '../../domain/src/caseStudy';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { parseTarget } from '../../scripts/content/target';
import { adminDb, clearFirestore, projectDb, setBackgroundTriggers, signedInStaff } from './support/admin';
import { functionUrl, PROJECT_ID } from './support/stack';

const COPY = 'demo-export-download-copy';
const [copy] = parseTarget(['--emulator', '--project', COPY]);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'export-download-'));

const stored: TestDocument[] = [
  ...savedItem('blogs/first', { ...blogToFirestore(blog({ slug: 'first' })), is_published: true }, { saves: 3 }),
  { path: 'blog_slugs/first', data: { id: 'first' } },
  { path: 'blog_redirects/first-draft', data: { id: 'first' } },
  ...savedItem('blogs/second', { ...blogToFirestore(blog({ slug: 'second' })) }),
  { path: 'blog_slugs/second', data: { id: 'second' } },
  ...savedItem('case_studies/story', { ...caseStudyToFirestore(caseStudy()) }),
  { path: `case_study_slugs/${caseStudy().slug}`, data: { id: 'story' } },
];

beforeAll(async () => {
  // The content as the test stores it: no trigger adds to it or races the clear.
  await setBackgroundTriggers(false);
  await clearFirestore();
  await clearFirestore(COPY);
  const batch = adminDb().batch();
  for (const { path: documentPath, data } of stored) batch.set(adminDb().doc(documentPath), data);
  await batch.commit();
});

afterAll(async () => {
  await setBackgroundTriggers(true);
  fs.rmSync(work, { recursive: true, force: true });
});

const exportAs = (headers: Record<string, string>, method = 'POST') =>
  fetch(functionUrl('exportSiteContent'), { method, headers });

const exportedEntries = async () =>
  (await adminDb().collection('audit_log').where('action', '==', 'content_exported').get()).docs.map((entry) =>
    entry.data(),
  );

describe('exportSiteContent', () => {
  it("answers an admin the site's content as a .tar.gz the CLI imports into an empty project, and records it", async () => {
    const admin = await signedInStaff('admin');
    const response = await exportAs({ Authorization: `Bearer ${admin.token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? '';
    expect(name).toMatch(new RegExp(`^localhost-3000-content-${PROJECT_ID}-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
    const archive = path.join(work, name);
    fs.writeFileSync(archive, Buffer.from(await response.arrayBuffer()));

    // The CLI's own import, from the downloaded file, into a project with nothing in it.
    const report = await importContent({ source: archive, target: copy });
    expect(report.written).toBe(true);
    const db = projectDb(COPY);
    for (const { path: documentPath } of stored)
      expect((await db.doc(documentPath).get()).exists, documentPath).toBe(true);
    expect((await db.doc('blogs/first').get()).data()?.slug).toBe('first');
    expect((await db.collection('blogs/first/revisions').get()).size).toBe(4); // 3 versions and the head

    expect(await exportedEntries()).toMatchObject([
      {
        action: 'content_exported',
        actor_uid: admin.uid,
        actor_email: admin.email,
        target: null,
        details: { count: stored.length, images: 0, archive: name },
      },
    ]);
  });

  it('refuses a writer (403), no token and a token that does not verify (401), and another method (405), recording nothing', async () => {
    const before = (await exportedEntries()).length;
    const writer = await signedInStaff('writer');
    const refusals = [
      [await exportAs({ Authorization: `Bearer ${writer.token}` }), 403, 'PERMISSION_DENIED', /^Only admins can/],
      [await exportAs({}), 401, 'UNAUTHENTICATED', /^Sign in with an admin account/],
      [await exportAs({ Authorization: 'Bearer not-a-token' }), 401, 'UNAUTHENTICATED', /sign in again/],
    ] as const;
    for (const [response, status, code, message] of refusals) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as { error: { status: string; message: string } };
      expect(body.error.status).toBe(code);
      expect(body.error.message).toMatch(message);
    }
    const get = await exportAs({}, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    await get.body?.cancel();
    expect(await exportedEntries()).toHaveLength(before);
  });
});
