/**
 * What the Functions emulator reads besides the code: the parameters in functions/.env files and
 * the secret in functions/.secret.local. Shared by `pnpm start` (stack.mjs) and
 * scripts/test-backend.mjs, so both give the emulator the same demo secret.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './emulators.mjs';
import { PROJECT_ID } from './ports.mjs';

const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');

/** The emulator's secrets file (gitignored, never deployed: see firebase.json's functions ignore). */
export const SECRET_FILE = path.join(FUNCTIONS_DIR, '.secret.local');

/**
 * The demo secrets: the translation key (the fake LLM accepts any non-empty bearer key), the lead
 * webhooks (a local receiver: the webhook sink of pnpm start, or the backend and e2e tests' own),
 * the webhooks' signing key and the client-hash salt. None of them protects anything real.
 */
export const DEMO_SECRETS = Object.freeze({
  TRANSLATION_API_KEY: 'local-fake-key',
  NEWSLETTER_WEBHOOK_URL: 'http://127.0.0.1:3950/webhooks/newsletter',
  QUIZ_WEBHOOK_URL: 'http://127.0.0.1:3950/webhooks/quiz',
  CONTACT_WEBHOOK_URL: 'http://127.0.0.1:3950/webhooks/contact',
  LEAD_WEBHOOK_SIGNING_KEY: 'local-demo-signing-key',
  LEAD_CLIENT_SALT: 'local-demo-client-salt',
  NEWSLETTER_UNSUBSCRIBE_KEY: 'local-demo-unsubscribe-key',
});

/**
 * Makes sure functions/.secret.local holds every demo secret (the translation API key the
 * functions read with defineSecret). Values already in the file are kept; missing ones are added.
 * Returns the names it added (empty when the file was complete already).
 * @param {string} [file]
 * @returns {string[]}
 */
export function ensureDemoSecret(file = SECRET_FILE) {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const present = parseDotenv(existing);
  const missing = Object.entries(DEMO_SECRETS).filter(([name]) => !present[name]);
  if (!missing.length) return [];
  const prefix = existing && !existing.endsWith('\n') ? '\n' : '';
  const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
  fs.writeFileSync(file, `${existing}${prefix}${lines}`);
  return missing.map(([name]) => name);
}

/**
 * Parses dotenv text the way the functions' .env files are written: `NAME=value` lines, `#`
 * comments, optional single or double quotes around the value.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseDotenv(text) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, name = '', rawValue = ''] = match;
    let value = rawValue.trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    values[name] = value;
  }
  return values;
}

/** The files the Functions emulator layers for a project, lowest priority first. @param {string} projectId */
function functionsEnvFiles(projectId = PROJECT_ID) {
  return ['.env', `.env.${projectId}`, '.env.local'].map((name) => path.join(FUNCTIONS_DIR, name));
}

/**
 * The parameters the Functions emulator sees for the demo project: functions/.env, then
 * .env.<project id>, then .env.local (which the emulator lets override the others).
 * @param {string} [projectId]
 * @returns {Record<string, string>}
 */
export function readFunctionsEnv(projectId = PROJECT_ID) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const file of functionsEnvFiles(projectId)) {
    if (fs.existsSync(file)) Object.assign(merged, parseDotenv(fs.readFileSync(file, 'utf8')));
  }
  return merged;
}

/**
 * Everything the Functions emulator reads for the demo project: the parameters
 * ({@link readFunctionsEnv}) and the secrets in functions/.secret.local, or their demo values
 * where that file has none yet.
 * @param {string} [projectId]
 * @param {string} [secretFile]
 * @returns {Record<string, string>}
 */
export function readFunctionsConfig(projectId = PROJECT_ID, secretFile = SECRET_FILE) {
  const secrets = fs.existsSync(secretFile) ? parseDotenv(fs.readFileSync(secretFile, 'utf8')) : {};
  return { ...readFunctionsEnv(projectId), ...DEMO_SECRETS, ...secrets };
}

/** functions/.env.local, when it exists: it overrides .env.demo-nordic-ai in the emulator. */
export function localEnvOverride() {
  const file = path.join(FUNCTIONS_DIR, '.env.local');
  return fs.existsSync(file) ? file : undefined;
}
