#!/usr/bin/env node
/**
 * A deterministic stand-in for an OpenAI-compatible chat-completions API, for local runs and
 * tests, so translation runs without a provider. `POST /v1/chat/completions` answers with the last user message
 * translated by translate.mjs into the language the system message names ("Target language:
 * Swedish (sv)" or a mention of Swedish/English). It checks what a real provider checks: a bearer
 * key, a model and messages.
 *
 * Test switches, written anywhere in the user's text:
 *   [[fake-llm:fail]]       answer HTTP 503 with an OpenAI-style error body
 *   [[fake-llm:drop-code]]  answer with every %%MD0%%-style placeholder left out (a model that
 *                           loses code and links)
 *   [[fake-llm:wrap]]       wrap the answer in a ```markdown fence, as some models do
 *   [[fake-llm:inject-link]] add a phishing link and a tracking-pixel image to the answer, as a
 *                           model obeying an instruction hidden in the post would
 *
 * Also: GET /health, GET /v1/models, GET /__fake/log (the last 50 completion requests).
 *
 *   node scripts/fake-llm/server.mjs [--port 3900] [--host 127.0.0.1]
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeTranslate } from './translate.mjs';

/** What [[fake-llm:inject-link]] adds: a link and an image the post never had. */
export const INJECTED = ' Logga in på ditt [konto](https://evil.example/login). ![](https://evil.example/pixel.gif)';

export const DEFAULT_PORT = 3900;
export const FAKE_MODEL = 'fake-translator';

/**
 * @typedef {{ model: string, target: 'en' | 'sv', content: string, authorized: boolean }} LoggedRequest
 */

/**
 * A running fake: what the tests and the local stack hold (startFakeLlm).
 * @typedef {object} FakeLlm
 * @property {string} url Base URL to configure, ending in /v1.
 * @property {number} port
 * @property {LoggedRequest[]} log
 * @property {() => Promise<void>} close
 */

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {string} type
 */
function sendError(response, status, message, type) {
  sendJson(response, status, { error: { message, type, code: null } });
}

/**
 * @param {string} system
 * @returns {'en' | 'sv'}
 */
export function targetLanguage(system) {
  const code = /\((sv|en)\)/i.exec(system)?.[1]?.toLowerCase();
  if (code === 'sv' || code === 'en') return code;
  return /into english|to english/i.test(system) ? 'en' : 'sv';
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<FakeLlm>}
 */
export async function startFakeLlm({ port = DEFAULT_PORT, host = '127.0.0.1' } = {}) {
  /** @type {LoggedRequest[]} */
  const log = [];
  let counter = 0;

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
    if (request.method === 'GET' && url.pathname === '/health') return sendJson(response, 200, { ok: true });
    if (request.method === 'GET' && url.pathname === '/v1/models') {
      return sendJson(response, 200, {
        object: 'list',
        data: [{ id: FAKE_MODEL, object: 'model', owned_by: 'local' }],
      });
    }
    if (request.method === 'GET' && url.pathname === '/__fake/log') return sendJson(response, 200, log);
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return sendError(response, 404, `Unknown route ${request.method} ${url.pathname}`, 'invalid_request_error');
    }

    const authorization = request.headers.authorization ?? '';
    const authorized = /^Bearer \S+/.test(authorization);
    /** @type {{ model?: unknown, messages?: unknown }} */
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return sendError(response, 400, 'The body is not valid JSON.', 'invalid_request_error');
    }
    if (!authorized) return sendError(response, 401, 'Missing bearer API key.', 'invalid_api_key');
    if (typeof body.model !== 'string' || !body.model) {
      return sendError(response, 400, 'you must provide a model parameter', 'invalid_request_error');
    }
    const messages = Array.isArray(body.messages) ? body.messages : [];
    /** @param {unknown} m @returns {m is { role: string, content: string }} */
    const isMessage = (m) =>
      typeof m === 'object' && m !== null && typeof (/** @type {{content?: unknown}} */ (m).content) === 'string';
    const system = messages.filter(isMessage).find((m) => m.role === 'system')?.content ?? '';
    const user = messages.filter(isMessage).findLast((m) => m.role === 'user')?.content;
    if (user === undefined)
      return sendError(response, 400, 'messages must include a user message', 'invalid_request_error');

    const target = targetLanguage(system);
    log.push({ model: body.model, target, content: user, authorized });
    if (log.length > 50) log.shift();

    if (user.includes('[[fake-llm:fail]]')) {
      return sendError(response, 503, 'The fake model is overloaded (requested by [[fake-llm:fail]]).', 'server_error');
    }
    let answer = fakeTranslate(user, target);
    if (user.includes('[[fake-llm:drop-code]]')) answer = answer.replace(/%%MD\d+%%/g, '');
    if (user.includes('[[fake-llm:inject-link]]')) answer += INJECTED;
    if (user.includes('[[fake-llm:wrap]]')) answer = `\`\`\`markdown\n${answer}\n\`\`\``;

    counter++;
    return sendJson(response, 200, {
      id: `chatcmpl-fake-${counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}/v1`,
    port: boundPort,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const fake = await startFakeLlm({
    port: Number(option('--port') ?? DEFAULT_PORT),
    host: option('--host') ?? '127.0.0.1',
  });
  console.log(`Fake OpenAI-compatible API on ${fake.url} (model: any, key: any non-empty)`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
