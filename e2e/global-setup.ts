import type { Server } from 'node:http';
import { startFakeLlm } from '../scripts/fake-llm/server.mjs';
import { EMULATOR_HOST, FAKE_LLM_PORT } from '../scripts/local-stack/ports.mjs';
import { serveApps } from './support/stack';

/**
 * Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulators are up. Seeds the
 * demo content, starts the deterministic fake translation model the functions are configured to
 * call (functions/.env.demo-nordic-ai), and serves the production builds of the three apps on
 * their own origins.
 */
export default async function globalSetup() {
  const { seed } = await import('../scripts/seed/seed.mjs');
  await seed();
  const fakeLlm = await startFakeLlm({ port: FAKE_LLM_PORT, host: EMULATOR_HOST });
  const servers: Server[] = await serveApps();
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await fakeLlm.close();
  };
}
