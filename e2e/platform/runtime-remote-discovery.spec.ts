import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deploySite, siteDir } from '../../scripts/local-stack/hosting.mjs';
import { expect, test } from '../support/csp';
import { siteOrigin } from '../support/ports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(ROOT, 'site-remote');
// Inside site-remote so the copy resolves the remote's own node_modules.
const VARIANT = path.join(SITE, '.e2e-variant');

// A shell and a site remote of their own (the Hosting sites 'redeploy-shell' and 'redeploy-site',
// the shell's app-config.json naming that site remote), so redeploying this site remote leaves the
// one every other spec is loading at the same moment alone.

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

// Both start from the current builds (a retry, too).
test.beforeAll(() => {
  deploySite('redeploy-shell');
  deploySite('redeploy-site');
});

test.afterAll(() => {
  rmSync(VARIANT, { recursive: true, force: true });
  deploySite('redeploy-site');
});

test('a site remote rebuilt and redeployed alone is picked up by the running shell', async ({ page }) => {
  test.setTimeout(180_000);
  const address = `${siteOrigin('redeploy-shell')}/this-page-does-not-exist`;
  /** The heading in the HTML the server sends, before any JavaScript runs. */
  const servedHeading = async () => {
    const served = await page.request.get(address);
    expect(served.status()).toBe(404);
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await served.text())?.[1];
  };
  expect(await servedHeading()).toBe('Page Not Found');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const shellFilesBefore = listFiles(siteDir('redeploy-shell'));

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
    // The browser build and the server container, as site-remote/rspack.config.mjs builds them.
    `import { createAppConfig, createServerConfig } from '../../scripts/build/rspack-app.mjs';\n` +
      `import { SERVER_EXPOSES, SERVER_RUNTIME_PLUGINS } from '../rspack.config.mjs';\n` +
      `const browser = createAppConfig({ name: 'site', dir: ${JSON.stringify(VARIANT)}, port: 0, exposes: { './App': './src/App.tsx' } });\n` +
      `const server = createServerConfig({ name: 'site', dir: ${JSON.stringify(VARIANT)}, exposes: SERVER_EXPOSES, runtimePlugins: SERVER_RUNTIME_PLUGINS });\n` +
      'export default (env, argv) => [browser(env, argv), server(env, argv)];\n',
  );
  execFileSync(
    path.join(SITE, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '-c', 'rspack.config.mjs'],
    {
      cwd: VARIANT,
      stdio: 'pipe',
    },
  );

  // Deploy only the site remote (its Hosting site's files are replaced, as `firebase deploy --only
  // hosting:site` does), then reload the page the visitor already has open.
  deploySite('redeploy-site', path.join(VARIANT, 'dist'));
  // The served HTML changes too: the shell's renderer loads the redeployed site's server container
  // (a new address) with the federation runtime.
  expect(await servedHeading()).toBe('Page Not Found (redeployed)');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found (redeployed)');
  expect(listFiles(siteDir('redeploy-shell'))).toEqual(shellFilesBefore);
});
