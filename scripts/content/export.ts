/**
 * `pnpm content:export`: the content export (exporter.ts) from the command line.
 *
 *   pnpm content:export --emulator [--project demo-…] [--out <folder>] [--archive]
 *   pnpm content:export --project <id> [--bucket <name>] [--out <folder>] [--archive]
 *
 * The folder defaults to `content-export-<project>-<time>`, and must not exist yet or be empty. A
 * live project is read with Application Default Credentials (`gcloud auth application-default
 * login`, or GOOGLE_APPLICATION_CREDENTIALS) of someone who may read Firestore and Storage.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExportOptions, exportContent } from '@app/content-tools';
import { parseTarget } from './target';

const USAGE = `usage:
  pnpm content:export --emulator [--project demo-…] [--out <folder>] [--archive]
  pnpm content:export --project <id> [--bucket <name>] [--out <folder>] [--archive]`;

export function parseExportArgs(argv: readonly string[]): ExportOptions {
  const [target, rest] = parseTarget(argv);
  let out = '';
  let archive = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--out') out = rest[++i] ?? '';
    else if (arg === '--archive') archive = true;
    else throw new Error(`Unknown argument ${arg}.\n${USAGE}`);
  }
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return { target, out: out || `content-export-${target.project}-${stamp}`, archive };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseExportArgs(process.argv.slice(2));
    const { dir, archive, manifest } = await exportContent({ ...options, log: (line) => console.warn(line) });
    const counts = Object.entries(manifest.counts.documents)
      .map(([collection, count]) => `${count} ${collection}`)
      .join(', ');
    console.log(
      `Exported ${manifest.project} (gs://${manifest.bucket}) to ${dir}: ${counts}; ${manifest.counts.images} image files.`,
    );
    if (archive) console.log(`Archive: ${archive}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
