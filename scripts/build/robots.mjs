/**
 * robots.txt is a real file of the shell (shell/public/robots.txt) that must name the sitemap by
 * its absolute address, which depends on the domain the shell is deployed to. The shell's build
 * writes it with `%SITE_URL%` replaced by that environment's public origin, taken from (first
 * found): the SITE_URL environment variable, `siteUrl` in shell/public/app-config.json (the
 * environment's runtime configuration, set before a deploy), else the default configuration's
 * (platform/src/default-app-config.json: the shell of `pnpm start`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROBOTS_FILE = 'robots.txt';

/** The default configuration's siteUrl, the one the apps fall back to. */
export const DEFAULT_SITE_URL = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../platform/src/default-app-config.json'),
    'utf8',
  ),
).siteUrl;

/**
 * The origin of an http(s) address, else an error: a wrong Sitemap line would silently hide the
 * sitemap from crawlers.
 * @param {string} value
 * @param {string} from where the value came from, for the error
 */
function siteOrigin(value, from) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${from}: "${value}" is not an address; robots.txt needs the site's origin`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${from}: "${value}" is not an http(s) address`);
  return url.origin;
}

/**
 * The public origin robots.txt names, and where it came from.
 * @param {string} shellDir
 * @param {NodeJS.ProcessEnv} [env]
 */
export function robotsSiteUrl(shellDir, env = process.env) {
  if (env.SITE_URL) return siteOrigin(env.SITE_URL, 'SITE_URL');
  const configFile = path.join(shellDir, 'public', 'app-config.json');
  if (fs.existsSync(configFile)) {
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    if (typeof config.siteUrl === 'string' && config.siteUrl.trim())
      return siteOrigin(config.siteUrl, 'siteUrl in shell/public/app-config.json');
  }
  return DEFAULT_SITE_URL;
}

/**
 * @param {string} template the text of shell/public/robots.txt
 * @param {string} siteUrl
 */
export function renderRobots(template, siteUrl) {
  if (!template.includes('%SITE_URL%')) throw new Error('robots.txt has no %SITE_URL% to fill in');
  return template.replaceAll('%SITE_URL%', siteUrl.replace(/\/+$/, ''));
}

/**
 * An Rspack plugin that emits the shell's robots.txt with the site's origin filled in (the copy
 * of shell/public leaves robots.txt out).
 * @param {{ shellDir: string, rspack: typeof import('@rspack/core').rspack }} options
 */
export function robotsPlugin({ shellDir, rspack }) {
  const name = 'RobotsTxtPlugin';
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const templateFile = path.join(shellDir, 'public', ROBOTS_FILE);
          compilation.fileDependencies.add(templateFile);
          const text = renderRobots(fs.readFileSync(templateFile, 'utf8'), robotsSiteUrl(shellDir));
          compilation.emitAsset(ROBOTS_FILE, new rspack.sources.RawSource(text));
        });
      });
    },
  };
}
