import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const exclude = [
  '**/node_modules/**',
  '**/dist/**',
  'e2e/**',
  'tests/rules/**',
  'tests/functions/**',
  '**/.e2e-variant/**',
];

/** Folders no unit test lives in (the backend and e2e tests have their own configs). */
const SKIPPED_NAMES = new Set(['node_modules', 'dist', 'lib']);
const SKIPPED_PATHS = new Set(['e2e', path.join('tests', 'rules'), path.join('tests', 'functions')]);

/** The folder of this config, Vitest's root: the `include` lists are relative to it, wherever Vitest runs from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Every `*.test.ts`/`*.test.mjs` file under `dir` (relative to ROOT), outside `exclude`'s folders. */
function unitTestFiles(dir = '.'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = SKIPPED_NAMES.has(entry.name) || entry.name.startsWith('.') || SKIPPED_PATHS.has(file);
      return skipped ? [] : unitTestFiles(file);
    }
    return /\.test\.(?:ts|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * A test file that changes what other files would see if they shared its module graph: it mocks a module, stubs a
 * global or the environment, or sets a global. It runs isolated (a fresh module graph per file), as Vitest's default.
 */
const CHANGES_SHARED_STATE =
  /vi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|resetModules|hoisted)\b|process\.env|import\.meta\.env|globalThis\.\w+\s*=[^=]/;

const unitFiles = unitTestFiles();
const isolatedUnitFiles = unitFiles.filter((file) =>
  CHANGES_SHARED_STATE.test(readFileSync(path.join(ROOT, file), 'utf8')),
);
const sharedUnitFiles = unitFiles.filter((file) => !isolatedUnitFiles.includes(file));

/**
 * Unit and component tests of every package. Backend tests that need the emulators have
 * their own config (tests/vitest.backend.config.ts).
 */
export default defineConfig({
  root: ROOT,
  test: {
    // A worker per core. Vitest's default leaves one core to its main process, which mostly waits:
    // on a 2-core machine that is one worker, and the suite took 248 s; with two, 184 s (three: 235 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The boot script's text, which the shell's server build (createServerHostConfig) writes into the renderer.
        define: { __BOOT_SCRIPT__: JSON.stringify('/* boot */') },
        // The unit files that leave shared state alone share each worker's module graph (isolate: false): their
        // imports are evaluated once per worker, not once per file. 138 files: 78.7 s → 25.5 s on two cores
        // (import 65.9 s → 17.2 s summed), and they pass with the files in any order (`--sequence.shuffle.files`).
        test: { name: 'unit', include: sharedUnitFiles, exclude, environment: 'node', isolate: false },
      },
      {
        define: { __BOOT_SCRIPT__: JSON.stringify('/* boot */') },
        test: { name: 'unit (isolated)', include: isolatedUnitFiles, exclude, environment: 'node' },
      },
      {
        test: {
          name: 'component',
          include: ['**/*.test.tsx'],
          exclude,
          // happy-dom: the component project took 107 s against jsdom's 156 s (`vitest run --project component`,
          // two cores). A file that needs what only jsdom does names it (HomePage.test.tsx: computed CSS).
          environment: 'happy-dom',
          setupFiles: ['./tests/unit/setup.ts'],
          // MDXEditor runs in the DOM emulator (admin-remote's round-trip tests) once Vite transforms it: loaded by
          // Node as is, its import of CodeMirror's `basicSetup` from the CommonJS `codemirror` fails.
          server: { deps: { inline: ['@mdxeditor/editor'] } },
          // Renders of whole pages (MUI, the markdown editor) share two cores with the other
          // test files: 5 s, the default, is too little when the machine is busy. This is a hang
          // guard, not a performance assertion.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
