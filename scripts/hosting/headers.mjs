#!/usr/bin/env node
/**
 * The HTTP headers of the three Firebase Hosting targets (shell, site, admin), in one place.
 * firebase.json's `hosting[].headers` are written from here (`pnpm hosting:headers`; a unit test
 * and each target's predeploy check refuse a firebase.json that differs), and the local stack's
 * Hosting emulator serves firebase.json with the same rules generated for the local configuration
 * (scripts/local-stack/hosting.mjs), so `pnpm start` and the e2e tests run under what Hosting sends.
 *
 * A Hosting header rule matches the request's path, whatever answers it: a file, a function behind
 * a rewrite, Hosting's 404. So the year-long caching of the content-hashed files under /static/ is a
 * rule naming exactly the files of the build being deployed (`longCachedRule`), after one sending
 * `no-store` for the whole folder: an address there that names no file (a page from before a deploy
 * asking for a chunk the deploy removed, a typo) is a 404 no browser or CDN keeps. firebase.json
 * holds the rules without the files; `pnpm hosting:deploy` (deploy.mjs) deploys with the files
 * listed, and the predeploy check refuses a plain `firebase deploy` of a Hosting target.
 *
 * The shell's Content-Security-Policy is derived from the runtime configuration (AppConfig,
 * platform/src/config.ts): the remotes' origins, the Firebase services (or the emulators when the
 * configuration names them) and the booking page. For firebase.json that is the deployed
 * configuration: platform/src/default-app-config.json merged with shell/public/app-config.json.
 *
 *   node scripts/hosting/headers.mjs          write the headers into firebase.json
 *   node scripts/hosting/headers.mjs --check  exit 1 when firebase.json's headers differ, or when the
 *                                             deploy does not run with deploy.mjs's configuration for the builds
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The folder whose files are content-hashed: a changed file gets a new name, so a name never changes content. */
export const LONG_CACHED_FOLDER = '/static/';

/** What a file under LONG_CACHED_FOLDER is served with: browsers and the CDN keep it a year, unrevalidated. */
export const LONG_CACHED = 'public, max-age=31536000, immutable';

/**
 * What an address under LONG_CACHED_FOLDER that names no file is served with. Not kept at all: the
 * file may exist seconds later (a request that raced a deploy, a rollback bringing an old chunk
 * back), and a miss is rare, so refetching it costs nothing worth a cache.
 */
export const MISS_NOT_KEPT = 'no-store';

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * The rule that caches exactly `files` (paths under LONG_CACHED_FOLDER, as longCachedFiles lists
 * them) for a year: one RE2 regular expression naming each, so an address it does not name keeps
 * the folder's `no-store`. Null when there are none (firebase.json itself, a target not built).
 * @param {string[]} files
 * @returns {{ regex: string, headers: Header[] } | null}
 */
export function longCachedRule(files) {
  if (files.length === 0) return null;
  const names = [...new Set(files)].sort().map(escapeRegex).join('|');
  return {
    regex: `^${escapeRegex(LONG_CACHED_FOLDER)}(?:${names})$`,
    headers: asList({ 'Cache-Control': LONG_CACHED }),
  };
}

/**
 * firebase.json's `headers` of one Hosting target. Rules apply in order, a later one replacing
 * a header of an earlier one: under /static/ nothing is kept (`no-store`) but the deployed files,
 * which are immutable for a year.
 * @param {HostingTarget} target
 * @param {PolicyConfig} config the shell's runtime configuration
 * @param {string[]} [files] the deployed files under /static/ (longCachedFiles); none in firebase.json
 * @returns {HeaderRule[]}
 */
