/**
 * The set-up both rules test files share: a test environment reading the real rules file, and the
 * three actors of the actor × operation matrices.
 */
import fs from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { emulatorHostPort, PROJECT_ID, repoPath } from '../functions/support/stack';

export const ACTORS = ['anonymous', 'signed-in non-admin', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export interface RulesTestBench {
  env: () => RulesTestEnvironment;
  contextFor: (actor: Actor) => RulesTestContext;
}

/**
 * Creates the environment for `service` before the tests of the calling file (or describe block)
 * and cleans it up after them. `nonAdminClaims` are the token claims of the signed-in non-admin.
 */
export function useRulesTestEnvironment(
  service: 'firestore' | 'storage',
  nonAdminClaims: Record<string, unknown> = { email: 'user@example.com' },
): RulesTestBench {
  let testEnv: RulesTestEnvironment | undefined;
  const env = () => {
    if (!testEnv) throw new Error(`The ${service} rules test environment is not set up`);
    return testEnv;
  };

  beforeAll(async () => {
    const { host, port } = emulatorHostPort(service);
    const rules = fs.readFileSync(repoPath(`${service}.rules`), 'utf8');
    testEnv = await initializeTestEnvironment({ projectId: PROJECT_ID, [service]: { host, port, rules } });
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  return {
    env,
    contextFor(actor) {
      if (actor === 'anonymous') return env().unauthenticatedContext();
      if (actor === 'signed-in non-admin') return env().authenticatedContext('user-1', nonAdminClaims);
      return env().authenticatedContext('admin-1', { email: 'admin@example.com', admin: true });
    },
  };
}
