/**
 * A stand-in for the two calls of the Firebase Hosting REST API that clear the CDN
 * (functions/src/cdn/hostingApi.ts): reading a site's live channel and creating a release of its
 * live version. The local stack has no CDN; this answers as the API does and records each release,
 * so the tests can see that a change to live content cleared the cache (`GET /releases`), and
 * `pnpm start` logs it. Requests without a bearer token are refused, as the API refuses them.
 */
import http from 'node:http';
import { EMULATOR_HOST, HOSTING_API_STANDIN_PORT } from './ports.mjs';

/**
 * @param {{ port?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ close: () => Promise<void>, releases: { site: string, versionName: string, message: string, at: string }[] }>}
 */
export async function startHostingApiStandIn({ port = HOSTING_API_STANDIN_PORT, log = () => {} } = {}) {
  /** @type {{ site: string, versionName: string, message: string, at: string }[]} */
  const releases = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${EMULATOR_HOST}`);
    /** @param {number} status @param {unknown} body */
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/releases') return answer(200, { releases });
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      return answer(401, { error: { code: 401, message: 'Request is missing a valid access token.' } });
    }
    const live = /^\/v1beta1\/sites\/([\w-]+)\/channels\/live$/.exec(url.pathname);
    if (request.method === 'GET' && live) {
      return answer(200, {
        name: `sites/${live[1]}/channels/live`,
        release: { version: { name: `sites/${live[1]}/versions/local` } },
      });
    }
    const release = /^\/v1beta1\/sites\/([\w-]+)\/releases$/.exec(url.pathname);
    if (request.method === 'POST' && release) {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const site = release[1] ?? '';
        const versionName = url.searchParams.get('versionName') ?? '';
        if (!versionName.startsWith(`sites/${site}/versions/`)) {
          return answer(400, { error: { code: 400, message: 'versionName must name a version of this site' } });
        }
        let message = '';
        try {
          message = String(JSON.parse(body || '{}').message ?? '');
        } catch {
          return answer(400, { error: { code: 400, message: 'Invalid JSON' } });
        }
        releases.push({ site, versionName, message, at: new Date().toISOString() });
        log(`hosting-api (stand-in): released ${versionName} again, which clears the CDN: ${message}`);
        answer(200, { name: `sites/${site}/releases/${releases.length}`, version: { name: versionName }, message });
      });
      return;
    }
    answer(404, { error: { code: 404, message: 'Not found' } });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, EMULATOR_HOST, () => resolve(undefined));
  });
  return {
    releases,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
