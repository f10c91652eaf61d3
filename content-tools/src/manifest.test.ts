import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkDocuments,
  countDocuments,
  EXPORT_FORMAT_VERSION,
  fileEntry,
  isSafeImageName,
  type Manifest,
  md5Of,
  parseManifest,
  verifyFiles,
} from './manifest';
import { testManifest } from './testing';

const posts = Buffer.from('{"collection":"blogs","documents":[]}\n');
const cover = Buffer.from([137, 80, 78, 71, 1, 2, 3]);
const COVER = 'blog-images/blogs/1-a.1200x630.png';

function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return testManifest({
    collections: ['blogs'],
    counts: { documents: {}, images: 1 },
    images: [
      {
        name: COVER,
        contentType: 'image/png',
        cacheControl: 'public, max-age=3600',
        downloadTokens: ['t1'],
        size: cover.length,
        md5: md5Of(cover),
      },
    ],
    files: { 'firestore/blogs.json': fileEntry(posts), [`storage/${COVER}`]: fileEntry(cover) },
    ...overrides,
  });
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function exportFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-test-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'firestore'));
  fs.writeFileSync(path.join(dir, 'firestore', 'blogs.json'), posts);
  fs.mkdirSync(path.join(dir, 'storage', 'blog-images', 'blogs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'storage', ...COVER.split('/')), cover);
  return dir;
}

describe('the manifest', () => {
  it('is read back as written', () => {
    const written = manifest();
    expect(parseManifest(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it('is refused when it is not one of an export, saying what is wrong', () => {
    expect(() => parseManifest([])).toThrow(/not a JSON object/);
    expect(() => parseManifest({ ...manifest(), format: 'firestore' })).toThrow(/format is "firestore"/);
    expect(() => parseManifest({ ...manifest(), project: '' })).toThrow(/project is missing/);
    expect(() => parseManifest({ ...manifest(), collections: ['../x'] })).toThrow(/collection names/);
    // Its file would be read twice: each of its documents listed twice.
    expect(() => parseManifest({ ...manifest(), collections: ['blogs', 'blog_slugs', 'blogs'] })).toThrow(
      'The manifest is not one of a content export: collections lists blogs more than once.',
    );
    expect(() => parseManifest({ ...manifest(), images: [{ name: COVER }] })).toThrow(/image entry is incomplete/);
  });

  it('refuses image names that would leave the export folder or the images folder', () => {
    for (const name of ['blog-images/../../etc/passwd', '/blog-images/a.png', 'other/a.png', 'blog-images/a/.hidden'])
      expect(isSafeImageName(name), name).toBe(false);
    expect(isSafeImageName(COVER)).toBe(true);
    const image = { ...manifest().images[0], name: 'blog-images/../../x.png' };
    expect(() => parseManifest({ ...manifest(), images: [image] })).toThrow(/not a name under blog-images/);
  });

  it('is refused when its format version is newer than this import knows', () => {
    expect(() => parseManifest({ ...manifest(), version: EXPORT_FORMAT_VERSION + 1 })).toThrow(
      new RegExp(`format version ${EXPORT_FORMAT_VERSION + 1}; this import reads version ${EXPORT_FORMAT_VERSION}`),
    );
  });
});

describe('verifyFiles', () => {
  it('finds nothing wrong with an intact export', () => {
    expect(verifyFiles(exportFolder(), manifest())).toEqual([]);
  });

  it('names a file that changed, one that is missing and one the manifest does not list', () => {
    const dir = exportFolder();
    fs.writeFileSync(path.join(dir, 'storage', ...COVER.split('/')), Buffer.from('changed'));
    fs.rmSync(path.join(dir, 'firestore', 'blogs.json'));
    expect(verifyFiles(dir, manifest())).toEqual([
      'firestore/blogs.json is missing',
      `storage/${COVER} has changed since the export (size or SHA-256 is not the manifest's)`,
    ]);
    expect(verifyFiles(dir, manifest({ files: {} }))).toEqual([
      'firestore/blogs.json is not in the manifest',
      `storage/${COVER} is not in the manifest`,
    ]);
  });

  it('refuses a listed file outside the export', () => {
    const files = { ...manifest().files, '../outside.json': fileEntry(posts) };
    expect(verifyFiles(exportFolder(), manifest({ files }))).toEqual(['../outside.json is outside the export']);
  });
});

describe('countDocuments', () => {
  it('counts documents per collection and per subcollection', () => {
    expect(
      countDocuments([
        'blogs/a',
        'blogs/a/revisions/000001',
        'blogs/a/revisions/head',
        'blogs/b',
        'case_studies/c/revisions/head',
        'blog_slugs/x',
      ]),
    ).toEqual({ blog_slugs: 1, blogs: 2, 'blogs/*/revisions': 2, 'case_studies/*/revisions': 1 });
    expect(countDocuments(['blogs/a'], ['blogs', 'translation_sources'])).toEqual({ blogs: 1, translation_sources: 0 });
  });
});

describe('checkDocuments', () => {
  const file = (documents: unknown[]) => ({ collection: 'blogs', documents });

  it('takes documents of the collection and of its known subcollections', () => {
    const documents = [
      { path: 'blogs/a', data: { title: 'A' } },
      { path: 'blogs/a/revisions/head', data: { next: 2 } },
    ];
    expect(checkDocuments('blogs', file(documents))).toEqual(documents);
  });

  it('refuses a collection this import does not know, such as leads', () => {
    expect(() => checkDocuments('leads', { collection: 'leads', documents: [] })).toThrow(
      /does not know, leads; it imports blogs, case_studies/,
    );
  });

  it('refuses documents elsewhere, unknown subcollections and documents without fields', () => {
    for (const document of [
      { path: 'leads/a', data: {} },
      { path: 'blogs/a/notes/1', data: {} },
      { path: 'blogs/../leads/x', data: {} },
      { path: 'blogs/a', data: null },
      { path: 'blogs', data: {} },
      'blogs/a',
    ])
      expect(() => checkDocuments('blogs', file([document])), JSON.stringify(document)).toThrow(/outside blogs/);
    expect(() => checkDocuments('blogs', { collection: 'case_studies', documents: [] })).toThrow(/not a list of blogs/);
  });

  it('refuses a file that lists a document more than once, naming the file and each such path', () => {
    const post = (title: string) => ({ path: 'blogs/a', data: { title } });
    const head = { path: 'blogs/a/revisions/head', data: { next: 2 } };
    expect(() => checkDocuments('blogs', file([post('A'), head, post('A, edited')]))).toThrow(
      'The export lists a document more than once (a hand-edited or damaged file: which one is the document?); nothing was imported:\n' +
        '  firestore/blogs.json, blogs/a: is listed 2 times',
    );
    // The same document twice over is refused too: the file is not what the export wrote.
    expect(() => checkDocuments('blogs', file([post('A'), head, head, post('A'), head]))).toThrow(
      'The export lists 2 documents more than once (a hand-edited or damaged file: which one is the document?); nothing was imported:\n' +
        '  firestore/blogs.json, blogs/a: is listed 2 times\n' +
        '  firestore/blogs.json, blogs/a/revisions/head: is listed 3 times',
    );
    // A path equal but for case is another document.
    expect(checkDocuments('blogs', file([post('A'), { path: 'blogs/A', data: { title: 'A' } }]))).toHaveLength(2);
  });
});
