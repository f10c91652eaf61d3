/**
 * Firebase Hosting in the local stack: firebase-tools' own Hosting emulator serves the production
 * builds, each Hosting site with firebase.json's rules (rewrites, function rewrites, ignore,
 * headers), so what `pnpm start`, the e2e tests and the benches load is what Hosting serves.
 *
 * "Deploying" a site copies an app's build into `.local/hosting/<site>/` the way `firebase deploy`
 * uploads it: without the files the target's `ignore` leaves out, and, for a shell, with the
 * environment's `app-config.json` (and the `robots.txt` naming that environment's sitemap) in
 * place of the build's, as a real environment's shell is built and deployed with its own. A deploy
 * swaps the whole folder at once, so a site is never served half-copied.
 *
 * The emulators run with `firebase.local.json` (gitignored, next to firebase.json: firebase-tools
 * resolves every path against the configuration file's folder and refuses rules outside it),
 * written by {@link writeLocalFirebaseJson}: firebase.json itself, with the Hosting sites of the
 * run, each with its `public` pointing at its deployed folder and its
 * `headers` generated for the local environment by scripts/hosting/headers.mjs (the very thing
 * `pnpm firebase:deploy` deploys for the deployed configuration: the local shell's
 * Content-Security-Policy allows the emulators and the local remotes instead of production's
 * services; the files under /static/ the site holds when the emulators start are cached for a year). Everything else (rewrites, ignore, functions, rules, emulator ports) is firebase.json's.
 * Sites are named (`site:`) rather than mapped through .firebaserc targets, since several local
 * sites deploy the same target (ports.mjs, HOSTING_SITES).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROBOTS_FILE, renderRobots } from '../build/robots.mjs';
import {
  effectiveAppConfig,
  FIREBASE_JSON,
  hostingHeaders,
  ignoredByHosting,
  longCachedFiles,
} from '../hosting/headers.mjs';
import { localAppConfig } from './app-config.mjs';
import { REPO_ROOT } from './emulators.mjs';
import { HOSTING_SITES, PROJECT_ID, REMOTE_DOWN_PORT } from './ports.mjs';

/** @typedef {import('./ports.mjs').HostingSiteName} HostingSiteName */
/** @typedef {'shell' | 'site' | 'admin'} HostingTarget */

const LOCAL_DIR = path.join(REPO_ROOT, '.local');

/** Where the deployed copies live, one folder per Hosting site. */
const HOSTING_DIR = path.join(LOCAL_DIR, 'hosting');

/** The configuration the emulators run with when Hosting is among them. */
const LOCAL_FIREBASE_JSON = path.join(REPO_ROOT, 'firebase.local.json');

/** Each Hosting target's production build (what `firebase deploy --only hosting:<target>` uploads). */
export const BUILD_DIRS = Object.freeze({
  shell: path.join(REPO_ROOT, 'shell', 'dist'),
  site: path.join(REPO_ROOT, 'site-remote', 'dist'),
  admin: path.join(REPO_ROOT, 'admin-remote', 'dist'),
});

/** @param {HostingSiteName} name */
export const siteDir = (name) => path.join(HOSTING_DIR, name);

/**
 * The runtime configuration a shell site is deployed with: the local environment
 * (app-config.mjs), its remotes on the sites its tests pair it with.
 * @param {HostingSiteName} name
 */
export function siteAppConfig(name) {
  const port = (/** @type {HostingSiteName} */ site) => HOSTING_SITES[site].port;
  if (name === 'redeploy-shell') return localAppConfig({ shellPort: port(name), sitePort: port('redeploy-site') });
  if (name === 'remote-down-shell') return localAppConfig({ shellPort: port(name), sitePort: REMOTE_DOWN_PORT });
  return localAppConfig();
}

/** @returns {any} */
const readFirebaseJson = () => JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8'));

/**
 * Deploys one Hosting site: copies `from` (its target's production build unless given) into the
 * site's folder, leaving out what the target ignores and, for a shell, writing the site's
 * app-config.json and robots.txt. Returns the folder.
 * @param {HostingSiteName} name
 * @param {string} [from]
 */
