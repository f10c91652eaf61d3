import { startFakeLlm } from '../scripts/fake-llm/server.mjs';
import { EMULATOR_HOST, FAKE_LLM_PORT } from '../scripts/local-stack/ports.mjs';
import { SHELL_URL } from './support/ports';
import { e2eAppConfig } from './support/stack';

/**
 * Runs inside `firebase emulators:exec` with Hosting among the emulators (see scripts/test.mjs):
 * the emulators are up and the Hosting emulator serves the production builds, deployed by
 * scripts/local-stack/hosting.mjs. Checks the shell is the one deployed for these tests, seeds
 * the demo content, and starts the deterministic fake translation model the functions are
 * configured to call (functions/.env.demo-nordic-ai).
 */
export default async function globalSetup() {
  const served = await fetch(`${SHELL_URL}/app-config.json`)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  const expected = await e2eAppConfig();
  if (served?.siteUrl !== expected.siteUrl) {
    throw new Error(
      `${SHELL_URL} does not serve the local stack's shell: run the tests with the Hosting emulator, ` +
        '`node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions,storage,hosting -- …`',
    );
  }
  const { seed } = await import('../scripts/seed/seed.mjs');
  await seed();
  const fakeLlm = await startFakeLlm({ port: FAKE_LLM_PORT, host: EMULATOR_HOST });
  return async () => {
    await fakeLlm.close();
  };
}
