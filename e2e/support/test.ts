/**
 * What every site spec starts from: csp.ts's `test` (no Content-Security-Policy violation), a stub
 * for an external page a spec follows a link to (the browser resolves no host but the local
 * stack's: playwright.config.ts), the visitor's languages and their addresses, and the runtime
 * configuration the shell really receives.
 */
import type { BrowserContext } from '@playwright/test';
import { localizedPath } from '../../domain/src/routes';
import { type AppConfig, defaultAppConfig, mergeConfig } from '../../platform/src/config';
import { e2eAppConfig } from './stack';

export { expect, test } from './csp';

export type Lang = 'en' | 'sv';
export const LANGS: readonly Lang[] = ['en', 'sv'];

function stubPage(title: string): string {
  return `<!doctype html><title>${title}</title><h1>${title}</h1>`;
}

/**
 * A stand-in titled `title` for one external page's site (forms.example.com, calendar.example.com),
 * for every tab. A routed context has no HTTP cache, so only the specs that follow such a link route.
 */
export async function stubExternalPage(context: BrowserContext, url: string, title: string): Promise<void> {
  const { origin } = new URL(url);
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: stubPage(title) }),
  );
}

let config: AppConfig | undefined;
/** The configuration the shell runs with in these tests: its defaults merged with the served app-config.json. */
export async function appConfig(): Promise<AppConfig> {
  config ??= mergeConfig<AppConfig>(defaultAppConfig, await e2eAppConfig());
  return config;
}

/** The address of `path` (query and fragment kept) in `lang`: English at the path, Swedish under /sv. */
export function withLang(path: string, lang: Lang): string {
  const absolute = /^https?:\/\/[^/]+/.exec(path);
  if (absolute) return `${absolute[0]}${localizedPath(path.slice(absolute[0].length) || '/', lang)}`;
  return localizedPath(path, lang);
}

/** The canonical address of `path` in `lang` (the same as withLang: every address names its language). */
export function inLang(path: string, lang: Lang): string {
  return withLang(path, lang);
}
