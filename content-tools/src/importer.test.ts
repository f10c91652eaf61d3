// The checks an import makes before it connects anywhere: the export's files, its archive and its documents.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blogToFirestore } from '@app/domain';
import { blog } from '@app/domain/testing';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidExportError, importContent, MAX_COMMIT_BYTES, writeGroups } from './importer';
import { fileEntry, md5Of } from './manifest';
import type { Target } from './target';
import {
  documentLine,
  savedItem,
  type TestDocuments,
  testManifest,
  writeDocumentsExport,
  writeLinesExport,
} from './testing';
import { InvalidDocumentsError } from './validate';

/** A demo project on the local emulators (none runs here: each import below is refused before it connects). */
const target: Target = {
  emulator: true,
  project: 'demo-import-test',
  bucket: 'demo-import-test.appspot.com',
  origin: 'http://127.0.0.1:9199',
  firestoreEmulatorHost: '127.0.0.1:8080',
};
const IMAGE = 'blog-images/blogs/1-a.png';
const image = Buffer.from('an image of the export');
const posts = Buffer.from(JSON.stringify({ collection: 'blogs', documents: [] }));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-test-'));
  dirs.push(dir);
  return dir;
}

/** An export folder `export` in a new folder, its image written by `writeImage`. */
function exportFolder(writeImage: (file: string) => void): string {
  const root = tempDir();
  const dir = path.join(root, 'export');
  fs.mkdirSync(path.join(dir, 'firestore'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'firestore', 'blogs.json'), posts);
  fs.mkdirSync(path.join(dir, 'storage', 'blog-images', 'blogs'), { recursive: true });
  writeImage(path.join(dir, 'storage', ...IMAGE.split('/')));
  const manifest = testManifest({
    collections: ['blogs'],
    counts: { documents: { blogs: 0 }, images: 1 },
    images: [
      {
        name: IMAGE,
        contentType: 'image/png',
        cacheControl: null,
        downloadTokens: [],
        size: image.length,
        md5: md5Of(image),
      },
    ],
    files: { 'firestore/blogs.json': fileEntry(posts), [`storage/${IMAGE}`]: fileEntry(image) },
  });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

async function archiveOf(dir: string): Promise<string> {
  const file = `${dir}.tar.gz`;
  await tar.create({ gzip: true, file, cwd: path.dirname(dir), portable: true }, [path.basename(dir)]);
  return file;
}

describe('importContent, before it connects', () => {
  it('refuses an export whose files changed, naming them, and writes nothing', async () => {
    const dir = exportFolder((file) => fs.writeFileSync(file, 'another image'));
    await expect(importContent({ source: dir, target })).rejects.toThrow(
      `is damaged; nothing was imported:\n  storage/${IMAGE} has changed since the export`,
    );
  });

  it('does not unpack links from an archive, so it cannot be made to upload a file of this machine', async () => {
    const outside = path.join(tempDir(), 'secret.png');
    fs.writeFileSync(outside, image);
    const archive = await archiveOf(exportFolder((file) => fs.symlinkSync(outside, file)));
    // The files are unpacked (the manifest and the posts check out); the link is not.
    await expect(importContent({ source: archive, target })).rejects.toThrow(
      new RegExp(`nothing was imported:\\n  storage/${IMAGE} is missing$`),
    );
  });

  it('says which archive is cut short, and what that means, not only zlib’s words', async () => {
    const archive = await archiveOf(exportFolder((file) => fs.writeFileSync(file, image)));
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(archive, whole.subarray(0, Math.floor(whole.length / 2)));
    const refused = importContent({ source: archive, target });
    await expect(refused).rejects.toThrow(`${archive} cannot be unpacked as a .tar.gz (`);
    await expect(refused).rejects.toThrow(/cut short or damaged\. Nothing was imported\.$/);
  });

  it('refuses an archive that unpacks to more than maxUnpackedBytes, as the export’s fault', async () => {
    // 4 MB of zeros packs into a few KB: a small upload that would fill the server's memory-backed /tmp.
    const dir = exportFolder((file) => fs.writeFileSync(file, Buffer.alloc(4 * 1024 * 1024)));
    const archive = await archiveOf(dir);
    expect(fs.statSync(archive).size).toBeLessThan(64 * 1024);
    const refused = importContent({ source: archive, target, maxUnpackedBytes: 1024 * 1024 });
    await expect(refused).rejects.toBeInstanceOf(InvalidExportError);
    await expect(importContent({ source: archive, target, maxUnpackedBytes: 1024 * 1024 })).rejects.toThrow(
      `${archive} unpacks to more than 1 MB, more than an import here takes. Nothing was imported.`,
    );
  });

  it('names a manifest that is not JSON, not only where in it the parser stopped', async () => {
    const dir = exportFolder((file) => fs.writeFileSync(file, image));
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{ "format": "nope", ');
    await expect(importContent({ source: dir, target })).rejects.toThrow(
      new RegExp(
        `^${path.join(dir, 'manifest.json')} is not valid JSON \\(.+\\): the export is damaged\\. Nothing was imported\\.$`,
      ),
    );
  });

  it('refuses what is not an export', async () => {
    await expect(importContent({ source: tempDir(), target })).rejects.toThrow(/is not a content export/);
    const notAnArchive = path.join(tempDir(), 'x.tar.gz');
    fs.writeFileSync(notAnArchive, 'not gzip');
    await expect(importContent({ source: notAnArchive, target })).rejects.toThrow(
      `${notAnArchive} cannot be unpacked as a .tar.gz (`,
    );
    await expect(importContent({ source: path.join(tempDir(), 'nothing'), target })).rejects.toThrow(/does not exist/);
  });

  it('calls each of these the export’s fault (InvalidExportError), which the console’s restore answers with 400', async () => {
    const damaged = exportFolder((file) => fs.writeFileSync(file, 'another image'));
    const notAnArchive = path.join(tempDir(), 'x.tar.gz');
    fs.writeFileSync(notAnArchive, 'not gzip');
    for (const source of [damaged, notAnArchive, tempDir(), path.join(tempDir(), 'nothing')])
      await expect(importContent({ source, target }), source).rejects.toBeInstanceOf(InvalidExportError);
  });

  it('says why as data too: an archive that cannot be unpacked, unpacks too large, holds no export, or is damaged', async () => {
    const problemOf = (options: Parameters<typeof importContent>[0]) =>
      importContent(options).then(
        () => null,
        (error: unknown) => (error instanceof InvalidExportError ? error.problem : error),
      );
    const notAnArchive = path.join(tempDir(), 'x.tar.gz');
    fs.writeFileSync(notAnArchive, 'not gzip');
    expect(await problemOf({ source: notAnArchive, target })).toEqual({ code: 'unpackFailed' });
    const zeros = await archiveOf(exportFolder((file) => fs.writeFileSync(file, Buffer.alloc(4 * 1024 * 1024))));
    expect(await problemOf({ source: zeros, target, maxUnpackedBytes: 1024 * 1024 })).toEqual({
      code: 'unpacksTooLarge',
      params: { megabytes: 1 },
    });
    const foreign = path.join(tempDir(), 'notes');
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, 'notes.txt'), 'notes');
    expect(await problemOf({ source: await archiveOf(foreign), target })).toEqual({ code: 'notAnExport' });
    const damaged = exportFolder((file) => fs.writeFileSync(file, 'another image'));
    expect(await problemOf({ source: damaged, target })).toEqual({ code: 'damaged' });
  });
});

