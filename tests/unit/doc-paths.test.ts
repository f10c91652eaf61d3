/**
 * The docs name files by their paths (`functions/src/leads/store.ts`, `scripts/hosting/headers.mjs`). Code moves
 * and the docs stay behind: a reader who opens a named file that no longer exists learns nothing and trusts the
 * rest less. Every repo path a Markdown doc names, in code (inline or fenced) or as a link, must exist.
 *
 * Only tokens that look like repo paths are checked: a word of code that starts with a top-level folder of the
 * repository (`shell/…`, `functions/…`), or, in a package's README, with a folder of that package (`src/…`),
 * and holds no placeholder or pattern (`<id>`, `*`, `{a|b}`, `…`), and every relative link. Build output (`dist/`,
 * `lib/`, `node_modules/`, …) and local files git ignores (`functions/.secret.local`) are not checked.
 *
 * Likewise every `pnpm <script>` a doc's code names is a script of the root package.json, of the doc's package, or
 * of the package a `--filter` names.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const docs = tracked.filter((file) => file.endsWith('.md'));
const topFolders = new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));

/** Folders whose content is made by a build or a run, never committed. */
const GENERATED = new Set([
  'node_modules',
  'dist',
  'lib',
  'test-results',
  'playwright-report',
  'coverage',
  '.e2e-variant',
  '.emulators',
  '.local',
  '.firebase',
]);

const PATH_LIKE = /^[A-Za-z0-9_.@-]+(\/[A-Za-z0-9_.@[\]-]+)*\/?$/;

/** The words of a doc's code (inline spans and fenced blocks) and its link targets. */
function candidates(text: string): { code: string[]; links: string[] } {
  const code: string[] = [];
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const block of text.matchAll(fenced)) code.push(...(block[1] ?? '').split(/\s+/));
  const prose = text.replace(fenced, '');
  for (const span of prose.matchAll(/`([^`\n]+)`/g)) code.push(...(span[1] ?? '').split(/\s+/));
  const links = [...prose.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].map((link) => link[1] ?? '');
  const pathLike = (word: string) => word.includes('/') && PATH_LIKE.test(word);
  return {
    // A word of code may be wrapped in prose punctuation; `./App` and `../x` there are module names, not files.
    code: code
      .map((word) => word.replace(/^[("'[]+/, '').replace(/[)"',:;.\]]+$/, ''))
      .filter((word) => pathLike(word) && !word.startsWith('.')),
    links: links.filter((link) => pathLike(link) && !/^[a-z]+:/.test(link)),
  };
}

/** The bare file names (no folder) of source code and JSON in a doc's code spans. */
function candidatesBare(text: string): string[] {
  const words = [...text.matchAll(/`([^`\n]+)`/g)].flatMap((span) => (span[1] ?? '').split(/\s+/));
  return words
    .map((word) => word.replace(/^[("'[]+/, '').replace(/[)"',:;.\]]+$/, ''))
    .filter((word) => /^[\w.-]+\.(ts|tsx|mts|mjs|cjs|js|json)$/.test(word));
}

/** Where `word`, named in `doc`, may be in the repository: nothing when it is not a repo path to check. */
function places(doc: string, word: string, link: boolean): string[] {
  const docDir = path.posix.dirname(doc);
  const [first = ''] = word.split('/');
  const found: string[] = [];
  // A link is relative to its doc; a word of code may be too, in a package's README (`src/App.tsx`).
  if (link || (docDir !== '.' && fs.existsSync(path.join(root, docDir, first)))) {
    found.push(path.posix.join(docDir, word));
  }
  if (!link && topFolders.has(first)) found.push(word);
  return found
    .filter((place) => !place.startsWith('..'))
    .filter((place) => !place.split('/').some((segment) => GENERATED.has(segment)))
    .map((place) => place.replace(/\/$/, ''));
}

/** Files a person or a run makes locally, which git ignores (`functions/.secret.local`). */
function ignored(file: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', file], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
}
const manifests = tracked
  .filter((file) => file === 'package.json' || /^[^/]+\/package\.json$/.test(file))
  .map((file) => ({
    dir: path.posix.dirname(file),
    ...(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Manifest),
  }));
const scriptsOf = (find: (manifest: (typeof manifests)[number]) => boolean) =>
  Object.keys(manifests.find(find)?.scripts ?? {});

/** pnpm's own commands, which a doc may name as well as the scripts. */
const PNPM_COMMANDS = new Set([
  'install',
  'add',
  'remove',
  'exec',
  'dlx',
  'store',
  'update',
  'why',
  'list',
  'outdated',
]);

/** Each `pnpm …` command line in a doc's code: the script it runs and the package a `--filter` names. */
function pnpmScripts(text: string): { script: string; filter?: string }[] {
  const lines: string[] = [];
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const block of text.matchAll(fenced)) lines.push(...(block[1] ?? '').split('\n'));
  for (const span of text.replace(fenced, '').matchAll(/`([^`\n]+)`/g)) lines.push(span[1] ?? '');
  const found: { script: string; filter?: string }[] = [];
  for (const line of lines) {
    for (const command of line.matchAll(
      /(?:^|[\s(&;|])pnpm((?:\s+(?:--filter|-F)\s+\S+)?)(?:\s+run)?\s+([a-z][a-z0-9:_-]*)/g,
    )) {
      const [, filterPart = '', script = ''] = command;
      const filter = filterPart.trim().split(/\s+/)[1];
      if (!PNPM_COMMANDS.has(script)) found.push({ script, filter });
    }
  }
  return found;
}

describe('the docs', () => {
  it('find their Markdown files', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/product-rules.md');
  });

  it('hold no merge conflict markers', () => {
    // A merge left both sides of a conflict in a doc: readers got two versions of one instruction.
    const markers = docs.flatMap((doc) =>
      fs
        .readFileSync(path.join(root, doc), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/^(<{7}|={7}|>{7})( |$)/.test(line) ? [`${doc}:${index + 1}: ${line}`] : [])),
    );
    expect(markers).toEqual([]);
  });

  it('name only repo paths that exist', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      const { code, links } = candidates(text);
      const named = [...new Set(code)].map((word) => ({ word, link: false }));
      named.push(...[...new Set(links)].map((word) => ({ word, link: true })));
      for (const { word, link } of named) {
        const where = places(doc, word, link);
        if (where.length === 0 || where.some((place) => fs.existsSync(path.join(root, place)))) continue;
        if (where.every(ignored)) continue;
        missing.push(`${doc}: ${word}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name only source files that exist, also by their bare name', () => {
    // `contentStyles.test.tsx`, `useCaseStudies.ts`: a file named without its folder is some tracked file's name,
    // unless a build, a run or a command makes it.
    const MADE = new Set([
      'firebase.local.json',
      'firebase.deploy.json',
      'remoteEntry.js',
      'accounts.json',
      'blogs.json',
    ]);
    const names = new Set(tracked.map((file) => path.posix.basename(file)));
    const missing: string[] = [];
    for (const doc of docs) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      for (const word of new Set(candidatesBare(text))) {
        if (!names.has(word) && !MADE.has(word)) missing.push(`${doc}: ${word}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name only pnpm scripts that exist', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      const docPackage = doc.split('/')[0];
      for (const { script, filter } of pnpmScripts(text)) {
        const known = filter
          ? scriptsOf((manifest) => manifest.name === filter)
          : [...scriptsOf((manifest) => manifest.dir === '.'), ...scriptsOf((manifest) => manifest.dir === docPackage)];
        if (!known.includes(script)) missing.push(`${doc}: pnpm ${filter ? `--filter ${filter} ` : ''}${script}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
