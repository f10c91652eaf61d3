#!/usr/bin/env node
/**
 * The HTTP headers of the three Firebase Hosting targets (shell, site, admin), in one place.
 * firebase.json's `hosting[].headers` are written from here (`pnpm hosting:headers`; a unit test
 * and each target's predeploy check refuse a firebase.json that differs), and the local stack's
 * Hosting emulator serves firebase.json with the same rules generated for the local configuration
 * (scripts/local-stack/hosting.mjs), so `pnpm start` and the e2e tests run under what Hosting sends.
 *
 * The shell's Content-Security-Policy is derived from the runtime configuration (AppConfig,
 * platform/src/config.ts): the remotes' origins, the Firebase services (or the emulators when the
 * configuration names them) and the booking page. For firebase.json that is the deployed
 * configuration: platform/src/default-app-config.json merged with shell/public/app-config.json.
 *
 *   node scripts/hosting/headers.mjs          write the headers into firebase.json
 *   node scripts/hosting/headers.mjs --check  exit 1 when firebase.json's headers differ
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { ADMIN_PAGES } from './admin-pages.mjs';

export { ADMIN_PAGES };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIREBASE_JSON = path.join(ROOT, 'firebase.json');

/** @typedef {'shell' | 'site' | 'admin'} HostingTarget */
/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ source: string, headers: Header[] } | { regex: string, headers: Header[] }} HeaderRule */
/** @typedef {{ host: string, port: number }} HostPort */
/**
 * The part of AppConfig (platform/src/config.ts) the policy depends on.
 * @typedef {object} PolicyConfig
 * @property {{ booking: string }} links
 * @property {{ site: string, admin: string }} remotes
 * @property {{ authDomain: string, projectId: string }} firebase
 * @property {string} functionsRegion
 * @property {Partial<Record<'auth' | 'firestore' | 'functions' | 'storage', HostPort>>} [emulators]
 * @property {{ provider: string, siteKey: string }} [appCheck]
 */

/**
 * The SHA-256 of the empty string. Emotion (MUI's styling) in production builds creates empty
 * <style> elements and fills them through CSSOM `insertRule`, which CSP does not govern; only the
 * empty element itself is checked against style-src. Allowing this one hash instead of
 * 'unsafe-inline' lets those elements exist while any <style> with content, and any style=""
 * attribute in markup, stays refused. (Development builds write text into the elements: `pnpm
 * start`'s dev servers therefore send no CSP.)
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Firebase Auth's popup sign-in (Microsoft) loads Google's iframe helper (gapi) from here. */
const GAPI_ORIGIN = 'https://apis.google.com';

/**
 * App Check's reCAPTCHA (v3 or Enterprise), loaded when a lead form is first submitted: Google's
 * script and its frame, and App Check's token exchange. Only when the configuration names a site key.
 */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const APP_CHECK_EXCHANGE = 'https://content-firebaseappcheck.googleapis.com';

/** @param {string} url */
const originOf = (url) => new URL(url).origin;
/** @param {HostPort} [local] */
const emulatorOrigin = (local) => (local ? `http://${local.host}:${local.port}` : undefined);
/** @param {(string | undefined)[]} sources */
const unique = (sources) => [...new Set(sources.filter((source) => source !== undefined))];

/**
 * The shell's Content-Security-Policy for `config`. Each Firebase service is its production
 * origin, or its emulator's when the configuration names one.
 * @param {PolicyConfig} config
 */
export function shellContentSecurityPolicy(config) {
  const remotes = [originOf(config.remotes.site), originOf(config.remotes.admin)];
  const emulators = config.emulators ?? {};
  const auth = emulatorOrigin(emulators.auth);
  const storage = emulatorOrigin(emulators.storage) ?? 'https://firebasestorage.googleapis.com';
  const functions =
    emulatorOrigin(emulators.functions) ??
    `https://${config.functionsRegion}-${config.firebase.projectId}.cloudfunctions.net`;
  const appCheck = Boolean(config.appCheck?.siteKey);
  /** @type {[string, (string | undefined)[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    // No inline script and no eval: the page's scripts are files from the shell and the remotes.
    ['script-src', ["'self'", ...remotes, GAPI_ORIGIN, ...(appCheck ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', ["'self'", ...remotes, EMPTY_STYLE_HASH]],
    // Post and case-study images may be any https address (docs/product-rules.md); uploads are
    // Storage download URLs. The remotes serve their own images (team portraits; the markdown editor's
    // placeholder for an image that cannot be loaded, admin-remote/src/features/editor/imagePreview.ts). No data:.
    ['img-src', ["'self'", 'https:', ...remotes, emulatorOrigin(emulators.storage)]],
    [
      'connect-src',
      [
        "'self'",
        emulatorOrigin(emulators.firestore) ?? 'https://firestore.googleapis.com',
        ...(auth ? [auth] : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']),
        storage,
        functions,
        appCheck ? APP_CHECK_EXCHANGE : undefined,
      ],
    ],
    // The booking page in the booking dialog; Firebase Auth's hidden iframe on the auth domain.
    [
      'frame-src',
      [
        originOf(config.links.booking),
        auth ?? `https://${config.firebase.authDomain}`,
        ...(appCheck ? RECAPTCHA_FRAMES : []),
      ],
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // The lead forms post to their own page (renderPage), which redirects back to the same site
    // (browsers hold a form's redirects to form-action too); the quiz opens from a link.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

/**
 * The remotes serve JavaScript (and a few images) for the shell's page: their responses are never
 * a document of ours, so nothing may run or load in one opened directly.
 */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Sent by every target with every response. */
export const COMMON_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
});

