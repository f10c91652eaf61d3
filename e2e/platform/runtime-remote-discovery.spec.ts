import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { expect, test } from '../support/csp';
import { origin, WWW_DIR } from '../support/ports';
import { deploy, e2eAppConfig } from '../support/stack';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(ROOT, 'site-remote');
// Inside site-remote so the copy resolves the remote's own node_modules.
const VARIANT = path.join(SITE, '.e2e-variant');

// A shell and a site remote of their own, so redeploying this site remote leaves the one every
// other spec is loading at the same moment alone.
const SHELL_PORT = 4112;
const SITE_PORT = 4113;
const SHELL_FOLDER = 'redeploy/shell';
const SITE_FOLDER = 'redeploy/site';
const servers: Server[] = [];

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

test.beforeAll(async () => {
  const config = await e2eAppConfig({ site: `${origin(SITE_PORT)}/remoteEntry.js` });
  servers.push(
    await serveStatic({
      dir: deploy('shell', undefined, SHELL_FOLDER),
      port: SHELL_PORT,
      target: 'shell',
      appConfig: config,
    }),
    await serveStatic({ dir: deploy('site', undefined, SITE_FOLDER), port: SITE_PORT, target: 'site' }),
  );
});

test.afterAll(async () => {
  rmSync(VARIANT, { recursive: true, force: true });
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

test('a site remote rebuilt and redeployed alone is picked up by the running shell', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${origin(SHELL_PORT)}/this-page-does-not-exist`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const shellFilesBefore = listFiles(path.join(WWW_DIR, SHELL_FOLDER));

  // A team changes one text in the site remote and builds it: nothing else is rebuilt.
  rmSync(VARIANT, { recursive: true, force: true });
  mkdirSync(VARIANT, { recursive: true });
  cpSync(path.join(SITE, 'src'), path.join(VARIANT, 'src'), { recursive: true });
  cpSync(path.join(SITE, 'package.json'), path.join(VARIANT, 'package.json'));
  const strings = path.join(VARIANT, 'src/i18n/en/notFound.ts');
  const original = readFileSync(strings, 'utf8');
  expect(original).toContain("'Page Not Found'");
  writeFileSync(strings, original.replaceAll("'Page Not Found'", "'Page Not Found (redeployed)'"));
  writeFileSync(
    path.join(VARIANT, 'rspack.config.mjs'),
    `import { createAppConfig } from '../../scripts/build/rspack-app.mjs';\n` +
      `export default createAppConfig({ name: 'site', dir: ${JSON.stringify(VARIANT)}, port: 0, exposes: { './App': './src/App.tsx' } });\n`,
  );
  execFileSync(
    path.join(SITE, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '-c', 'rspack.config.mjs'],
    {
      cwd: VARIANT,
      stdio: 'pipe',
    },
  );

  // Deploy only the site remote, then reload the page the visitor already has open.
  deploy('site', path.join(VARIANT, 'dist'), SITE_FOLDER);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found (redeployed)');
  expect(listFiles(path.join(WWW_DIR, SHELL_FOLDER))).toEqual(shellFilesBefore);
});
