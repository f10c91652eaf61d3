import fs from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { emulatorHostPort, PROJECT_ID, repoPath } from '../functions/support/stack';

/**
 * The project the Firestore rules tests write in: not the functions' own, so their hundreds of
 * content writes fire none of the functions' triggers (the CDN's, the audit log's), which would
 * otherwise still be running, and writing the audit log, while the functions' tests that follow run.
 */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules`;

/** A rules test environment on one running emulator, with the repository's own rules file for it. */
export function rulesEnvironment(service: 'firestore' | 'storage'): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorHostPort(service);
  const rules = fs.readFileSync(repoPath(`${service}.rules`), 'utf8');
  const projectId = service === 'firestore' ? RULES_PROJECT_ID : PROJECT_ID;
  return initializeTestEnvironment({ projectId, [service]: { host, port, rules } });
}
