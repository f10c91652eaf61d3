#!/usr/bin/env node
/**
 * A local stand-in for the n8n automation that receives leads: it listens where the Functions
 * emulator forwards them (the *_WEBHOOK_URL secrets in functions/.secret.local, demo values
 * when it has none), answers every POST with 200 and prints one
 * line per delivered lead (type and e-mail), so leads sent from the local site end up delivered
 * instead of failed. `pnpm start` runs it; the backend and e2e tests run their own receiver on
 * the same port instead and never run at the same time as `pnpm start`.
 *
 *   node scripts/local-stack/webhook-sink.mjs
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFunctionsConfig } from './functions-env.mjs';

/** The parameters naming the lead webhooks (functions/src/config.ts). */
export const WEBHOOK_PARAMETERS = Object.freeze(['NEWSLETTER_WEBHOOK_URL', 'QUIZ_WEBHOOK_URL', 'CONTACT_WEBHOOK_URL']);

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * @typedef {object} SinkAddress
 * @property {string} host
 * @property {number} port
 * @property {string[]} urls the webhook URLs that point at this address
 * @property {string[]} parameters the parameters holding those URLs
 */

/**
 * The local addresses the lead webhooks point at, one entry per host and port. Webhooks that are
 * empty or point at another machine are left out (there is nothing to stand in for).
 * @param {Record<string, string>} [env] the Functions' parameters (default: what the emulator reads)
 * @returns {SinkAddress[]}
 */
export function webhookSinkAddresses(env = readFunctionsConfig()) {
  /** @type {Map<string, SinkAddress>} */
  const addresses = new Map();
  for (const name of WEBHOOK_PARAMETERS) {
    const value = env[name];
    if (!value) continue;
    let url;
    try {
      url = new URL(value);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' || !LOCAL_HOSTS.has(url.hostname)) continue;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || 80);
    const key = `${host}:${port}`;
    const address = addresses.get(key) ?? { host, port, urls: [], parameters: [] };
    address.urls.push(url.href);
    address.parameters.push(name);
    addresses.set(key, address);
  }
  return [...addresses.values()];
}

/**
 * One line describing a delivered lead: its type and e-mail address (the lead id after, so a
 * retried delivery can be told apart from a new lead).
 * @param {string} requestPath
 * @param {Record<string, unknown>} body
 * @param {boolean} repeat whether the Idempotency-Key was seen before
 */
export function describeLead(requestPath, body, repeat) {
  const type = typeof body.type === 'string' ? body.type : (requestPath.split('/').filter(Boolean).pop() ?? '?');
  const email = typeof body.email === 'string' ? body.email : '(no e-mail)';
  const id = typeof body.lead_id === 'string' ? `  lead ${body.lead_id}` : '';
  return `${type} lead  ${email}${id}${repeat ? '  (repeat delivery)' : ''}`;
}

/**
 * Starts the sink on one address.
 * @param {{ host?: string, port: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, received: number, close: () => Promise<void> }>}
 */
export async function startWebhookSink({ host = '127.0.0.1', port, log = (line) => console.log(line) }) {
  /** @type {Set<string>} */
  const seenKeys = new Set();
  const state = { received: 0 };
  const server = http.createServer((request, response) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, service: 'local lead webhook sink' }));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      /** @type {Record<string, unknown>} */
      let body = {};
      try {
        const parsed = JSON.parse(text);
        if (parsed && typeof parsed === 'object') body = parsed;
      } catch {
        body = {};
      }
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const repeat = key !== undefined && seenKeys.has(key);
      if (key !== undefined) seenKeys.add(key);
      state.received++;
      log(describeLead(request.url ?? '', body, repeat));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const displayHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${displayHost}:${boundPort}`,
    get received() {
      return state.received;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const addresses = webhookSinkAddresses();
  if (!addresses.length) {
    console.error('No lead webhook in functions/.env.demo-nordic-ai points at this machine; nothing to receive.');
    process.exit(1);
  }
  const sinks = await Promise.all(addresses.map(({ host, port }) => startWebhookSink({ host, port })));
  for (const address of addresses) console.log(`Receiving leads for ${address.urls.join(', ')}`);
  const stop = () => Promise.all(sinks.map((sink) => sink.close())).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
