// A small static file server for production builds: the e2e tests and the bench serve each app's
// dist folder on its own origin with it, as Firebase Hosting would, with the very headers
// firebase.json gives that Hosting target (scripts/hosting/headers.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { effectiveAppConfig, headersForPath, hostingHeaders } from './hosting/headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * @param {{ dir: string, port: number, host?: string, target: 'shell' | 'site' | 'admin', appConfig?: object }} options
 *   target: the Hosting target served, whose headers every response gets; the shell's unknown
 *   paths answer index.html. appConfig: the shell's /app-config.json (its Content-Security-Policy
 *   allows what that configuration names).
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', target, appConfig }) {
  const root = path.resolve(dir);
  const spa = target === 'shell';
  const rules = hostingHeaders(target, effectiveAppConfig(appConfig ?? {}));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [key, value] of Object.entries(headersForPath(rules, url.pathname))) res.setHeader(key, value);
    if (spa && appConfig && url.pathname === '/app-config.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'] });
      res.end(JSON.stringify(appConfig));
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (!spa || path.extname(url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    const compressible = /\.(html|js|mjs|json|css|svg|txt|xml)$/.test(ext);
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
