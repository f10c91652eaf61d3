import { describe, expect, it } from 'vitest';
import { byPath, leaveOutStraySources, parseExportArgs } from './export';
import { parseImportArgs } from './import';
import type { ExportedDocument } from './manifest';
import { parseTarget } from './target';

describe('parseTarget', () => {
  it('takes the local demo project on the emulators', () => {
    expect(parseTarget(['--emulator', 'x'], {})).toEqual([
      {
        emulator: true,
        project: 'demo-nordic-ai',
        bucket: 'demo-nordic-ai.appspot.com',
        origin: 'http://127.0.0.1:9199',
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

describe('leaveOutStraySources', () => {
  it('leaves out the translation sources of items that are gone, and only those', () => {
    const at = (path: string): ExportedDocument => ({ path, data: { fields: {} } });
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
    expect(leaveOutStraySources(byCollection)).toEqual([
      'translation_sources/blogs_gone',
      'translation_sources/case_studies_a',
    ]);
    expect(byCollection.get('translation_sources')?.map((document) => document.path)).toEqual([
      'translation_sources/blogs_a',
      'translation_sources/case_studies_c',
    ]);
    expect(byCollection.get('blogs')).toHaveLength(2);
  });
});
