import { byPath, type ExportedDocument, leaveOutStrays } from '@app/content-tools';
import { describe, expect, it } from 'vitest';
import { parseExportArgs } from './export';
import { parseImportArgs } from './import';
import { parseTarget } from './target';

describe('parseTarget', () => {
  it('takes the local demo project on the emulators', () => {
    expect(parseTarget(['--emulator', 'x'], {})).toEqual([
      {
        emulator: true,
        project: 'demo-nordic-ai',
        bucket: 'demo-nordic-ai.appspot.com',
        origin: 'http://127.0.0.1:9199',
        firestoreEmulatorHost: '127.0.0.1:8080',
      },
      ['x'],
    ]);
  });

  it('takes another demo project on the same emulators, where FIREBASE_STORAGE_EMULATOR_HOST says', () => {
    const [target] = parseTarget(['--emulator', '--project', 'demo-nordic-ai-copy'], {
      FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9299',
    });
    expect(target).toMatchObject({
      project: 'demo-nordic-ai-copy',
      bucket: 'demo-nordic-ai-copy.appspot.com',
      origin: 'http://127.0.0.1:9299',
    });
  });

  it('takes a live project and its bucket, with production download URLs', () => {
    const [target] = parseTarget(['--project', 'nordic-ai', '--bucket', 'nordic-ai.firebasestorage.app'], {});
    expect(target).toEqual({
      emulator: false,
      project: 'nordic-ai',
      bucket: 'nordic-ai.firebasestorage.app',
      origin: 'https://firebasestorage.googleapis.com',
    });
  });

  it('refuses to guess where, or to mix a live project with the emulators', () => {
    expect(() => parseTarget([], {})).toThrow(/Say where/);
    expect(() => parseTarget(['--emulator', '--project', 'nordic-ai'], {})).toThrow(/would be a live project/);
    expect(() => parseTarget(['--project', 'demo-nordic-ai'], {})).toThrow(/add --emulator/);
    expect(() => parseTarget(['--project'], {})).toThrow(/--project needs a value/);
  });
});

describe('the command lines', () => {
  it('export to a named folder, or to one named after the project and the time', () => {
    expect(parseExportArgs(['--emulator', '--out', 'backup', '--archive'])).toMatchObject({
      out: 'backup',
      archive: true,
    });
    expect(parseExportArgs(['--emulator']).out).toMatch(/^content-export-demo-nordic-ai-\d{8}T\d{6}Z$/);
    expect(() => parseExportArgs(['--emulator', '--leads'])).toThrow(/Unknown argument --leads/);
  });

  it('import an export, all of it or some documents', () => {
    expect(parseImportArgs(['backup.tar.gz', '--emulator', '--only', 'blogs/abc', '--overwrite'])).toMatchObject({
      source: 'backup.tar.gz',
      only: ['blogs/abc'],
      overwrite: true,
      dryRun: false,
    });
    expect(() => parseImportArgs(['--emulator'])).toThrow(/Which export/);
    expect(() => parseImportArgs(['x', '--emulator', '--only', 'blogs'])).toThrow(/<collection>\/<id>/);
  });
});

describe('byPath', () => {
  it('puts each document right before its revisions', () => {
    expect(['blogs/a-b', 'blogs/a/revisions/head', 'blogs/a', 'blogs/a/revisions/000001'].sort(byPath)).toEqual([
      'blogs/a',
      'blogs/a/revisions/000001',
      'blogs/a/revisions/head',
      'blogs/a-b',
    ]);
  });
});

describe('leaveOutStrays', () => {
  const at = (path: string, data: ExportedDocument['data'] = { fields: {} }): ExportedDocument => ({ path, data });

  it('leaves out the translation sources of items that are gone, and only those', () => {
    const byCollection = new Map([
      ['blogs', [at('blogs/a'), at('blogs/a/revisions/head')]],
      ['case_studies', [at('case_studies/c')]],
      [
        'translation_sources',
        [
          at('translation_sources/blogs_a'),
          at('translation_sources/blogs_gone'),
          at('translation_sources/case_studies_c'),
          at('translation_sources/case_studies_a'),
        ],
      ],
    ]);
    expect(leaveOutStrays(byCollection)).toEqual([
      'translation_sources/blogs_gone: names blogs/gone, which the export does not hold',
      'translation_sources/case_studies_a: names case_studies/a, which the export does not hold',
    ]);
    expect(byCollection.get('translation_sources')?.map((document) => document.path)).toEqual([
      'translation_sources/blogs_a',
      'translation_sources/case_studies_c',
    ]);
    expect(byCollection.get('blogs')).toHaveLength(2);
  });

  it('leaves out the claims and old addresses of items that are gone, and claims of a slug their item no longer carries', () => {
    const byCollection = new Map([
      ['blogs', [at('blogs/a', { slug: 'now' }), at('blogs/a/revisions/head', { next: 2 })]],
      ['case_studies', [at('case_studies/c', { slug: 'story' })]],
      [
        'blog_slugs',
        [
          at('blog_slugs/before', { id: 'a' }),
          at('blog_slugs/gone', { id: 'gone' }),
          at('blog_slugs/now', { id: 'a' }),
        ],
      ],
      // A post's id among the case studies' claims names no case study.
      ['case_study_slugs', [at('case_study_slugs/now', { id: 'a' }), at('case_study_slugs/story', { id: 'c' })]],
      ['blog_redirects', [at('blog_redirects/before', { id: 'a' }), at('blog_redirects/older', { id: 'gone' })]],
    ]);
    expect(leaveOutStrays(byCollection)).toEqual([
      'blog_slugs/before: names blogs/a, whose slug is "now": a claim goes with the item that carries its slug',
      'blog_slugs/gone: names blogs/gone, which the export does not hold',
      'case_study_slugs/now: names case_studies/a, which the export does not hold',
      'blog_redirects/older: names blogs/gone, which the export does not hold',
    ]);
    const paths = (collection: string) => byCollection.get(collection)?.map((document) => document.path);
    expect(paths('blog_slugs')).toEqual(['blog_slugs/now']);
    expect(paths('case_study_slugs')).toEqual(['case_study_slugs/story']);
    // An old address names a post that carries another slug: that is what it is for.
    expect(paths('blog_redirects')).toEqual(['blog_redirects/before']);
  });
});