/** An export of these posts (the manifest's checksums computed for them, as after a hand edit). */
function exportOfPosts(documents: TestDocuments[string]): string {
  const dir = path.join(tempDir(), 'export');
  writeDocumentsExport(dir, { blogs: documents });
  return dir;
}

describe('importContent, the content rules', () => {
  const post = (overrides: Record<string, unknown> = {}) => ({ ...blogToFirestore(blog()), ...overrides });

  it.each([
    ['a title over its limit', post({ title: 'x'.repeat(201) }), 'title: must be at most 200 characters'],
    ['no excerpt', (({ excerpt, ...rest }) => rest)(post()), 'excerpt: is required'],
    ['a bad slug', post({ slug: 'Not a slug!' }), 'slug: must be lowercase letters, digits and single hyphens'],
  ])(
    'refuses a hand-edited archive whose post has %s, whole, before it connects anywhere',
    async (_what, data, problem) => {
      const archive = await archiveOf(
        exportOfPosts([
          { path: 'blogs/fine', data: post({ slug: 'fine' }) },
          { path: 'blogs/edited', data },
        ]),
      );
      const refused = importContent({ source: archive, target });
      await expect(refused).rejects.toThrow(InvalidDocumentsError);
      await expect(refused).rejects.toThrow(
        `The export holds a document the content rules refuse; nothing was imported:\n  firestore/blogs.json, blogs/edited: ${problem}`,
      );
    },
  );
});

