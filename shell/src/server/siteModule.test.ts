/// <reference types="node" />
// The site remote's real server container, built as `pnpm build` builds it (into a folder of its
// own), served over HTTP and loaded by the Module Federation runtime as renderPage loads it: the
// pages render with the shell's own React, platform and design system, and a container deployed
// at a new address is loaded in its place.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle, PROVIDED_SINGLETONS, renderPage } from './index';
import { federationOf, loadSiteServer, SERVER_HOST, SITE_REMOTE } from './siteModule';

const SITE_DIR = path.resolve(import.meta.dirname, '../../../site-remote');
const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const TOKEN = '1772366400.signature';

let out: string;
let server: Server;
let root: string;
let entry: string;

/** The site remote's server build alone (site-remote/rspack.config.mjs, `site-server`), into `dir`. */
function buildContainer(dir: string): void {
  execFileSync(
    path.join(SITE_DIR, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '--config-name', `${SITE_REMOTE}-server`, '--output-path', dir],
    { cwd: SITE_DIR, stdio: 'pipe' },
  );
}

function render(url: string, containerEntry: string) {
  return renderPage(url, {
    config: { siteUrl: 'https://example.com' },
    template: { html: TEMPLATE, contentSecurityPolicy: null },
    loadSite: () => loadSiteServer(containerEntry, root),
    formToken: TOKEN,
  });
}

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  buildContainer(path.join(out, 'ssr'));
  server = createServer((request, response) => {
    try {
      response.end(readFileSync(path.join(out, new URL(request.url ?? '/', 'http://x').pathname)));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  root = `http://127.0.0.1:${address.port}/`;
  const manifest = JSON.parse(readFileSync(path.join(out, 'ssr/manifest.json'), 'utf8')) as { entry: string };
  entry = new URL(manifest.entry, root).href;
}, 120_000);

afterAll(() => {
  server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('loadSiteServer', () => {
  it("renders the site's pages from its federation container, with the shell's singletons", async () => {
    expect(entry).toMatch(/\/ssr\/remoteEntry\.[0-9a-f]{8}\.cjs$/);
    const about = await render('/about', entry);
    expect(about.status).toBe(200);
    expect(about.body).toMatch(/<h1[^>]*>About Northwind AI/);
    // Images are addressed from the site remote's root, as in the browser.
    expect(about.body).toContain(`src="${root}static/media/erik-lindgren.`);
    // The contact form carries the token the shell's render put into @app/platform's context:
    // the site's pages use the shell's very @app/platform and React, not copies of their own.
    const contact = await render('/contact', entry);
    expect(contact.body).toMatch(new RegExp(`name="form_token" value="${TOKEN.replace('.', '\\.')}"`));

    const scope = federationOf(entry)?.shareScopeMap.default ?? {};
    for (const name of ['react', 'react/jsx-runtime', '@app/platform', '@app/shared-ui/mui', '@app/platform/router']) {
      const versions = Object.values(scope[name] ?? {});
      expect(versions, `${name} is provided once`).toHaveLength(1);
      expect(versions[0]?.from, `${name} comes from the shell`).toBe(SERVER_HOST);
      expect(versions[0]?.useIn, `the site's container uses the shell's ${name}`).toContain(SITE_REMOTE);
      // What the container got is the renderer's own module: every export the very same value.
      const lib = versions[0]?.lib as (() => Record<string, unknown>) | undefined;
      const provided = lib?.() ?? {};
      const own = Object.entries(PROVIDED_SINGLETONS[name] ?? {});
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter(([key, value]) => provided[key] !== value).map(([key]) => key)).toEqual([]);
    }
  });

  it('loads a container deployed at a new address, and keeps each address loaded once', async () => {
    // A redeployed site remote: another container (another content hash) with a changed text.
    const file = path.basename(new URL(entry).pathname);
    const redeployed = file.replace(/\.[0-9a-f]{8}\.cjs$/, '.0000beef.cjs');
    copyFileSync(path.join(out, 'ssr', file), path.join(out, 'ssr', redeployed));
    const code = readFileSync(path.join(out, 'ssr', redeployed), 'utf8');
    expect(code).toContain("'Page Not Found'");
    writeFileSync(
      path.join(out, 'ssr', redeployed),
      code.replaceAll("'Page Not Found'", "'Page Not Found (redeployed)'"),
    );
    const next = new URL(redeployed, entry).href;

    const before = await render('/no-such-page', entry);
    expect(before.status).toBe(404);
    expect(before.body).toMatch(/<h1[^>]*>Page Not Found</);
    expect((await render('/no-such-page', next)).body).toMatch(/<h1[^>]*>Page Not Found \(redeployed\)</);
    expect(await loadSiteServer(next, root)).toBe(await loadSiteServer(next, root));
    expect(federationOf(next)).not.toBe(federationOf(entry));
  });

  it("answers a request with the page rendered from what the shell's site serves and the manifest names", async () => {
    // The shell's Hosting site: its page and configuration, naming the site remote served here.
    writeFileSync(path.join(out, 'app.html'), TEMPLATE);
    writeFileSync(
      path.join(out, 'app-config.json'),
      JSON.stringify({ siteUrl: 'https://example.com', remotes: { site: `${root}remoteEntry.js` } }),
    );
    const answer = await handle(new Request('http://localhost/sv/about?x=1'), {
      siteUrl: root.replace(/\/$/, ''),
      formToken: TOKEN,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toMatch(/<html lang="sv">/);
    expect(html).toMatch(/<h1[^>]*>Om Northwind AI/);
    expect(html).toContain('<link rel="canonical" href="https://example.com/sv/about" data-page-meta>');
  });

  it('fails, and is tried again, when the container cannot be loaded', async () => {
    const missing = new URL('remoteEntry.deadbeef.cjs', entry).href;
    await expect(loadSiteServer(missing, root)).rejects.toThrow();
    expect(federationOf(missing)).toBeUndefined();
  });
});
