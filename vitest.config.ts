import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const exclude = [
  '**/node_modules/**',
  '**/dist/**',
  'e2e/**',
  'tests/rules/**',
  'tests/functions/**',
  '**/.e2e-variant/**',
];

/**
 * Unit and component tests of every package. Backend tests that need the emulators have
 * their own config (tests/vitest.backend.config.ts).
 */
export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process, which mostly waits:
    // on a 2-core machine that is one worker, and the suite took 248 s; with two, 184 s (three: 235 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The boot script's text, which the shell's server build (createServerHostConfig) writes into the renderer.
        define: { __BOOT_SCRIPT__: JSON.stringify('/* boot */') },
        test: { name: 'unit', include: ['**/*.test.{ts,mjs}'], exclude, environment: 'node' },
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
