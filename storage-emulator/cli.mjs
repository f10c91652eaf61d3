#!/usr/bin/env node
/**
 * Runs the local Storage emulator on its own:
 *   node storage-emulator/cli.mjs [--host 127.0.0.1] [--port 9199] [--data .emulators/storage] [--reset]
 * Without --data, objects live in memory only.
 */
import { parseArgs } from 'node:util';
import { startStorageEmulator } from './server.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9199' },
    data: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const emulator = await startStorageEmulator({
  host: values.host,
  port: Number(values.port),
  dataDir: values.data,
  reset: values.reset,
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
