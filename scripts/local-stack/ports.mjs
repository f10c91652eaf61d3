/**
 * Every local port and identifier of the local stack, in one place. The emulators block of
 * firebase.json repeats the emulator ports (firebase-tools reads only that file);
 * `ports.test.mjs` keeps the two in step.
 */

/** The Firebase project id used for every local run. A `demo-` id never reaches a live project. */
export const PROJECT_ID = 'demo-nordic-ai';

/** Default Storage bucket of the demo project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/** The Cloud Functions region the apps call (matches platform's `functionsRegion`). */
export const FUNCTIONS_REGION = 'europe-north1';

/** Host every emulator binds to and every client connects to. */
export const EMULATOR_HOST = '127.0.0.1';

export const EMULATOR_PORTS = Object.freeze({
  auth: 9099,
  firestore: 8080,
  /** Firestore's WebChannel/WebSocket side port (firebase-tools otherwise picks one at random). */
  firestoreWebsocket: 9150,
  functions: 5001,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
});

export const APP_PORTS = Object.freeze({
  shell: 3000,
  site: 3001,
  admin: 3002,
});

/** The deterministic OpenAI-compatible server used for translation in local runs and tests. */
export const FAKE_LLM_PORT = 3900;

/** @param {number} port */
export const localOrigin = (port) => `http://localhost:${port}`;
