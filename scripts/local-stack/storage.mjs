/**
 * The project's local Storage emulator (storage-emulator/), used where firebase-tools' own
 * Storage emulator cannot run. It listens on the same port, so clients cannot tell them apart, and
 * reads the staff documents of the local Firestore emulator, as storage.rules read production's.
 */
import path from 'node:path';
import { firestoreStaffDocuments, startStorageEmulator } from '../../storage-emulator/server.mjs';
import { EMULATORS_DIR } from './emulators.mjs';
import { EMULATOR_HOST, EMULATOR_PORTS, PROJECT_ID } from './ports.mjs';

/**
 * @param {{ host?: string, port?: number, dataDir?: string, reset?: boolean, log?: (line: string) => void }} [options]
 *   reset: start empty, like the official emulator without an import (default false)
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startLocalStorageEmulator(options = {}) {
  return startStorageEmulator({
    host: options.host ?? EMULATOR_HOST,
    port: options.port ?? EMULATOR_PORTS.storage,
    dataDir: options.dataDir ?? path.join(EMULATORS_DIR, 'storage'),
    reset: options.reset ?? false,
    staffDocument: firestoreStaffDocuments(`http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`, PROJECT_ID),
    ...(options.log ? { log: options.log } : {}),
  });
}
