import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const alias = { '@app/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) };
/** What both projects run with: each runs its files one at a time. */
const shared = {
  root: repoRoot,
  environment: 'node',
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

/**
 * The functions' files in Vitest's order, but those at real size (`…AtSize.test.ts`) last: they
 * load the emulators with thousands of writes. scheduledPublishingAtSize fired some 6,000 trigger
 * and task runs until it ran the triggers' index step itself (2026-12-07), and the emulators
 * answered the next file's first trigger slowly for a while after (leadResend's first lead waited
 * 24–30 s after it, against 8 s else).
 */
class AtSizeLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const atSize = (file: TestSpecification) => /AtSize\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter((file) => !atSize(file)), ...sorted.filter(atSize)];
  }
}

/** The Firestore rules tests: their own emulated project (tests/rules/environment.ts). */
const FIRESTORE_RULES = [
  'tests/rules/firestore.rules.test.ts',
  'tests/rules/content-saves.test.ts',
  'tests/rules/roles.test.ts',
  'tests/rules/slug-redirects.test.ts',
];

/**
 * Backend tests: firestore.rules / storage.rules and the Cloud Functions, against the emulators.
 * Run them through `node scripts/test-backend.mjs`, which starts the emulators around Vitest.
 * Two projects, side by side: the Firestore rules tests write in a project of their own, which no
 * function watches; the functions' tests (and storage.rules, in the functions' bucket) share the
 * functions' project and clear it between tests, so their files run one after another.
 */
export default defineConfig({
  root: repoRoot,
  test: {
    // Vitest takes the sequencer from the root config only, for every project.
    sequence: { sequencer: AtSizeLast },
    projects: [
      {
        resolve: { alias },
        test: { ...shared, name: 'rules', include: FIRESTORE_RULES },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'backend',
          include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          exclude: FIRESTORE_RULES,
          globalSetup: ['tests/functions/support/globalSetup.ts'],
        },
      },
    ],
  },
});
