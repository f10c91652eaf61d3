import { cpSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { E2E_PORTS, origin, WWW_DIR } from './ports';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const APP_DIST = {
  shell: path.join(ROOT, 'shell/dist'),
  site: path.join(ROOT, 'site-remote/dist'),
  admin: path.join(ROOT, 'admin-remote/dist'),
} as const;

export type AppName = keyof typeof APP_DIST;

/** The runtime configuration the shell fetches: the local emulators and the e2e origins. */
export async function e2eAppConfig(remotes?: Partial<Record<'site' | 'admin', string>>) {
  const { localAppConfig } = await import('../../scripts/local-stack/app-config.mjs');
  const base = localAppConfig();
  return {
    ...base,
    siteUrl: origin(E2E_PORTS.shell),
    remotes: {
      site: remotes?.site ?? `${origin(E2E_PORTS.site)}/remoteEntry.js`,
      admin: remotes?.admin ?? `${origin(E2E_PORTS.admin)}/remoteEntry.js`,
    },
  };
}

/**
 * Copies a production build to a served folder ("deploys" it). Specs that redeploy or take an
 * app down use a folder of their own (`folder`), so the apps every other spec is loading at the
 * same moment are never half-copied under them.
 */
export function deploy(app: AppName, from = APP_DIST[app], folder: string = app): string {
  const target = path.join(WWW_DIR, folder);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(from, target, { recursive: true });
  return target;
}

export async function serveApps(): Promise<Server[]> {
  const config = await e2eAppConfig();
  return Promise.all([
    serveStatic({ dir: deploy('shell'), port: E2E_PORTS.shell, target: 'shell', appConfig: config }),
    serveStatic({ dir: deploy('site'), port: E2E_PORTS.site, target: 'site' }),
    serveStatic({ dir: deploy('admin'), port: E2E_PORTS.admin, target: 'admin' }),
  ]);
}
