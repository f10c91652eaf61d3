/**
 * The project's local Storage emulator (storage-emulator/), used where firebase-tools' own
 * Storage emulator cannot run. It listens on the same port, so clients cannot tell them apart.
 */
import path from 'node:path';
import { EMULATORS_DIR } from './emulators.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from './ports.mjs';

/**
 * @param {{ projectId?: string, host?: string, port?: number, dataDir?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startLocalStorageEmulator(options = {}) {
  const { startStorageEmulator } = await import('../../storage-emulator/server.mjs');
  return startStorageEmulator({
    projectId: options.projectId ?? PROJECT_ID,
    host: options.host ?? EMULATOR_HOST,
    port: options.port ?? EMULATOR_PORTS.storage,
    dataDir: options.dataDir ?? path.join(EMULATORS_DIR, 'storage'),
  });
}