/** @param {Record<string, string>} headers */
const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * firebase.json's `headers` of one Hosting target. Rules apply in order, a later one replacing
 * a header of an earlier one (hashed files under /static/ are immutable).
 * @param {HostingTarget} target
 * @param {PolicyConfig} config the shell's runtime configuration
 * @returns {HeaderRule[]}
 */
export function hostingHeaders(target, config) {
  if (target === 'shell') {
    return [
      { source: '**', headers: asList(COMMON_HEADERS) },
      // Files only: every other address is answered by the renderPage function, which sends its
      // own Cache-Control (cached by the CDN) and this policy plus the hashes of its page's inline
      // styles and scripts (a rule here would replace both). The sitemap and feeds (.xml) keep
      // seoFiles' Cache-Control for the same reason, and the addresses under /api
      // (contentList's JSON, no extension) their own.
      {
        source: SHELL_FILES,
        headers: asList({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': shellContentSecurityPolicy(config) }),
      },
      { source: '/static/**', headers: asList({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
      // A preview link's page carries its secret token in its address: it names no referrer
      // (renderPage sends the same; the rule for every address above would replace it).
      // So does the newsletter's unsubscribe page, whose address carries its subscriber's token.
      ...[...PREVIEW_PATHS, ...UNSUBSCRIBE_PATHS].map((source) => ({
        source,
        headers: asList({ 'Referrer-Policy': 'no-referrer' }),
      })),
      // The admin console's addresses: the shell's page as it is, never in search results.
      {
        regex: ADMIN_PAGES,
        headers: asList({
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': shellContentSecurityPolicy(config),
          'X-Robots-Tag': 'noindex',
        }),
      },
    ];
  }
  const everything = {
    // The shell's page loads the remotes' files from another origin.
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': REMOTE_CONTENT_SECURITY_POLICY,
  };
  return [
    { source: '**', headers: asList({ ...everything, ...COMMON_HEADERS }) },
    { source: '/static/**', headers: asList({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
  ];
}

/** The preview links' pages, in each language (domain/src/preview.ts). */
export const PREVIEW_PATHS = ['/preview/**', '/sv/preview/**'];

/** The newsletter's unsubscribe page, in each language (domain/src/unsubscribe.ts; its token is in the query). */
const UNSUBSCRIBE_PATHS = ['/unsubscribe', '/sv/unsubscribe'];

/** The shell's files (its page, configuration, scripts, images, robots.txt): not the rendered pages. */
export const SHELL_FILES = '**/*.@(html|json|js|css|map|svg|png|ico|webp|jpg|txt)';

/**
 * Whether Hosting's glob `source` matches `pathname`, for the three forms the rules use: `**`,
 * `/folder/**` and `** /*.@(ext|ext)` (any file with one of those extensions).
 * @param {string} source
 * @param {string} pathname
 */
export function matchesSource(source, pathname) {
  if (source === '**') return true;
  if (!source.includes('*')) return pathname === source;
  const extensions = /^\*\*\/\*\.@\(([^)]+)\)$/.exec(source)?.[1];
  if (extensions) return extensions.split('|').some((ext) => pathname.endsWith(`.${ext}`));
  if (source.endsWith('/**')) return pathname.startsWith(source.slice(0, -2));
  throw new Error(`Unsupported header source ${source}`);
}

/**
 * The headers a response for `pathname` gets from `rules`, as Hosting applies them.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    const matches = 'regex' in rule ? new RegExp(rule.regex, 'u').test(pathname) : matchesSource(rule.source, pathname);
    if (!matches) continue;
    const { headers } = rule;
    for (const { key, value } of headers) out[key] = value;
  }
  return out;
}

/** @param {unknown} value */
const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `override` merged over `base`, as the shell merges app-config.json over its defaults
 * (mergeConfig in platform/src/config.ts).
 * @param {any} base
 * @param {any} override
 * @returns {any}
 */
export function mergeConfig(base, override) {
  if (!isPlainObject(override)) return base;
  const out = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = isPlainObject(out[key]) && isPlainObject(value) ? mergeConfig(out[key], value) : value;
  }
  return out;
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/**
 * The configuration the shell runs with when it receives `appConfig` (the served
 * app-config.json; the deployed shell/public/app-config.json when omitted).
 * @param {object} [appConfig]
 * @returns {PolicyConfig}
 */
export function effectiveAppConfig(appConfig = readJson('shell/public/app-config.json')) {
  return mergeConfig(readJson('platform/src/default-app-config.json'), appConfig);
}

/** @type {HostingTarget[]} */
export const HOSTING_TARGETS = ['shell', 'site', 'admin'];

/**
 * firebase.json with each Hosting target's headers as generated from the deployed configuration.
 * @param {any} firebaseJson
 */
export function withGeneratedHeaders(firebaseJson) {
  const config = effectiveAppConfig();
  return {
    ...firebaseJson,
    hosting: firebaseJson.hosting.map((/** @type {{ target: HostingTarget }} */ site) => ({
      ...site,
      headers: hostingHeaders(site.target, config),
    })),
  };
}

function main() {
  const current = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  const generated = withGeneratedHeaders(current);
  if (process.argv.includes('--check')) {
    if (isDeepStrictEqual(current, generated)) return;
    console.error(
      'firebase.json\'s hosting headers differ from the configuration: run "pnpm hosting:headers" and commit the result.',
    );
    process.exit(1);
  }
  writeFileSync(FIREBASE_JSON, `${JSON.stringify(generated, null, 2)}\n`);
  spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', FIREBASE_JSON], { stdio: 'inherit' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
