#!/usr/bin/env node
/**
 * `firebase deploy` with the Hosting targets' content-hashed files cached for a year:
 *
 *   pnpm firebase:deploy --project production --only hosting:site      (any `firebase deploy` options)
 *
 * A Hosting header rule matches the request's path whatever answers it, so caching "/static/**" for
 * a year would cache a 404 there for a year too (a page from before a deploy asking for a chunk the
 * deploy removed). The rules instead name exactly the files each target's build holds
 * (headers.mjs, deployFirebaseJson): this writes firebase.deploy.json, firebase.json with those
 * rules (gitignored, beside firebase.json so every path in it means the same), and runs
 * `firebase deploy --config firebase.deploy.json` with the arguments given. The Hosting targets'
 * predeploy check refuses a deploy without it, and one whose build changed after it was written.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIREBASE_BIN } from '../local-stack/emulators.mjs';
import { DEPLOY_CONFIG_ENV, DEPLOY_FIREBASE_JSON, deployFirebaseJson, FIREBASE_JSON } from './headers.mjs';

/**
 * The `firebase` command line that deploys with `config`.
 * @param {string[]} args the `firebase deploy` options given
 * @param {string} config
 */
export function deployArgs(args, config = DEPLOY_FIREBASE_JSON) {
  if (args.some((arg) => arg === '-c' || arg === '--config' || arg.startsWith('--config='))) {
    throw new Error(`firebase:deploy deploys with ${path.basename(config)}; leave out --config`);
  }
  return ['deploy', '--config', config, ...args];
}

function main() {
  const args = deployArgs(process.argv.slice(2));
  const firebaseJson = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  writeFileSync(DEPLOY_FIREBASE_JSON, `${JSON.stringify(deployFirebaseJson(firebaseJson), null, 2)}\n`);
  const run = spawnSync(FIREBASE_BIN, args, {
    stdio: 'inherit',
    env: { ...process.env, [DEPLOY_CONFIG_ENV]: DEPLOY_FIREBASE_JSON },
  });
  process.exit(run.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
