/**
 * Measures `content:export` then `content:import` at size against the emulators (docs/performance.md):
 * seeds a demo project of its own with `--posts` generated posts (scripts/seed/many.mjs), each saved
 * `--versions` times in the console (its history as testing.ts savedItem writes it) with its slug
 * claim, then runs the export, and the import into another, empty project, each in a process of its
 * own under GNU time, and prints each one's time and peak memory (maximum resident set size), the
 * export's files' sizes, the whole folder's and its .tar.gz's (the export runs with --archive, as
 * the console's export packs it) and the import's progress lines.
 *
 *   flock /tmp/stack.lock node scripts/local-stack/with-emulators.mjs --only firestore,storage -- \
 *     "pnpm exec tsx scripts/content/measure.ts --posts 1000 --versions 10 [--code <checkout>]"
 *
 * `--code` runs the export and import of another checkout of the repository (a `before`), against
 * the same seeded project. `--import-heap <MB>` gives the import at most that much heap
 * (--max-old-space-size): whether it fits, where its peak resident size is mostly garbage V8 has not
 * yet had to collect; one that runs out says so.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@app/content-tools';
import { savedItem, type TestDocument } from '@app/content-tools/testing';
import { generatedPosts } from '../seed/many.mjs';
import { parseTarget } from './target';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const posts = Number(option('posts', '1000'));
const versions = Number(option('versions', '10'));
const code = path.resolve(option('code', path.join(import.meta.dirname, '..', '..')));
const importHeap = option('import-heap', '');
const SOURCE = 'demo-export-size';
const COPY = 'demo-export-size-copy';

async function seed(): Promise<number> {
  const [target] = parseTarget(['--emulator', '--project', SOURCE]);
  const connection = connect(target);
  let count = 0;
  try {
    const all = generatedPosts(posts);
    for (let start = 0; start < all.length; start += 25) {
      const batch = connection.db.batch();
      for (const { id, ...post } of all.slice(start, start + 25)) {
        const documents: TestDocument[] = [
          ...savedItem(`blogs/${id}`, post, { saves: versions }),
          { path: `blog_slugs/${post.slug}`, data: { id } },
        ];
        for (const document of documents) batch.set(connection.db.doc(document.path), document.data);
        count += documents.length;
      }
      await batch.commit();
    }
  } finally {
    await connection.close();
  }
  return count;
}

/** Runs `script` of the checkout under GNU time (in a heap of `heap` MB): its seconds, its peak memory in MB and its stderr. */
function timed(script: string, args: readonly string[], heap = '') {
  const times = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'measure-')), 'time');
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%e %M',
      '-o',
      times,
      process.execPath,
      ...(heap ? [`--max-old-space-size=${heap}`] : []),
      '--import',
      'tsx',
      path.join(code, script),
      ...args,
    ],
    { cwd: code, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0)
    throw new Error(
      `${script} failed${heap ? ` (in a heap of ${heap} MB)` : ''}:\n${result.stdout}\n${result.stderr.slice(-3000)}`,
    );
  const [seconds = '', kilobytes = ''] = fs.readFileSync(times, 'utf8').trim().split(/\s+/).slice(-2);
  fs.rmSync(path.dirname(times), { recursive: true, force: true });
  return { seconds: Number(seconds), mb: Number(kilobytes) / 1024, stdout: result.stdout, stderr: result.stderr };
}

const documents = await seed();
console.log(
  `seeded ${SOURCE}: ${posts} posts × ${versions} versions, ${documents} documents${importHeap ? `; the import in a heap of ${importHeap} MB` : ''}`,
);
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'measure-export-')), 'export');
const exported = timed('scripts/content/export.ts', ['--emulator', '--project', SOURCE, '--out', out, '--archive']);
console.log(exported.stdout.trim());
const files = fs.readdirSync(path.join(out, 'firestore')).map((file) => {
  const size = fs.statSync(path.join(out, 'firestore', file)).size;
  return `${file} ${(size / 1e6).toFixed(1)} MB`;
});
console.log(`export: ${exported.seconds} s, peak RSS ${exported.mb.toFixed(0)} MB; ${files.join(', ')}`);
// What the console's export (functions/src/contentExport) holds at once on a Cloud Functions
// instance, whose temporary folder is memory: the export's folder, and the process packing it.
const folderBytes = fs
  .readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
console.log(
  `export folder ${(folderBytes / 1e6).toFixed(1)} MB, its .tar.gz ${(fs.statSync(`${out}.tar.gz`).size / 1e6).toFixed(1)} MB`,
);
const imported = timed('scripts/content/import.ts', [out, '--emulator', '--project', COPY], importHeap);
console.log(imported.stdout.trim());
const progress = imported.stderr.split('\n').filter((line) => line.startsWith('documents:')).length;
console.log(`import: ${imported.seconds} s, peak RSS ${imported.mb.toFixed(0)} MB, ${progress} progress lines`);
fs.rmSync(path.dirname(out), { recursive: true, force: true });
