import fs from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { emulatorHostPort, PROJECT_ID, repoPath } from '../functions/support/stack';

/** A rules test environment on one running emulator, with the repository's own rules file for it. */
export function rulesEnvironment(service: 'firestore' | 'storage'): Promise<RulesTestEnvironment> {
  const { host, port } = emulatorHostPort(service);
  const rules = fs.readFileSync(repoPath(`${service}.rules`), 'utf8');
  return initializeTestEnvironment({ projectId: PROJECT_ID, [service]: { host, port, rules } });
}
