/**
 * `pnpm content:import`: the content import (@app/content-tools importer.ts, which says what it
 * checks, compares and writes) from the command line.
 *
 *   pnpm content:import <export> --emulator [--project demo-…] [--only blogs/<id> …] [--overwrite] [--dry-run]
 *   pnpm content:import <export> --project <id> [--bucket <name>] [--only …] [--overwrite] [--dry-run]
 *
 * --only blogs/<id> (repeatable) restores just that document, with what goes with it; --overwrite
 * replaces what the project holds otherwise; --dry-run reports what would change and writes nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeReport, type ImportOptions, importContent } from '@app/content-tools';
import { parseTarget } from './target';

const USAGE = `usage:
  pnpm content:import <export folder or .tar.gz> --emulator [--project demo-…] [--only <collection>/<id> …] [--overwrite] [--dry-run]
  pnpm content:import <export folder or .tar.gz> --project <id> [--bucket <name>] [--only …] [--overwrite] [--dry-run]`;

export function parseImportArgs(argv: readonly string[]): ImportOptions {
  const [target, rest] = parseTarget(argv);
  let source = '';
  let overwrite = false;
  let dryRun = false;
  const only: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--overwrite') overwrite = true;
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--only') {
      const documentPath = rest[++i] ?? '';
      if (!/^[A-Za-z0-9_-]+\/[^/\s]+$/.test(documentPath))
        throw new Error(`--only takes a document's path, <collection>/<id>, e.g. blogs/abc123.\n${USAGE}`);
      only.push(documentPath);
    } else if (!arg.startsWith('--') && !source) source = arg;
    else throw new Error(`Unknown argument ${arg}.\n${USAGE}`);
  }
  if (!source) throw new Error(`Which export? Give its folder or .tar.gz.\n${USAGE}`);
  return { source, target, overwrite, dryRun, only };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseImportArgs(process.argv.slice(2));
    const report = await importContent({ ...options, log: (line) => console.warn(line) });
    for (const line of describeReport(report, Boolean(options.overwrite), Boolean(options.dryRun))) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
