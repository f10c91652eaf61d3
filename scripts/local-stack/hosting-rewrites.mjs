/**
 * The local stand-in for Firebase Hosting's rewrites to Cloud Functions: the shell's dev server
 * (`pnpm start`) forwards the paths that firebase.json's shell target rewrites to a function
 * (/sitemap.xml and the RSS feeds) to that function in the Functions emulator, so the
 * local site answers them as the deployed one does. The rules are read from firebase.json itself,
 * so a rewrite added there works locally without another change.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIREBASE_JSON = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'firebase.json');

/**
 * @typedef {object} FunctionRewrite
 * @property {string} source exact path (function rewrites here use no globs)
 * @property {string} functionId
 * @property {string} region
 */

/**
 * The exact-path function rewrites of one Hosting target, in order.
 * @param {string} target
 * @param {{ hosting?: Array<{ target?: string, rewrites?: Array<Record<string, unknown>> }> }} [config]
 * @returns {FunctionRewrite[]}
 */
export function functionRewrites(target, config = JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8'))) {
  const hosting = (config.hosting ?? []).find((entry) => entry.target === target);
  /** @type {FunctionRewrite[]} */
  const rules = [];
  for (const rule of hosting?.rewrites ?? []) {
    const fn = /** @type {{ functionId?: string, region?: string } | string | undefined} */ (rule.function);
    if (!fn || typeof rule.source !== 'string') continue;
    // The catch-all to the server renderer: the dev server renders pages in the browser instead.
    if (rule.source === '**') continue;
    if (/[*?{}[\]!]/.test(rule.source)) throw new Error(`Only exact paths are forwarded locally: ${rule.source}`);
    const functionId = typeof fn === 'string' ? fn : fn.functionId;
    if (!functionId) continue;
    rules.push({ source: rule.source, functionId, region: (typeof fn === 'object' && fn.region) || 'us-central1' });
  }
  return rules;
}

/**
 * The emulator address a request for `url` goes to, or null when no rewrite matches its path.
 * The query string goes along, as Hosting passes it.
 * @param {string} url the request's path and query
 * @param {FunctionRewrite[]} rules
 * @param {{ origin: string, projectId: string }} emulator
 */
export function rewriteTarget(url, rules, emulator) {
  const parsed = new URL(url, 'http://localhost');
  const rule = rules.find((candidate) => candidate.source === parsed.pathname);
  if (!rule) return null;
  return `${emulator.origin}/${emulator.projectId}/${rule.region}/${rule.functionId}${parsed.pathname}${parsed.search}`;
}

/**
 * A Connect-style middleware for the dev server that forwards the rewritten paths to the
 * emulator and everything else to `next`. A function that does not answer gets a 502.
 * @param {{ target: string, origin: string, projectId: string }} options
 */
export function functionRewriteMiddleware({ target, origin, projectId }) {
  const rules = functionRewrites(target);
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {() => void} */ next,
  ) => {
    const destination = rewriteTarget(req.url ?? '/', rules, { origin, projectId });
    if (!destination) {
      next();
      return;
    }
    const headers = { ...req.headers };
    delete headers.host;
    const upstream = http.request(destination, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The Functions emulator did not answer (${error.message}). Is it running?\n`);
    });
    req.pipe(upstream);
  };
}
