/**
 * The set-up of a Firestore rules test file that also drives the admin console's own data layer
 * (admin-remote/src/data/collection.ts) against the emulator: the rules environment, an empty
 * database before each test, and consoles signed in as any account, each in its own app as a
 * browser tab would be. Refused writes are the point here, and a lost race's retried commit is
 * expected: both SDKs' logs are silenced.
 */
import { type BlogDraft, emptyBlogDraft } from '@app/domain';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore, setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { blogDefinition } from '../../admin-remote/src/data/blogs';
import { caseStudyDefinition } from '../../admin-remote/src/data/caseStudies';
import { contentCollection } from '../../admin-remote/src/data/collection';
import { emulatorHostPort } from '../functions/support/stack';
import { projectionAs, RULES_PROJECT_ID, rulesEnvironment, serverTimeAs } from './environment';

/** A signed-in account as its ID token's claims (`sub` is its uid). */
export type ConsoleAccount = { sub: string; email: string } & Record<string, unknown>;

/** A post as the console's editor holds it: every required field filled, `fields` over them. */
export const blogDraft = (fields: Partial<BlogDraft>): BlogDraft => ({
  ...emptyBlogDraft(),
  excerpt: 'Excerpt',
  content: 'Body',
  category: 'AI',
  author: 'Ada',
  published_date: '2025-03-01',
  ...fields,
});

/** Registers the file's hooks; `env()` is the environment inside a test or hook. */
export function consoleRulesSuite() {
  let environment: RulesTestEnvironment | undefined;
  const apps: FirebaseApp[] = [];

  beforeAll(async () => {
    setLogLevel('silent');
    setLiteLogLevel('silent');
    environment = await rulesEnvironment('firestore');
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await environment?.cleanup();
  });

  beforeEach(async () => {
    await env().clearFirestore();
  });

  function env(): RulesTestEnvironment {
    if (!environment) throw new Error('The rules environment is not set up yet (use it in a test or hook)');
    return environment;
  }

  /** The admin console's data layer signed in as `account`. */
  function consoleAs(account: ConsoleAccount) {
    const app = initializeApp({ projectId: RULES_PROJECT_ID, apiKey: 'test-key' }, `console-${apps.length}`);
    apps.push(app);
    const database = getFirestore(app);
    const { host, port } = emulatorHostPort('firestore');
    connectFirestoreEmulator(database, host, port, { mockUserToken: account });
    const projected = projectionAs(account);
    const serverTime = serverTimeAs(account);
    return {
      database,
      blogs: contentCollection(
        blogDefinition,
        () => database,
        () => account.email,
        projected,
        serverTime,
      ),
      caseStudies: contentCollection(
        caseStudyDefinition,
        () => database,
        () => account.email,
        projected,
        serverTime,
      ),
    };
  }

  return { env, consoleAs };
}