describe('importContent, the history and translation sources', () => {
  it('refuses an archive whose history contradicts itself or whose sources name no item, whole, before it connects anywhere', async () => {
    const saved = savedItem('blogs/kept', { ...blogToFirestore(blog({ slug: 'kept' })) }, { saves: 3 });
    const documents = saved
      // Version 2 cut out, and version 3 signed by no one's address.
      .filter((document) => !document.path.endsWith('/000002'))
      .map((document) =>
        document.path.endsWith('/000003') ? { ...document, data: { ...document.data, saved_by: 'admin' } } : document,
      );
    const dir = path.join(tempDir(), 'export');
    writeDocumentsExport(dir, {
      blogs: documents,
      translation_sources: [{ path: 'translation_sources/blogs_deleted', data: { fields: {} } }],
    });
    const refused = importContent({ source: await archiveOf(dir), target });
    await expect(refused).rejects.toThrow(InvalidDocumentsError);
    await expect(refused).rejects.toThrow(
      'The export holds 3 documents the content rules refuse; nothing was imported:\n' +
        "  firestore/blogs.json, blogs/kept/revisions/000003: saved_by: must be the saver's e-mail address\n" +
        '  firestore/blogs.json, blogs/kept/revisions/head: next: 4 keeps versions 000001 to 000003, but 000002 is not in the export\n' +
        '  firestore/translation_sources.json, translation_sources/blogs_deleted: its id: names blogs/deleted, which the export does not hold',
    );
  });
});

describe('importContent, documents listed twice and what claims name', () => {
  const saved = () => savedItem('blogs/kept', { ...blogToFirestore(blog({ slug: 'kept' })) }, { saves: 1 });

  it('refuses an archive whose file lists a document twice, naming the file and path, before it connects anywhere', async () => {
    const [item, ...rest] = saved();
    if (!item) throw new Error('savedItem gives the item first');
    const dir = path.join(tempDir(), 'export');
    // A hand edit that pasted the post again, changed, below the first: the later one used to win.
    writeDocumentsExport(dir, {
      blogs: [item, ...rest, { ...item, data: { ...item.data, title: 'Edited' } }],
      blog_slugs: [{ path: 'blog_slugs/kept', data: { id: 'kept' } }],
    });
    const refused = importContent({ source: await archiveOf(dir), target, only: ['blogs/kept'] });
    await expect(refused).rejects.toThrow(
      'The export lists a document more than once (a hand-edited or damaged file: which one is the document?); nothing was imported:\n' +
        '  firestore/blogs.json, blogs/kept: is listed 2 times',
    );
  });

  it('refuses an archive whose slug claim or old address names a post it does not hold, before it connects anywhere', async () => {
    const dir = path.join(tempDir(), 'export');
    writeDocumentsExport(dir, {
      blogs: saved(),
      blog_slugs: [
        { path: 'blog_slugs/kept', data: { id: 'kept' } },
        { path: 'blog_slugs/deleted', data: { id: 'deleted' } },
      ],
      blog_redirects: [{ path: 'blog_redirects/kept-before', data: { id: 'deleted' } }],
    });
    const refused = importContent({ source: await archiveOf(dir), target });
    await expect(refused).rejects.toThrow(InvalidDocumentsError);
    await expect(refused).rejects.toThrow(
      'The export holds 2 documents the content rules refuse; nothing was imported:\n' +
        '  firestore/blog_slugs.json, blog_slugs/deleted: id: names blogs/deleted, which the export does not hold\n' +
        '  firestore/blog_redirects.json, blog_redirects/kept-before: id: names blogs/deleted, which the export does not hold',
    );
  });
});