export function deploySite(name, from) {
  const { target } = HOSTING_SITES[name];
  const source = from ?? BUILD_DIRS[target];
  const entry = target === 'shell' ? 'app.html' : 'remoteEntry.js';
  if (!fs.existsSync(path.join(source, entry))) {
    throw new Error(`${path.relative(REPO_ROOT, source)} holds no build of the ${target} (run pnpm build)`);
  }
  const hosting = readFirebaseJson().hosting.find((/** @type {{ target: string }} */ h) => h.target === target);
  const ignore = /** @type {string[]} */ (hosting?.ignore ?? []);
  const dir = siteDir(name);
  const staging = `${dir}.staging-${process.pid}`;
  const old = `${dir}.old-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(source, staging, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(source, file).split(path.sep).join('/');
      return relative === '' || !ignoredByHosting(relative, ignore);
    },
  });
  if (target === 'shell') {
    const config = siteAppConfig(name);
    fs.writeFileSync(path.join(staging, 'app-config.json'), `${JSON.stringify(config, null, 2)}\n`);
    const template = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'public', ROBOTS_FILE), 'utf8');
    fs.writeFileSync(path.join(staging, ROBOTS_FILE), renderRobots(template, config.siteUrl));
  }
  fs.mkdirSync(HOSTING_DIR, { recursive: true });
  const existed = fs.existsSync(dir);
  if (existed) fs.renameSync(dir, old);
  fs.renameSync(staging, dir);
  if (existed) fs.rmSync(old, { recursive: true, force: true });
  return dir;
}

/** A path as firebase.local.json names it (relative to the repository). @param {string} file */
const fromRoot = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/**
 * firebase.json as the local stack's emulators read it, serving `sites` in this order.
 * @param {HostingSiteName[]} sites
 * @param {any} [firebaseJson]
 */
export function localFirebaseJson(sites, firebaseJson = readFirebaseJson()) {
  const localConfig = effectiveAppConfig(localAppConfig());
  return {
    ...firebaseJson,
    hosting: sites.map((name) => {
      const { target } = HOSTING_SITES[name];
      const deployed = firebaseJson.hosting.find((/** @type {{ target: string }} */ h) => h.target === target);
      if (!deployed) throw new Error(`firebase.json has no Hosting target ${target}`);
      const { target: _target, predeploy: _predeploy, ...rules } = deployed;
      const config = target === 'shell' ? effectiveAppConfig(siteAppConfig(name)) : localConfig;
      return {
        site: `${PROJECT_ID}-${name}`,
        ...rules,
        public: fromRoot(siteDir(name)),
        // The files its folder holds now: a file deployed into it later (pnpm start's rebuilds, a
        // test's redeploy) is served, but not cached long, until the emulators start again.
        headers: hostingHeaders(target, config, longCachedFiles(siteDir(name), rules.ignore ?? [])),
      };
    }),
  };
}

/**
 * Writes firebase.local.json for `sites` and makes sure each site has a folder (an empty one
 * answers 404 until its app is deployed). Returns the file's path.
 * @param {HostingSiteName[]} sites
 */
export function writeLocalFirebaseJson(sites) {
  for (const name of sites) fs.mkdirSync(siteDir(name), { recursive: true });
  fs.writeFileSync(LOCAL_FIREBASE_JSON, `${JSON.stringify(localFirebaseJson(sites), null, 2)}\n`);
  return LOCAL_FIREBASE_JSON;
}

/**
 * Deploys every site in `sites` from the current production builds and writes the emulators'
 * configuration for them. Returns that configuration's path.
 * @param {HostingSiteName[]} sites
 */
export function prepareHosting(sites) {
  for (const name of sites) deploySite(name);
  return writeLocalFirebaseJson(sites);
}

/**
 * The ports of `sites`, by a readable name (for assertPortsFree: the emulator would silently take
 * the next free port, and the app configuration would name the wrong one).
 * @param {HostingSiteName[]} sites
 */
export function hostingPorts(sites) {
  return Object.fromEntries(sites.map((name) => [`Hosting site ${name}`, HOSTING_SITES[name].port]));
}
