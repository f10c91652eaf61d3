import type { Server } from 'node:http';
import { serveApps } from './support/stack';

/**
 * Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulators are up. Seeds the
 * demo content and serves the production builds of the three apps on their own origins.
 */
export default async function globalSetup() {
  const { seed } = await import('../scripts/seed/seed.mjs');
  await seed();
  const servers: Server[] = await serveApps();
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
