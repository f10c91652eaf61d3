import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Backend tests: firestore.rules / storage.rules and the Cloud Functions, against the emulators.
 * Run them through `node scripts/test-backend.mjs`, which starts the emulators around Vitest.
 * Files run one after another: they share one emulated project and clear it between tests.
 */
export default defineConfig({
  root: repoRoot,
  resolve: {
    alias: { '@app/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'backend',
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/functions/support/globalSetup.ts'],
  },
});
