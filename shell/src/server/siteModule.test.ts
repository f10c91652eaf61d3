/// <reference types="node" />
// The shell's server as renderPage runs it (lib/shell-server.cjs, built by Rspack as a federation
// host for Node) and the site remote's real server container, both built as `pnpm build` builds
// them (into folders of their own), the container and the shell's files served over HTTP: the
// pages render with the shell's own React, platform and design system, and a container deployed
// at a new address is loaded in its place.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShellServer } from '@app/domain';
import type { ModuleFederation } from '@module-federation/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from '../../../scripts/build/shared.mjs';
import { SITE_REMOTE } from './siteModule';

const SHELL_DIR = path.resolve(import.meta.dirname, '../..');
const SITE_DIR = path.resolve(SHELL_DIR, '../site-remote');
const TEMPLATE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const TOKEN = '1772366400.signature';

let out: string;
let server: Server;
let root: string;
let entry: string;
let shell: ShellServer;

function rspack(dir: string, args: string[]): void {
  execFileSync(path.join(dir, 'node_modules/.bin/rspack'), ['build', '--mode', 'production', ...args], {
    cwd: dir,
    stdio: 'pipe',
  });
}

/** The site's server container named by ssr/manifest.json: `file` (in ssr/). */
function deploy(file: string): void {
  writeFileSync(path.join(out, 'ssr/manifest.json'), JSON.stringify({ name: SITE_REMOTE, entry: `ssr/${file}` }));
}

/** The answer to a request for `url` of the shell's site, re-reading what it fetches (as in the emulator). */
async function get(url: string) {
  const answer = await shell.handle(new Request(`http://localhost${url}`), {
    siteUrl: root.replace(/\/$/, ''),
    formToken: TOKEN,
    emulated: true,
  });
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  rspack(SITE_DIR, ['--config-name', `${SITE_REMOTE}-server`, '--output-path', path.join(out, 'ssr')]);
  rspack(SHELL_DIR, ['-c', 'rspack.server.config.mjs', '--output-path', path.join(out, 'server')]);
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
  // The shell's Hosting site: its page and configuration, naming the site remote served here.
  writeFileSync(path.join(out, 'app.html'), TEMPLATE);
  writeFileSync(
    path.join(out, 'app-config.json'),
    JSON.stringify({ siteUrl: 'https://example.com', remotes: { site: `${root}remoteEntry.js` } }),
  );
  const manifest = JSON.parse(readFileSync(path.join(out, 'ssr/manifest.json'), 'utf8')) as { entry: string };
  entry = new URL(manifest.entry, root).href;
  shell = createRequire(import.meta.url)(path.join(out, 'server/shell-server.cjs')) as ShellServer;
}, 180_000);

afterAll(() => {
  server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("the shell's server, a federation host", () => {
  it("renders the site's pages from its federation container, with the shell's singletons", async () => {
    expect(entry).toMatch(/\/ssr\/remoteEntry\.[0-9a-f]{8}\.cjs$/);
    const about = await get('/sv/about?x=1');
    expect(about.status).toBe(200);
    expect(about.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(about.body).toMatch(/<html lang="sv">/);
    expect(about.body).toMatch(/<h1[^>]*>Om Northwind AI/);
    expect(about.body).toContain('<link rel="canonical" href="https://example.com/sv/about" data-page-meta>');
    // Images are addressed from the site remote's root, as in the browser.
    expect(about.body).toContain(`src="${root}static/media/erik-lindgren.`);
    // The contact form carries the token the shell's render put into @app/platform's context:
    // the site's pages use the shell's very @app/platform and React, not copies of their own.
    const contact = await get('/contact');
    expect(contact.body).toMatch(new RegExp(`name="form_token" value="${TOKEN.replace('.', '\\.')}"`));

    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: ModuleFederation[] } }).__FEDERATION__;
    const host = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
    const scope = host?.shareScopeMap.default ?? {};
    for (const name of ['react', 'react/jsx-runtime', '@app/platform', '@app/shared-ui/mui', '@app/platform/router']) {
      const versions = Object.values(scope[name] ?? {});
      expect(versions, `${name} is provided once`).toHaveLength(1);
      expect(versions[0]?.from, `${name} comes from the shell`).toBe('shell');
      expect(versions[0]?.useIn, `the site's container uses the shell's ${name}`).toContain(SITE_REMOTE);
    }
    // With the versions installed (what the browser's federation says it shares, too).
    expect(Object.keys(scope.react ?? {})).toEqual([createRequire(import.meta.url)('react/package.json').version]);
    // Each one loaded, so the container may take it synchronously (a page's lazily imported data layer).
    const shared = SHARED_SINGLETONS.filter((name: string) => !name.startsWith('@firebase/'));
    expect(shared.filter((name: string) => !Object.values(scope[name] ?? {})[0]?.loaded)).toEqual([]);
  });

  it('loads a container deployed at a new address', async () => {
    // A redeployed site remote: another container (another content hash) with a changed text.
    const file = path.basename(new URL(entry).pathname);
    const redeployed = file.replace(/\.[0-9a-f]{8}\.cjs$/, '.0000beef.cjs');
    const code = readFileSync(path.join(out, 'ssr', file), 'utf8');
    expect(code).toContain("'Page Not Found'");
    writeFileSync(
      path.join(out, 'ssr', redeployed),
      code.replaceAll("'Page Not Found'", "'Page Not Found (redeployed)'"),
    );

    const before = await get('/no-such-page');
    expect(before.status).toBe(404);
    expect(before.body).toMatch(/<h1[^>]*>Page Not Found</);
    deploy(redeployed);
    const after = await get('/no-such-page');
    expect(after.status).toBe(404);
    expect(after.body).toMatch(/<h1[^>]*>Page Not Found \(redeployed\)</);
    // Its images too are addressed from where it was loaded.
    expect((await get('/about')).body).toContain(`src="${root}static/media/erik-lindgren.`);
    deploy(file);
    expect((await get('/no-such-page')).body).toMatch(/<h1[^>]*>Page Not Found</);
  });

  it('answers 503 with the browser-rendered page when the container cannot be loaded, and loads it again later', async () => {
    const file = path.basename(new URL(entry).pathname);
    deploy('remoteEntry.deadbeef.cjs');
    const failed = await get('/about');
    expect(failed.status).toBe(503);
    expect(failed.body).toBe(TEMPLATE);
    deploy(file);
    expect((await get('/about')).status).toBe(200);
  });

  it('carries the boot script every page inlines, built for browsers', async () => {
    const about = await get('/about');
    const boot = /<script>(\(\(\)=>\{"use strict";.*?)<\/script>/s.exec(about.body)?.[1] ?? '';
    expect(boot).toContain('location.replace(');
    expect(boot).not.toMatch(/\bimport\b|\brequire\(|: string/);
  });
});
