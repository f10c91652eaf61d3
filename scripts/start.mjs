#!/usr/bin/env node
/**
 * `pnpm start`: the whole product locally. Starts the Firebase emulators (Auth, Firestore,
 * Functions when built, Storage), the deterministic fake LLM the translation functions call, and
 * a webhook sink standing in for the n8n automation that receives leads; gives the Functions
 * emulator its demo secret (functions/.secret.local); seeds the demo content and accounts;
 * builds the shell, site and admin apps for production, watching for changes, and serves each
 * build through the Firebase Hosting emulator on an origin of its own, with firebase.json's
 * rewrites (the sitemap and feeds reach the Functions emulator) and headers, as visitors get them;
 * prints where everything is (`pnpm start --posts 1000` seeds generated posts up to 1,000
 * published ones, scripts/seed/many.mjs). Ctrl-C stops it all. The pieces live in scripts/local-stack/ for test
 * set-ups to reuse.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLocalAppConfig } from './local-stack/app-config.mjs';
import { REPO_ROOT } from './local-stack/emulators.mjs';
import { localEnvOverride, SECRET_FILE } from './local-stack/functions-env.mjs';
import { hostingPorts } from './local-stack/hosting.mjs';
import { APP_PORTS, EMULATOR_HOST, EMULATOR_PORTS, localOrigin, PRODUCT_SITES } from './local-stack/ports.mjs';
import { createShutdown } from './local-stack/shutdown.mjs';
import {
  assertPortsFree,
  buildFunctions,
  killAll,
  LOG_DIR,
  localServicePorts,
  runningProcesses,
  SHELL_SERVER_BUNDLE,
  startAppBuilds,
  startEmulators,
  startLocalServices,
  stopAll,
  stopLeftovers,
} from './local-stack/stack.mjs';
import { SEED_USERS } from './seed/content.mjs';
import { postsOption, prepareSeedImages, seed } from './seed/seed.mjs';

export { localAppConfig } from './local-stack/app-config.mjs';

/** Lines from child processes not worth showing once the stack runs. */
const NOISE = [
  /Env variable override detected/,
  /Unable to fetch the CLI MOTD/,
  /^\s*$/,
  // The Hosting emulator's access log (one line per file served) and rspack's notes on each rebuild.
  /hosting: \S+ - - \[/,
  /Module Federation Manifest Plugin/,
];

/** @param {string} line */
const say = (line) => console.log(line);
/** @param {string} line */
const step = (line) => console.log(`  · ${line}`);
/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** @param {string} file */
const relative = (file) => path.relative(REPO_ROOT, file);

/** Stopping once, on Ctrl-C or a failure (a failure caused by Ctrl-C during start-up is not one). */
const stack = createShutdown({
  stop: stopAll,
  killAll,
  exit: (code) => process.exit(code),
  say,
  sayError: (line) => console.error(line),
});

async function main() {
  const started = Date.now();
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => stack.onSignal());
  }

  say(
    'Starting the local stack (Firebase emulators and Hosting, fake LLM, lead webhook sink, demo content, three apps) …',
  );
  await stopLeftovers(step);
  await assertPortsFree({
    ...hostingPorts(PRODUCT_SITES),
    'Auth emulator': EMULATOR_PORTS.auth,
    'Firestore emulator': EMULATOR_PORTS.firestore,
    'Functions emulator': EMULATOR_PORTS.functions,
    'Storage emulator': EMULATOR_PORTS.storage,
    ...localServicePorts(),
  });

  const appConfigFile = writeLocalAppConfig();
  step(
    `runtime configuration for the browser apps (deployed as the shell's /app-config.json): ${relative(appConfigFile)}`,
  );
  step('building the shell, site and admin apps for production (rspack build --watch) …');
  /** @type {(bundle: string | null) => void} */
  let shellServerBuilt = () => {};
  /** @type {Promise<string | null>} */
  const shellServer = new Promise((resolve) => {
    shellServerBuilt = resolve;
  });
  const builds = startAppBuilds({ sites: PRODUCT_SITES, log: step, shellServer });
  builds.catch(() => {});

  const services = await startLocalServices({ log: step, onLead: (line) => say(`[leads] ${line}`) });
  const envOverride = localEnvOverride();
  if (envOverride) step(`${relative(envOverride)} overrides functions/.env.demo-nordic-ai in the emulator`);

  shellServerBuilt((await buildFunctions(step)) ? SHELL_SERVER_BUNDLE : null);
  const emulatorsStarted = Date.now();
  const emulatorsStarting = startEmulators({ log: step, hosting: PRODUCT_SITES });
  emulatorsStarting.catch(() => {});
  const imagesReady = prepareSeedImages();
  imagesReady.catch(() => {});
  const emulators = await emulatorsStarting;
  step(`emulators ready in ${seconds(emulatorsStarted)}: ${emulators.services.join(', ')}`);
  if (emulators.functionsSkipped) step(`Functions emulator not started: ${emulators.functionsSkipped}`);

  await imagesReady;
  const seeded = await seed({
    log: step,
    posts: postsOption(process.argv),
    caseStudies: postsOption(process.argv, '--case-studies'),
  });
  step('waiting for the first production builds …');
  const built = await builds;

  const storageKind =
    emulators.storage === 'official' ? 'official emulator' : 'project-local server, storage-emulator/';
  const pad = (/** @type {string} */ label) => `  ${label.padEnd(14)}`;
  const lines = [
    '',
    '━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━',
    `${pad('Site')}${localOrigin(APP_PORTS.shell)}`,
    `${pad('Admin login')}${localOrigin(APP_PORTS.shell)}/auth`,
    `${pad('')}${seeded.admin.email}  /  ${seeded.admin.password}   (admin)`,
    `${pad('')}${SEED_USERS.editor.email}  /  ${SEED_USERS.editor.password}   (writer: drafts only)`,
    `${pad('')}invite more from ${localOrigin(APP_PORTS.shell)}/admin/staff`,
    `${pad('Remotes')}site ${localOrigin(APP_PORTS.site)}   admin ${localOrigin(APP_PORTS.admin)}`,
    `${pad('')}production builds served by the Firebase Hosting emulator (firebase.json's rewrites and headers);`,
    `${pad('')}rebuilt and redeployed on every change: reload the page`,
    `${pad('Emulators')}Auth ${EMULATOR_HOST}:${EMULATOR_PORTS.auth}   Firestore ${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`,
    `${pad('')}${
      emulators.hosts.functions ? `Functions ${emulators.hosts.functions}` : 'Functions not running (not built)'
    }   Storage ${emulators.hosts.storage} (${storageKind})`,
    `${pad('Translation')}fake LLM ${services.fakeLlm}   (demo key in ${relative(SECRET_FILE)})`,
    `${pad('Lead webhooks')}${
      services.webhookSinks.map((sink) => sink.url).join('   ') || 'no local webhook configured'
    }   (stands in for n8n: answers 200, prints each lead as [leads])`,
    `${pad('Demo content')}${seeded.blogs.length} blog posts, ${seeded.caseStudies.length} case studies, cover images`,
    `${pad('Scheduling')}the emulator runs no scheduled functions: publish scheduled posts with`,
    `${pad('')}node scripts/local-stack/publish-scheduled.mjs [--every]`,
    `${pad('Logs')}${relative(LOG_DIR)}/`,
  ];
  if (services.translationBaseUrl !== services.fakeLlm) {
    lines.push(
      `${pad('WARNING')}the functions translate through TRANSLATION_BASE_URL=${services.translationBaseUrl ?? ''}, not the fake LLM`,
    );
  }
  for (const webhook of services.webhooksElsewhere) {
    lines.push(`${pad('WARNING')}${webhook} is not on this machine: those leads are not received locally`);
  }
  if (envOverride) lines.push(`${pad('NOTE')}${relative(envOverride)} overrides functions/.env.demo-nordic-ai`);
  for (const [name, status] of Object.entries(built)) {
    if (status.state === 'ready') continue;
    const what = {
      'compile-errors': 'failed to build or deploy',
      exited: 'stopped',
      timeout: 'did not finish in time',
    }[status.state];
    lines.push(
      `${pad('WARNING')}the ${name} build ${what} (nothing served there yet); see ${relative(status.logFile)}`,
    );
  }
  lines.push(
    '━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━',
    `  Ready in ${seconds(started)}. Press Ctrl-C to stop.`,
    '',
  );
  say(lines.join('\n'));

  for (const managed of runningProcesses()) {
    managed.listeners.add((line) => {
      if (!NOISE.some((pattern) => pattern.test(line))) say(`[${managed.name}] ${line}`);
    });
    managed.exited.then((code) => {
      if (stack.stopping || managed.stopping) return;
      say(`\n${managed.name} stopped unexpectedly (exit ${code}); see ${relative(managed.logFile)}`);
      void stack.shutdown(1);
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => stack.fail(error));
}
