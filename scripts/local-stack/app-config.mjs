/**
 * The browser apps' runtime configuration for the local stack: the part of `AppConfig`
 * (platform/src/config.ts) that differs locally. The shell merges it over its defaults, so this
 * object stays a deep-partial AppConfig. The local stack deploys it as the shell's
 * `/app-config.json` (scripts/local-stack/hosting.mjs), as a real environment deploys its own, and
 * writes a copy to `.local/app-config.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulators.mjs';
import {
  APP_PORTS,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  localOrigin,
  PROJECT_ID,
  STORAGE_BUCKET,
} from './ports.mjs';

const LOCAL_APP_CONFIG_FILE = path.join(REPO_ROOT, '.local', 'app-config.json');

/**
 * @typedef {object} LocalAppConfig
 * @property {string} siteUrl
 * @property {{ site: string, admin: string }} remotes
 * @property {{ apiKey: string, authDomain: string, projectId: string, storageBucket: string, appId: string }} firebase
 * @property {string} functionsRegion
 * @property {Record<'auth' | 'firestore' | 'functions' | 'storage', { host: string, port: number }>} emulators
 */

/**
 * @param {{ shellPort?: number, sitePort?: number, adminPort?: number }} [ports] the Hosting
 *   sites this shell and its remotes are served on (the product's three unless a test's own)
 * @returns {LocalAppConfig}
 */
export function localAppConfig(ports = {}) {
  const { shellPort = APP_PORTS.shell, sitePort = APP_PORTS.site, adminPort = APP_PORTS.admin } = ports;
  return {
    siteUrl: localOrigin(shellPort),
    remotes: {
      site: `${localOrigin(sitePort)}/remoteEntry.js`,
      admin: `${localOrigin(adminPort)}/remoteEntry.js`,
    },
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      storageBucket: STORAGE_BUCKET,
      appId: 'demo-app-id',
    },
    functionsRegion: FUNCTIONS_REGION,
    emulators: {
      auth: { host: EMULATOR_HOST, port: EMULATOR_PORTS.auth },
      firestore: { host: EMULATOR_HOST, port: EMULATOR_PORTS.firestore },
      functions: { host: EMULATOR_HOST, port: EMULATOR_PORTS.functions },
      storage: { host: EMULATOR_HOST, port: EMULATOR_PORTS.storage },
    },
  };
}

/**
 * Writes the local configuration (or the given one) and returns the file's path.
 * @param {object} [config]
 * @param {string} [file]
 */
export function writeLocalAppConfig(config = localAppConfig(), file = LOCAL_APP_CONFIG_FILE) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
