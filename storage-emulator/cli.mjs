#!/usr/bin/env node
/**
 * Runs the local Storage emulator on its own:
 *   node storage-emulator/cli.mjs [--host 127.0.0.1] [--port 9199] [--data .emulators/storage] [--reset]
 *     [--firestore http://127.0.0.1:8080 --project demo-nordic-ai]
 * Without --data, objects live in memory only. With --firestore and --project, the rules read the
 * staff documents of that Firestore emulator; without them no account has one (only accounts made
 * admin before roles, `admin: true`, are staff).
 */
import { parseArgs } from 'node:util';
import { firestoreStaffDocuments, startStorageEmulator } from './server.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9199' },
    data: { type: 'string' },
    reset: { type: 'boolean', default: false },
    firestore: { type: 'string' },
    project: { type: 'string' },
  },
});

const emulator = await startStorageEmulator({
  host: values.host,
  port: Number(values.port),
  dataDir: values.data,
  reset: values.reset,
  ...(values.firestore && values.project
    ? { staffDocument: firestoreStaffDocuments(values.firestore, values.project) }
    : {}),
  log: (line) => console.log(line),
});
console.log(
  `storage emulator (project-local) listening on ${emulator.url}${values.data ? `, data in ${values.data}` : ''}`,
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    emulator.stop().then(() => process.exit(0));
  });
}
