// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, renderRobots, robotsSiteUrl } from './robots.mjs';

const SHELL_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'shell');
const TEMPLATE = fs.readFileSync(path.join(SHELL_DIR, 'public', 'robots.txt'), 'utf8');

/** A shell folder whose public/app-config.json is `config` as JSON (none when undefined). @param {unknown} config */
function shellWithConfig(config) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  fs.mkdirSync(path.join(dir, 'public'));
  if (config !== undefined) fs.writeFileSync(path.join(dir, 'public', 'app-config.json'), JSON.stringify(config));
  return dir;
}

describe('shell/public/robots.txt', () => {
  it('disallows the admin console (domain ADMIN_PATH_PREFIXES) and names the sitemap by its absolute address', () => {
    const text = renderRobots(TEMPLATE, 'https://example.com/');
    const rules = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      'User-agent: *',
      'Disallow: /auth',
      'Disallow: /admin/',
      'Disallow: /sv/auth',
      'Disallow: /sv/admin/',
      'Allow: /',
      'Sitemap: https://example.com/sitemap.xml',
    ]);
    expect(text).not.toContain('%SITE_URL%');
  });

  it('matches the admin prefixes of the routes list', async () => {
    const { ADMIN_PATH_PREFIXES } = await import('../../domain/src/routes.ts');
    for (const prefix of ADMIN_PATH_PREFIXES) {
      expect(TEMPLATE).toContain(`\nDisallow: ${prefix}\n`);
      expect(TEMPLATE).toContain(`\nDisallow: /sv${prefix}\n`);
    }
  });
});

describe('robotsSiteUrl', () => {
  it('takes SITE_URL first, then siteUrl of the app config, else the default', () => {
    const dir = shellWithConfig({ siteUrl: 'https://www.example.se/' });
    expect(robotsSiteUrl(dir, { SITE_URL: 'https://other.example' })).toBe('https://other.example');
    expect(robotsSiteUrl(dir, {})).toBe('https://www.example.se');
    expect(robotsSiteUrl(shellWithConfig({}), {})).toBe(DEFAULT_SITE_URL);
    expect(robotsSiteUrl(shellWithConfig(undefined), {})).toBe(DEFAULT_SITE_URL);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => robotsSiteUrl(shellWithConfig({ siteUrl: 'example.com' }), {})).toThrow(/not an address/);
    expect(() => robotsSiteUrl(shellWithConfig({}), { SITE_URL: 'ftp://example.com' })).toThrow(/http/);
  });
});
