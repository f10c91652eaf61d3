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

/**
 * The Hosting emulator's port: the first Hosting site (the shell) answers on it. firebase-tools
 * gives every further site of the same run a port of its own, site i (i ≥ 1) on
 * HOSTING_PORT + 4 + i (serve/hosting.js), and silently moves on to the next port when that one
 * is taken, which is why the stack checks they are all free before it starts.
 */
export const HOSTING_PORT = 3000;

/** @param {number} index a site's position among the Hosting sites of one emulator run */
export const hostingSitePort = (index) => (index === 0 ? HOSTING_PORT : HOSTING_PORT + 4 + index);

/**
 * The Hosting sites the local stack serves, in the order they are given to the emulator (which
 * fixes their ports: {@link hostingSitePort}), each deploying one Hosting target of firebase.json.
 * The first three are the product (the app configuration names them). The e2e tests add three:
 * a second shell and site remote that a test redeploys alone, and a shell whose site remote is
 * down (its configuration names {@link REMOTE_DOWN_PORT}, where nothing answers).
 */
export const HOSTING_SITES = Object.freeze(
  /** @type {const} */ ({
    shell: { target: 'shell', port: hostingSitePort(0) },
    site: { target: 'site', port: hostingSitePort(1) },
    admin: { target: 'admin', port: hostingSitePort(2) },
    'redeploy-shell': { target: 'shell', port: hostingSitePort(3) },
    'redeploy-site': { target: 'site', port: hostingSitePort(4) },
    'remote-down-shell': { target: 'shell', port: hostingSitePort(5) },
  }),
);

/** @typedef {keyof typeof HOSTING_SITES} HostingSiteName */

/** The Hosting sites of `pnpm start`: the product's three. */
export const PRODUCT_SITES = /** @type {HostingSiteName[]} */ (['shell', 'site', 'admin']);

/** Where the three apps are served (the Hosting emulator): shell 3000, site 3005, admin 3006. */
export const APP_PORTS = Object.freeze({
  shell: HOSTING_SITES.shell.port,
  site: HOSTING_SITES.site.port,
  admin: HOSTING_SITES.admin.port,
});

/** The site remote of the 'remote-down-shell' site: nothing listens here until a test says so. */
export const REMOTE_DOWN_PORT = 3020;

/** The deterministic OpenAI-compatible server used for translation in local runs and tests. */
export const FAKE_LLM_PORT = 3900;

/**
 * The stand-in for the Hosting REST API that clears the CDN (hosting-api-standin.mjs), started with
 * the Functions emulator; functions/.env.demo-nordic-ai points HOSTING_API_ORIGIN here.
 */
export const HOSTING_API_STANDIN_PORT = 3960;

/** @param {number} port */
export const localOrigin = (port) => `http://localhost:${port}`;
