#!/usr/bin/env node
/**
 * Runs the scheduled publishing once against the local stack (`pnpm start`), as Cloud Scheduler
 * does every minute in production: the Functions emulator runs no scheduled functions, so a post
 * scheduled locally stays unpublished until this calls publishScheduledContentNow as the seeded
 * admin. `--every` repeats it each minute until Ctrl-C.
 *
 *   node scripts/local-stack/publish-scheduled.mjs [--every]
 */
import { SEED_USERS } from '../seed/content.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, FUNCTIONS_REGION, PROJECT_ID } from './ports.mjs';

const AUTH = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
const FUNCTION = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/publishScheduledContentNow`;

async function runOnce() {
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: SEED_USERS.admin.email,
      password: SEED_USERS.admin.password,
      returnSecureToken: true,
    }),
  });
  const { idToken } = /** @type {{ idToken?: string }} */ (await signIn.json());
  if (!idToken) throw new Error(`Signing in as ${SEED_USERS.admin.email} failed: HTTP ${signIn.status}`);
  const response = await fetch(FUNCTION, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: {} }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`publishScheduledContentNow answered HTTP ${response.status}: ${body}`);
  console.log(`${new Date().toISOString()} ${JSON.stringify(JSON.parse(body).result)}`);
}

await runOnce();
if (process.argv.includes('--every'))
  setInterval(() => runOnce().catch((error) => console.error(error.message)), 60_000);