describe('importContent, an export in JSON Lines (one document a line)', () => {
  const kept = () => savedItem('blogs/kept', { ...blogToFirestore(blog({ slug: 'kept' })) }, { saves: 1 });
  const linesOf = (documents: TestDocuments[string]) => documents.map(documentLine);

  async function refusal(lines: Record<string, readonly string[]>) {
    const dir = path.join(tempDir(), 'export');
    writeLinesExport(dir, lines);
    return importContent({ source: await archiveOf(dir), target });
  }

  it('names the file and line of a line that is not JSON, before it connects anywhere', async () => {
    const [item, ...rest] = linesOf(kept());
    const refused = refusal({ blogs: [item ?? '', '{"path": "blogs/cut", "data": {"title": "Cut sh', ...rest] });
    await expect(refused).rejects.toThrow(
      /^firestore\/blogs\.jsonl line 2 is not valid JSON \(.+\): the export is damaged\. Nothing was imported\.$/,
    );
  });

  it('names an empty line in the middle of a file', async () => {
    const [item, ...rest] = linesOf(kept());
    await expect(refusal({ blogs: [item ?? '', '', ...rest] })).rejects.toThrow(
      'firestore/blogs.jsonl line 2 is empty: the export is damaged. Nothing was imported.',
    );
  });

  it('names the line of a document outside its file’s collection', async () => {
    const refused = refusal({
      blogs: linesOf(kept()),
      blog_slugs: [documentLine({ path: 'blog_slugs/kept', data: { id: 'kept' } }), '{"path": "leads/x", "data": {}}'],
    });
    await expect(refused).rejects.toThrow(
      'firestore/blog_slugs.jsonl line 2 holds a document outside blog_slugs: {"path":"leads/x","data":{}}',
    );
  });

  it('names the file and line of a document the content rules refuse, and of one listed twice', async () => {
    const post = { ...blogToFirestore(blog({ slug: 'long' })), title: 'x'.repeat(201) };
    const long = refusal({ blogs: [...linesOf(kept()), documentLine({ path: 'blogs/long', data: post })] });
    await expect(long).rejects.toThrow(InvalidDocumentsError);
    await expect(long).rejects.toThrow(
      'nothing was imported:\n  firestore/blogs.jsonl line 4, blogs/long: title: must be at most 200 characters',
    );
    const [item, ...rest] = kept();
    if (!item) throw new Error('savedItem gives the item first');
    const twice = refusal({ blogs: linesOf([item, ...rest, { ...item, data: { ...item.data, title: 'Edited' } }]) });
    await expect(twice).rejects.toThrow(
      'nothing was imported:\n  firestore/blogs.jsonl, blogs/kept: is listed 2 times (lines 1, 4)',
    );
  });
});

describe('writeGroups: the import’s commits at real size', () => {
  it('keeps each commit within 500 writes and the request size Firestore takes, in order', () => {
    // 1,000 versions of a long post in both languages (100,000 characters each), some 200 KB apiece:
    // 500 of them in one commit would be a request of 100 MB, which Firestore refuses.
    const big = 200_000;
    const groups = writeGroups(
      Array.from({ length: 1_000 }, (_, i) => i),
      () => big,
    );
    expect(groups.flat()).toEqual(Array.from({ length: 1_000 }, (_, i) => i));
    for (const group of groups) {
      expect(group.length).toBeLessThanOrEqual(500);
      expect(group.length * big).toBeLessThanOrEqual(MAX_COMMIT_BYTES);
    }
    // Firestore's limit is 10 MiB; the emulator never answers a request over 4 MiB.
    expect(MAX_COMMIT_BYTES).toBeLessThan(4 * 1024 * 1024);
    // Small writes still go 500 at a time, and a write larger than the budget goes alone.
    expect(
      writeGroups(
        Array.from({ length: 1_200 }, (_, i) => i),
        () => 100,
      ).map((group) => group.length),
    ).toEqual([500, 500, 200]);
    expect(writeGroups([1, 2, 3], (n) => (n === 2 ? MAX_COMMIT_BYTES + 1 : 10))).toEqual([[1], [2], [3]]);
  });
});
