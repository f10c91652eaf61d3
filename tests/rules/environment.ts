import fs from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  type ReadExisting,
  type ReadServerTime,
  type RestEndpoint,
  type RunProjectedQuery,
  restExisting,
  restProjection,
  restServerTime,
} from '../../admin-remote/src/data/projection';
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

/**
 * The admin lists' projected reads (admin-remote/src/data/projection.ts) on the emulator, as the
 * account `claims` describes: an unsigned token, as the SDK's `mockUserToken` makes for its reads.
 */
export function projectionAs(claims: { sub: string } & Record<string, unknown>): RunProjectedQuery {
  return restProjection(endpointAs(claims));
}

/** The console's read of the server's time (admin-remote/src/data/projection.ts) on the emulator, as `claims`. */
export function serverTimeAs(claims: { sub: string } & Record<string, unknown>): ReadServerTime {
  return restServerTime(endpointAs(claims));
}

/** The audit log's read of which items exist (admin-remote/src/data/projection.ts) on the emulator, as `claims`. */
export function existingAs(claims: { sub: string } & Record<string, unknown>): ReadExisting {
  return restExisting(endpointAs(claims));
}

/** The emulator's REST API as the account `claims` describes. */
function endpointAs(claims: { sub: string } & Record<string, unknown>): () => Promise<RestEndpoint> {
  const { host, port } = emulatorHostPort('firestore');
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${part({ alg: 'none', type: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${RULES_PROJECT_ID}`,
    aud: RULES_PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    user_id: claims.sub,
    firebase: { sign_in_provider: 'custom', identities: {} },
    ...claims,
  })}.`;
  const documents = `http://${host}:${port}/v1/projects/${RULES_PROJECT_ID}/databases/(default)/documents`;
  return async () => ({ documents, token });
}
