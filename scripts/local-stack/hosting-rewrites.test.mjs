// @vitest-environment node
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { functionRewriteMiddleware, functionRewrites, rewriteTarget } from './hosting-rewrites.mjs';

/** @param {http.Server} server */
function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

const emulator = { origin: 'http://127.0.0.1:5001', projectId: 'demo-nordic-ai' };

describe('the shell target’s function rewrites (firebase.json)', () => {
  const rules = functionRewrites('shell');

  it('send the sitemap and both feeds to seoFiles in europe-north1', () => {
    expect(rules).toEqual(
      ['/sitemap.xml', '/rss.xml', '/sv/rss.xml'].map((source) => ({
        source,
        functionId: 'seoFiles',
        region: 'europe-north1',
      })),
    );
  });

  it('forwards those paths, query included, to the function in the emulator', () => {
    expect(rewriteTarget('/sv/rss.xml?utm_source=x', rules, emulator)).toBe(
      'http://127.0.0.1:5001/demo-nordic-ai/europe-north1/seoFiles/sv/rss.xml?utm_source=x',
    );
    expect(rewriteTarget('/blog', rules, emulator)).toBeNull();
    expect(rewriteTarget('/sitemap.xml/extra', rules, emulator)).toBeNull();
  });

  it('come before the catch-all index.html rewrite (Hosting uses the first rule that matches)', async () => {
    const { readFileSync } = await import('node:fs');
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
    const shell = config.hosting.find((/** @type {{ target: string }} */ entry) => entry.target === 'shell');
    const sources = shell.rewrites.map((/** @type {{ source: string }} */ rule) => rule.source);
    expect(sources.at(-1)).toBe('**');
    expect(sources.indexOf('**')).toBe(sources.length - 1);
  });

  it('ignores rules that are not function rewrites', () => {
    const config = { hosting: [{ target: 'shell', rewrites: [{ source: '**', destination: '/index.html' }] }] };
    expect(functionRewrites('shell', config)).toEqual([]);
  });
});

describe('functionRewriteMiddleware', () => {
  it('forwards a rewritten path to the emulator with its answer, and passes others on', async () => {
    const seen = [];
    const emulator = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
      res.end('<urlset/>');
    });
    const emulatorPort = await listen(emulator);
    const middleware = functionRewriteMiddleware({
      target: 'shell',
      origin: `http://127.0.0.1:${emulatorPort}`,
      projectId: 'demo-nordic-ai',
    });
    const shell = http.createServer((req, res) => middleware(req, res, () => res.end('index.html')));
    const shellPort = await listen(shell);
    try {
      const sitemap = await fetch(`http://127.0.0.1:${shellPort}/sitemap.xml?x=1`);
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await sitemap.text()).toBe('<urlset/>');
      expect(seen).toEqual(['GET /demo-nordic-ai/europe-north1/seoFiles/sitemap.xml?x=1']);
      expect(await (await fetch(`http://127.0.0.1:${shellPort}/blog`)).text()).toBe('index.html');
    } finally {
      shell.close();
      emulator.close();
    }
  });

  it('answers 502 when the emulator is not running', async () => {
    const unused = http.createServer();
    const port = await listen(unused);
    unused.close();
    const middleware = functionRewriteMiddleware({
      target: 'shell',
      origin: `http://127.0.0.1:${port}`,
      projectId: 'p',
    });
    const shell = http.createServer((req, res) => middleware(req, res, () => res.end('index.html')));
    const shellPort = await listen(shell);
    try {
      const response = await fetch(`http://127.0.0.1:${shellPort}/rss.xml`);
      expect(response.status).toBe(502);
      expect(await response.text()).toMatch(/Functions emulator did not answer/);
    } finally {
      shell.close();
    }
  });
});
