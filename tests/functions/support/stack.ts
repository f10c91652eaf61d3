/**
 * Where the emulated stack lives, for the backend tests. The ports come from the local stack's
 * single list (scripts/local-stack/ports.mjs); the *_EMULATOR_HOST variables that
 * `firebase emulators:exec` sets win when present.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  FAKE_LLM_PORT,
  FUNCTIONS_REGION,
  PROJECT_ID,
} from '../../../scripts/local-stack/ports.mjs';

export { FAKE_LLM_PORT, PROJECT_ID };

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function repoPath(...segments: string[]): string {
  return path.join(REPO_ROOT, ...segments);
}

type Service = 'auth' | 'firestore' | 'functions' | 'storage';

const HOST_VARIABLES: Record<Service, string> = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  functions: 'FUNCTIONS_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

export function emulatorHostPort(service: Service): { host: string; port: number } {
  const fromEnv = process.env[HOST_VARIABLES[service]]?.replace(/^https?:\/\//, '');
  if (fromEnv) {
    const separator = fromEnv.lastIndexOf(':');
    return { host: fromEnv.slice(0, separator), port: Number(fromEnv.slice(separator + 1)) };
  }
  return { host: EMULATOR_HOST, port: EMULATOR_PORTS[service] };
}

export function emulatorOrigin(service: Service): string {
  const { host, port } = emulatorHostPort(service);
  return `http://${host}:${port}`;
}

/** The Emulator Hub (`FIREBASE_EMULATOR_HUB` when `firebase emulators:exec` sets it). */
export function emulatorHubOrigin(): string {
  return `http://${process.env.FIREBASE_EMULATOR_HUB ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.hub}`}`;
}

/** The address of a callable function in the Functions emulator. */
export function functionUrl(name: string): string {
  return `${emulatorOrigin('functions')}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
}