export function hostingHeaders(target, config, files = []) {
  const longCached = longCachedRule(files);
  const staticFolder = [
    { source: `${LONG_CACHED_FOLDER}**`, headers: asList({ 'Cache-Control': MISS_NOT_KEPT }) },
    ...(longCached ? [longCached] : []),
  ];
  if (target === 'shell') {
    return [
      { source: '**', headers: asList(COMMON_HEADERS) },
      // Files only: every other address is answered by the renderPage function, which sends its
      // own Cache-Control (cached by the CDN) and this policy plus the hashes of its page's inline
      // styles and scripts (a rule here would replace both). The sitemap and feeds (.xml) keep
      // seoFiles' Cache-Control for the same reason, and the addresses under /api
      // (contentList's JSON, no extension) their own.
      ...[SHELL_FILES, SHELL_PAGE, HOSTING_NOT_FOUND].map((source) => ({
        source,
        headers: asList({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': shellContentSecurityPolicy(config) }),
      })),
      ...staticFolder,
      // A preview link's page carries its secret token in its address, the newsletter's unsubscribe
      // page its subscriber's: they name no referrer (renderPage sends the same; the rule for every
      // address above would replace it), in every form of their address (any case, a trailing slash,
      // an old .html, percent-encoded letters: renderPage moves them to the page, token and all),
      // and no cache keeps any of their answers, whatever answers them.
      ...[PREVIEW_ADDRESSES, UNSUBSCRIBE_ADDRESSES].map((regex) => ({ regex, headers: asList(PRIVATE_PAGE) })),
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
  return [{ source: '**', headers: asList({ ...everything, ...COMMON_HEADERS }) }, ...staticFolder];
}

/** What a page for its token's holder only is sent with: kept by no cache, never indexed, never a referrer. */
const PRIVATE_PAGE = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

/**
 * What may follow a page's word in one of its addresses: a `/` or `.` (a token, a trailing slash,
 * `.html`), also percent-encoded (`/preview%2F<token>`, which the router reads as `/preview/<token>`).
 */
const AFTER_WORD = '(?:(?:[/.]|%2[fFeE]).*)?$';

/**
 * The preview links' pages (domain/src/preview.ts; the token is in the path), in each language, in
 * any case, percent-encoded or not, and with anything after it (`/Preview/<token>`,
 * `/SV/preview/<token>/`, `<token>.html`, `/Pr%65view/<token>`), as UNSUBSCRIBE_ADDRESSES below.
 */
export const PREVIEW_ADDRESSES = `^/(?:${anySpelling('sv')}/)?${anySpelling('preview')}${AFTER_WORD}`;

/**
 * The newsletter's unsubscribe page (domain/src/unsubscribe.ts; its token is in the query), in each
 * language, in any case, percent-encoded or not, and with anything after it (`/Unsubscribe`,
 * `/SV/unsubscribe/`, `/unsubscribe.html`, `/Uns%75bscribe`). Hosting's globs and the Hosting
 * emulator's regular expressions (JavaScript's, where production's are RE2) both match
 * case-sensitively and share no flag syntax, so each letter is a class of its two cases. The
 * emulator matches a header rule against the path as it came, percent-encoding and all (superstatic's
 * headers middleware: `url.parse(req.url).pathname`, not decoded), while the server's router decodes
 * it, so `/Pr%65view/<token>` is the server's private 301 to the link: each letter may be
 * percent-encoded too. Production Hosting's documentation says only that a rule matches "the request
 * URL path"; the rule holds whether that path is decoded or not.
 */
export const UNSUBSCRIBE_ADDRESSES = `^/(?:${anySpelling('sv')}/)?${anySpelling('unsubscribe')}${AFTER_WORD}`;

/**
 * `word` in any case, each letter as itself or percent-encoded (in either case of hex digit), as a
 * regular expression both RE2 and JavaScript read (`sv` is `(?:[sS]|%[57]3)(?:[vV]|%[57]6)`).
 * @param {string} word lower-case ASCII letters
 */
function anySpelling(word) {
  return [...word]
    .map((letter) => {
      const upper = letter.toUpperCase();
      const [high = '', low = ''] = letter.charCodeAt(0).toString(16);
      const highUpper = upper.charCodeAt(0).toString(16)[0];
      const lowDigit = /[a-f]/.test(low) ? `[${low}${low.toUpperCase()}]` : low;
      return `(?:[${letter}${upper}]|%[${highUpper}${high}]${lowDigit})`;
    })
    .join('');
}

/** The shell's files (configuration, scripts, styles, images, robots.txt): not the rendered pages. */
export const SHELL_FILES = '**/*.@(json|js|css|map|svg|png|ico|webp|jpg|txt)';

/**
 * The shell's page, its one HTML file. Any other `.html` address is a page of the static site this
 * one replaced (`/about.html`, `/index.html`), which renderPage moves for good to the page's own
 * address with its own headers: a redirect the CDN may keep, as it keeps the page (a rule here
 * would make it `no-cache`).
 */
export const SHELL_PAGE = '/app.html';

/**
 * The path whose rules' headers Hosting gives its own not-found answer, for an address its rules
 * route nowhere (`/sv/..%2F%2Fevil.example`): no cache keeps it, as the shell's files.
 */
const HOSTING_NOT_FOUND = '/404.html';

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
 * Whether Hosting leaves `relativePath` out of a deploy by one of the target's `ignore` globs.
 * Knows the forms firebase.json uses (a file name at the root, `**\/.*`, `**\/*.ext`) and
 * refuses others, so a new pattern cannot be ignored by mistake here.
 * @param {string} relativePath path inside the public folder, with forward slashes
 * @param {string[]} patterns
 */
export function ignoredByHosting(relativePath, patterns) {
  const base = relativePath.split('/').at(-1) ?? '';
  return patterns.some((pattern) => {
    if (!/[*?[{]/.test(pattern)) return relativePath === pattern;
    if (pattern === '**/.*') return relativePath.split('/').some((part) => part.startsWith('.'));
    const extension = /^\*\*\/\*(\.[\w.]+)$/.exec(pattern)?.[1];
    if (extension) return base.endsWith(extension);
    throw new Error(`headers.mjs does not know the ignore pattern ${pattern}; teach ignoredByHosting`);
  });
}

/**
 * The files a deploy of `publicDir` uploads under LONG_CACHED_FOLDER (without what the target's
 * `ignore` leaves out), as paths inside that folder (`js/main.0123abcd.js`), sorted. None when the
 * folder holds no build.
 * @param {string} publicDir
 * @param {string[]} ignore
 */
export function longCachedFiles(publicDir, ignore) {
  const folder = LONG_CACHED_FOLDER.slice(1);
  const dir = path.join(publicDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !ignoredByHosting(`${folder}${file}`, ignore))
    .sort();
}

/** @typedef {{ target: HostingTarget, public: string, ignore?: string[] }} HostingBlock */

/**
 * firebase.json with each Hosting target's headers as generated from the deployed configuration,
 * with the long-cached files `filesOf` lists for it (none: firebase.json itself).
 * @param {any} firebaseJson
 * @param {(site: HostingBlock) => string[]} [filesOf]
 */
export function withGeneratedHeaders(firebaseJson, filesOf = () => []) {
  const config = effectiveAppConfig();
  return {
    ...firebaseJson,
    hosting: firebaseJson.hosting.map((/** @type {HostingBlock} */ site) => ({
      ...site,
      headers: hostingHeaders(site.target, config, filesOf(site)),
    })),
  };
}

/** The configuration `pnpm firebase:deploy` writes and deploys with (gitignored), beside firebase.json. */
export const DEPLOY_FIREBASE_JSON = path.join(ROOT, 'firebase.deploy.json');

/** Names the configuration being deployed, for the Hosting targets' predeploy check (set by deploy.mjs). */
export const DEPLOY_CONFIG_ENV = 'NORTHWIND_DEPLOY_CONFIG';

/**
 * firebase.json as `pnpm firebase:deploy` deploys it: each Hosting target's rules name the files
 * its public folder holds now under LONG_CACHED_FOLDER (a target not built names none).
 * @param {any} firebaseJson
 */
export function deployFirebaseJson(firebaseJson) {
  return withGeneratedHeaders(firebaseJson, (site) =>
    longCachedFiles(path.resolve(ROOT, site.public), site.ignore ?? []),
  );
}

/**
 * The predeploy check of each Hosting target: firebase.json's headers are the generated ones, and
 * the deploy runs with the configuration deploy.mjs wrote for the current builds. A plain `firebase
 * deploy` would serve the build's files under /static/ uncached (firebase.json names none of them).
 * @param {any} current firebase.json
 * @returns {string | null} what is wrong
 */
export function deployRefusal(current, deploying = process.env[DEPLOY_CONFIG_ENV]) {
  if (!isDeepStrictEqual(current, withGeneratedHeaders(current))) {
    return 'firebase.json\'s hosting headers differ from the configuration: run "pnpm hosting:headers" and commit the result.';
  }
  if (!deploying) {
    return (
      'Deploy Hosting with "pnpm firebase:deploy --project <id> --only hosting:<target>": it caches the build\'s files ' +
      'under /static/ for a year, which firebase.json alone leaves uncached (scripts/hosting/deploy.mjs).'
    );
  }
  const deployed = JSON.parse(readFileSync(deploying, 'utf8'));
  if (!isDeepStrictEqual(deployed, deployFirebaseJson(current))) {
    return `${path.basename(deploying)} no longer names the files of the builds (one was rebuilt since): run "pnpm firebase:deploy" again.`;
  }
  return null;
}

function main() {
  const current = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  if (process.argv.includes('--check')) {
    const refusal = deployRefusal(current);
    if (refusal === null) return;
    console.error(refusal);
    process.exit(1);
  }
  writeFileSync(FIREBASE_JSON, `${JSON.stringify(withGeneratedHeaders(current), null, 2)}\n`);
  spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', FIREBASE_JSON], { stdio: 'inherit' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
