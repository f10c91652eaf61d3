// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../hosting/admin-pages.mjs';
import {
  effectiveAppConfig,
  FIREBASE_JSON,
  hostingHeaders,
  longCachedFiles,
  shellContentSecurityPolicy,
} from '../hosting/headers.mjs';
import { localAppConfig } from './app-config.mjs';
import { REPO_ROOT } from './emulators.mjs';
import { readFunctionsEnv } from './functions-env.mjs';
import { localFirebaseJson, siteAppConfig, siteDir } from './hosting.mjs';
import { HOSTING_SITES, PRODUCT_SITES, REMOTE_DOWN_PORT } from './ports.mjs';

const firebaseJson = JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8'));
const ALL_SITES = /** @type {import('./ports.mjs').HostingSiteName[]} */ (Object.keys(HOSTING_SITES));

describe('the local Hosting configuration (firebase.local.json)', () => {
  const local = localFirebaseJson(ALL_SITES);

  it("serves each site with its target's firebase.json rules; only the folder and the headers differ", () => {
    expect(local.hosting.map((/** @type {{ site: string }} */ h) => h.site)).toEqual(
      ALL_SITES.map((name) => `demo-nordic-ai-${name}`),
    );
    for (const [index, name] of ALL_SITES.entries()) {
      const { target } = HOSTING_SITES[name];
      const deployed = firebaseJson.hosting.find((/** @type {{ target: string }} */ h) => h.target === target);
      const { site, public: folder, headers, ...rules } = local.hosting[index];
      const { target: _target, predeploy: _predeploy, public: _public, headers: _headers, ...deployedRules } = deployed;
      expect(rules, name).toEqual(deployedRules);
      expect(path.resolve(REPO_ROOT, folder), name).toBe(path.join(REPO_ROOT, '.local', 'hosting', name));
      // The files under /static/ its folder holds (when it was deployed) are the long-cached ones.
      const files = longCachedFiles(siteDir(name), deployed.ignore);
      expect(headers, name).toEqual(hostingHeaders(target, effectiveAppConfig(siteAppConfig(name)), files));
    }
  });

  it("keeps firebase.json's rewrites in order: the functions', the admin console's page, then the catch-all", () => {
    expect(local.hosting[0].rewrites).toEqual(firebaseJson.hosting[0].rewrites);
    const patterns = local.hosting[0].rewrites.map(
      (/** @type {{ source?: string, regex?: string }} */ r) => r.source ?? r.regex,
    );
    expect(patterns).toEqual(['/sitemap.xml', '/rss.xml', '/sv/rss.xml', '^/api(?:/.*)?$', ADMIN_PAGES, '**']);
  });

  it('is firebase.json in everything but the Hosting sites', () => {
    const { hosting: _local, ...rest } = local;
    const { hosting: _deployed, ...deployedRest } = firebaseJson;
    expect(rest).toEqual(deployedRest);
  });

  it("pnpm start's configuration is the product's three sites, first, on the same ports", () => {
    expect(localFirebaseJson(PRODUCT_SITES).hosting).toEqual(local.hosting.slice(0, 3));
  });
});

describe('the shells of the local Hosting sites', () => {
  it('the product shell runs with the local configuration; its policy allows its remotes and the emulators', () => {
    expect(siteAppConfig('shell')).toEqual(localAppConfig());
    const policy = shellContentSecurityPolicy(effectiveAppConfig(siteAppConfig('shell')));
    expect(policy).toContain("script-src 'self' http://localhost:3005 http://localhost:3006 https://apis.google.com;");
  });

  it('the test shells name their own site remote, and their policy follows', () => {
    expect(siteAppConfig('redeploy-shell').siteUrl).toBe('http://localhost:3007');
    expect(siteAppConfig('redeploy-shell').remotes.site).toBe('http://localhost:3008/remoteEntry.js');
    expect(siteAppConfig('remote-down-shell').remotes.site).toBe(`http://localhost:${REMOTE_DOWN_PORT}/remoteEntry.js`);
    expect(shellContentSecurityPolicy(effectiveAppConfig(siteAppConfig('remote-down-shell')))).toContain(
      `http://localhost:${REMOTE_DOWN_PORT}`,
    );
    expect(Object.values(HOSTING_SITES).map((site) => site.port)).not.toContain(REMOTE_DOWN_PORT);
  });

  it("the functions' SITE_URL is the shell's origin, which may send the lead forms", () => {
    const env = readFunctionsEnv();
    expect(env.SITE_URL).toBe(localAppConfig().siteUrl);
    expect(env.LEAD_ALLOWED_ORIGINS?.split(',')).toContain(localAppConfig().siteUrl);
  });
});
