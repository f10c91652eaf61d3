// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAppConfig, mergeConfig as platformMergeConfig } from '../../platform/src/config';
import { localAppConfig } from '../local-stack/app-config.mjs';
import {
  ADMIN_PAGES,
  DEPLOY_FIREBASE_JSON,
  deployFirebaseJson,
  deployRefusal,
  EMPTY_STYLE_HASH,
  effectiveAppConfig,
  FIREBASE_JSON,
  headersForPath,
  hostingHeaders,
  ignoredByHosting,
  LONG_CACHED,
  longCachedFiles,
  longCachedRule,
  mergeConfig,
  shellContentSecurityPolicy,
  withGeneratedHeaders,
} from './headers.mjs';

const production = mergeConfig(effectiveAppConfig({}), {
  links: {
    booking: 'https://cal.example.net/northwind/consultation',
    quizForm: 'https://quiz.example.net/northwind/ai-readiness',
  },
  remotes: { site: 'https://site.example.org/remoteEntry.js', admin: 'https://admin.example.org/remoteEntry.js' },
  firebase: { authDomain: 'auth.example.org', projectId: 'northwind-prod' },
});

describe('hosting headers', () => {
  it("firebase.json carries exactly the headers generated from the deployed configuration (else: 'pnpm hosting:headers')", () => {
    const firebaseJson = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
    expect(firebaseJson).toEqual(withGeneratedHeaders(firebaseJson));
  });

  it('the production policy names the remotes, Firebase, the auth domain and the booking page, and nothing inline', () => {
    expect(shellContentSecurityPolicy(production).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' https://site.example.org https://admin.example.org https://apis.google.com",
      `style-src 'self' https://site.example.org https://admin.example.org ${EMPTY_STYLE_HASH}`,
      "img-src 'self' https: https://site.example.org https://admin.example.org",
      "connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firebasestorage.googleapis.com https://europe-north1-northwind-prod.cloudfunctions.net",
      'frame-src https://cal.example.net https://auth.example.org',
      "object-src 'none'",
      "base-uri 'none'",
      // The quiz form opens from a link: no form of the site posts or is redirected elsewhere.
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it("with App Check's site key it also allows reCAPTCHA's script and frame and App Check's token exchange", () => {
    const policy = shellContentSecurityPolicy({ ...production, appCheck: { provider: 'recaptcha-v3', siteKey: 'k' } });
    expect(policy).toContain(
      "script-src 'self' https://site.example.org https://admin.example.org https://apis.google.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(policy).toContain(
      'https://europe-north1-northwind-prod.cloudfunctions.net https://content-firebaseappcheck.googleapis.com;',
    );
    expect(policy).toContain(
      'frame-src https://cal.example.net https://auth.example.org https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    );
    expect(shellContentSecurityPolicy(production)).not.toContain('recaptcha');
  });

  it('locally the policy names the emulators and the local remotes instead', () => {
    const policy = shellContentSecurityPolicy(effectiveAppConfig(localAppConfig()));
    expect(policy).toContain("script-src 'self' http://localhost:3005 http://localhost:3006 https://apis.google.com;");
    expect(policy).toContain(
      "connect-src 'self' http://127.0.0.1:8080 http://127.0.0.1:9099 http://127.0.0.1:9199 http://127.0.0.1:5001;",
    );
    expect(policy).toContain('frame-src https://calendar.example.com http://127.0.0.1:9099;');
    expect(policy).not.toContain('googleapis.com');
  });

  it("allows only the empty <style> element (Emotion's, filled through CSSOM) by its hash", () => {
    expect(EMPTY_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update('').digest('base64')}'`);
    const policy = shellContentSecurityPolicy(production);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it("the shell's page has no inline script or style the policy would need a hash for", () => {
    const html = readFileSync(new URL('../../shell/public/index.html', import.meta.url), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);
  });

  it('every target sends nosniff, the referrer policy, HSTS and frame-ancestors none; the remotes keep CORS', () => {
    for (const target of /** @type {const} */ (['shell', 'site', 'admin'])) {
      const headers = headersForPath(hostingHeaders(target, production), '/remoteEntry.js');
      expect(headers).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'Cache-Control': 'no-cache',
      });
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Access-Control-Allow-Origin']).toBe(target === 'shell' ? undefined : '*');
    }
  });

  it("a preview link's page names no referrer (its address carries the secret token); other pages do", () => {
    const rules = hostingHeaders('shell', production);
    for (const path of [`/preview/${'a'.repeat(43)}`, `/sv/preview/${'a'.repeat(43)}`]) {
      expect(headersForPath(rules, path)['Referrer-Policy'], path).toBe('no-referrer');
    }
    // Nor does any other spelling of it (renderPage moves them to the link, token and all), and no
    // cache keeps their answer, the .html one's included.
    const token = 'a'.repeat(43);
    for (const path of [
      `/preview/${token}`,
      `/Preview/${token}`,
      `/PREVIEW/${token}`,
      `/sv/Preview/${token}`,
      `/SV/preview/${token}`,
      `/preview/${token}/`,
      `/preview/${token}.html`,
      `/sv/preview/${token}/index.html`,
      '/preview',
      // Percent-encoded, as the router decodes it (previewVariantPath): the emulator matches the
      // path as it came, so the rule names each letter's encodings too.
      `/Pr%65view/${token}`,
      `/sv/%70review/${token}`,
      `/%50%52%45%56%49%45%57/${token}`,
      `/previ%65%77/${token}`,
      `/%73v/preview/${token}`,
      `/preview%2F${token}`,
      `/preview%2f${token}`,
    ]) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      });
    }
    for (const path of ['/blog/preview', '/', '/sv/blog', '/pr%65viewer', '/pr%65', '/%2570review/x']) {
      expect(headersForPath(rules, path)['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("the newsletter's unsubscribe page names no referrer (its address carries the subscriber's token)", () => {
    const rules = hostingHeaders('shell', production);
    for (const path of ['/unsubscribe', '/sv/unsubscribe']) {
      expect(headersForPath(rules, path)['Referrer-Policy'], path).toBe('no-referrer');
    }
    // Nor does any other form of its address (renderPage moves them to it, token and all), and no
    // cache keeps their answer, the old page's .html included.
    for (const path of [
      '/Unsubscribe',
      '/UNSUBSCRIBE',
      '/sv/Unsubscribe',
      '/SV/unsubscribe',
      '/unsubscribe/',
      '/unsubscribe.html',
      '/Unsubscribe.HTML',
      '/sv/unsubscribe/index.html',
      '/unsubscribe/anything',
      '/Uns%75bscribe',
      '/sv/%75nsubscribe',
      '/unsubscrib%65.html',
    ]) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      });
    }
    for (const path of ['/unsubscribe-me', '/sv/unsubscribed', '/blog/unsubscribe']) {
      expect(headersForPath(rules, path)['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("leaves an old page's .html address to renderPage's own headers (its cached 301); the shell's page keeps the files'", () => {
    const rules = hostingHeaders('shell', production);
    for (const path of ['/index.html', '/about.html', '/sv/index.html', '/sv/blog/index.html']) {
      expect(headersForPath(rules, path)['Cache-Control'], path).toBeUndefined();
      expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBeUndefined();
    }
    expect(headersForPath(rules, '/app.html')).toMatchObject({
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': shellContentSecurityPolicy(production),
    });
  });

  it("gives Hosting's own not-found answer (its rules' headers for /404.html) the files' headers: no cache keeps it", () => {
    // Hosting answers an address it routes nowhere (`/sv/..%2F%2Fevil.example`) itself, with the
    // headers its rules give its not-found page's path.
    expect(headersForPath(hostingHeaders('shell', production), '/404.html')).toMatchObject({
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': shellContentSecurityPolicy(production),
    });
  });

  it("Hosting serves the admin console's addresses the shell's page, not renderPage: its policy, out of search results", () => {
    const firebaseJson = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
    const shell = firebaseJson.hosting.find((/** @type {{ target: string }} */ site) => site.target === 'shell');
    const admin = shell.rewrites.findIndex((/** @type {{ regex?: string }} */ rule) => rule.regex === ADMIN_PAGES);
    expect(shell.rewrites[admin]).toEqual({ regex: ADMIN_PAGES, destination: '/app.html' });
    expect(admin).toBeLessThan(
      shell.rewrites.findIndex((/** @type {{ source?: string }} */ rule) => rule.source === '**'),
    );

    const rules = hostingHeaders('shell', production);
    for (const path of ['/admin/blog', '/sv/admin/case-studies/abc123/edit', '/auth']) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': shellContentSecurityPolicy(production),
        'X-Robots-Tag': 'noindex',
      });
    }
    expect(headersForPath(rules, '/blog')['X-Robots-Tag']).toBeUndefined();
  });

  it('the deployed files under /static/ are immutable for a year; any other address there is kept by nobody', () => {
    const files = ['js/main.0123abcd.js', 'css/shared.89ef.css', 'media/portrait.4567.svg'];
    for (const target of /** @type {const} */ (['shell', 'site', 'admin'])) {
      const rules = hostingHeaders(target, production, files);
      for (const file of files) {
        const headers = headersForPath(rules, `/static/${file}`);
        expect(headers['Cache-Control'], `${target} ${file}`).toBe(LONG_CACHED);
        expect(headers['X-Content-Type-Options'], `${target} ${file}`).toBe('nosniff');
      }
      // A chunk of an earlier build, a typo, a file's source map (never deployed), a longer or
      // shorter name, the same name elsewhere: each a 404, with the target's security headers.
      for (const miss of [
        '/static/js/main.00000000.js',
        '/static/nope.js',
        '/static/js/main.0123abcd.js.map',
        '/static/js/main.0123abcd.jsx',
        '/static/js/main.0123abcdXjs',
        '/static/main.0123abcd.js',
        '/static/',
      ]) {
        const headers = headersForPath(rules, miss);
        expect(headers['Cache-Control'], `${target} ${miss}`).toBe('no-store');
        expect(headers['Strict-Transport-Security'], `${target} ${miss}`).toBeDefined();
      }
      expect(headersForPath(rules, '/js/main.0123abcd.js')['Cache-Control'], target).not.toBe(LONG_CACHED);
    }
  });

  it('firebase.json caches nothing under /static/ long: only a deploy names the files', () => {
    for (const target of /** @type {const} */ (['shell', 'site', 'admin'])) {
      const headers = headersForPath(hostingHeaders(target, production), '/static/js/main.0123abcd.js');
      expect(headers['Cache-Control'], target).toBe('no-store');
    }
    expect(longCachedRule([])).toBeNull();
  });

  it("names each file literally, in one regular expression Hosting's RE2 reads", () => {
    const rule = longCachedRule(['js/b.2.js', 'js/a+(1).js', 'js/b.2.js']);
    expect(rule).toEqual({
      regex: '^/static/(?:js/a\\+\\(1\\)\\.js|js/b\\.2\\.js)$',
      headers: [{ key: 'Cache-Control', value: LONG_CACHED }],
    });
    const pattern = new RegExp(rule?.regex ?? '', 'u');
    expect(pattern.test('/static/js/a+(1).js')).toBe(true);
    expect(pattern.test('/static/js/aa(1).js')).toBe(false);
    expect(pattern.test('/static/js/b22js')).toBe(false);
  });

  it('merges app-config.json over the defaults as the shell does', () => {
    const override = { remotes: { site: 'https://s.example/remoteEntry.js' }, functionsRegion: 'europe-west1' };
    expect(mergeConfig(defaultAppConfig, override)).toEqual(platformMergeConfig(defaultAppConfig, override));
    expect(effectiveAppConfig(override)).toEqual(platformMergeConfig(defaultAppConfig, override));
  });
});

describe('the files a deploy caches long', () => {
  /** @type {string[]} */
  const made = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  /** A public folder holding `files`. @param {string[]} files */
  function publicFolder(files) {
    const dir = mkdtempSync(path.join(tmpdir(), 'hosting-public-'));
    made.push(dir);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'x');
    }
    return dir;
  }
  const ignore = ['firebase.json', '**/.*', '**/*.map'];

  it('are the files under static/ a deploy uploads, without what the target ignores', () => {
    const dir = publicFolder([
      'remoteEntry.js',
      'static/js/main.0123abcd.js',
      'static/js/main.0123abcd.js.map',
      'static/js/.cache/x.js',
      'static/media/portrait.4567.svg',
      'static/css/shared.89ef.css',
    ]);
    expect(longCachedFiles(dir, ignore)).toEqual([
      'css/shared.89ef.css',
      'js/main.0123abcd.js',
      'media/portrait.4567.svg',
    ]);
    expect(longCachedFiles(publicFolder(['remoteEntry.js']), ignore)).toEqual([]);
  });

  it('firebase.deploy.json is firebase.json with each built target naming its files', () => {
    const firebaseJson = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
    const deployed = deployFirebaseJson(firebaseJson);
    const { hosting: _deployedHosting, ...deployedRest } = deployed;
    const { hosting: _hosting, ...rest } = firebaseJson;
    expect(deployedRest).toEqual(rest);
    for (const [index, site] of firebaseJson.hosting.entries()) {
      const files = longCachedFiles(path.resolve(path.dirname(FIREBASE_JSON), site.public), site.ignore);
      expect(deployed.hosting[index]).toEqual({
        ...site,
        headers: hostingHeaders(site.target, effectiveAppConfig(), files),
      });
    }
  });

  it('the predeploy check refuses a plain firebase deploy, and a deploy configuration its builds outgrew', () => {
    const firebaseJson = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
    expect(deployRefusal(firebaseJson, undefined)).toMatch(/^Deploy Hosting with "pnpm firebase:deploy/);
    const dir = publicFolder([]);
    const written = path.join(dir, path.basename(DEPLOY_FIREBASE_JSON));
    writeFileSync(written, JSON.stringify(deployFirebaseJson(firebaseJson)));
    expect(deployRefusal(firebaseJson, written)).toBeNull();
    const outgrown = deployFirebaseJson(firebaseJson);
    outgrown.hosting[1].headers.push({ regex: '^/static/js/gone\\.js$', headers: [] });
    writeFileSync(written, JSON.stringify(outgrown));
    expect(deployRefusal(firebaseJson, written)).toMatch(/no longer names the files of the builds/);
    const edited = structuredClone(firebaseJson);
    edited.hosting[1].headers = [];
    expect(deployRefusal(edited, written)).toMatch(/pnpm hosting:headers/);
  });
});

describe('ignoredByHosting', () => {
  const patterns = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')).hosting[0].ignore;

  it("leaves out what firebase.json's ignore leaves out of a deploy", () => {
    expect(ignoredByHosting('firebase.json', patterns)).toBe(true);
    expect(ignoredByHosting('.DS_Store', patterns)).toBe(true);
    expect(ignoredByHosting('static/.cache/x.js', patterns)).toBe(true);
    expect(ignoredByHosting('static/js/main.1234.js.map', patterns)).toBe(true);
    expect(ignoredByHosting('static/js/main.1234.js', patterns)).toBe(false);
    expect(ignoredByHosting('index.html', patterns)).toBe(false);
    expect(ignoredByHosting('static/firebase.json', patterns)).toBe(false);
  });

  it('refuses a pattern it does not know', () => {
    expect(() => ignoredByHosting('a.js', ['static/**'])).toThrow(/does not know/);
  });
});
