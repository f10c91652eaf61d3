/**
 * The site remote's server module, loaded as the browser loads its `./App`: the shell's server is a
 * Module Federation host for Node (createServerHostConfig in scripts/build/rspack-app.mjs), which
 * provides the shared singletons, and the site remote's server build is a federation container
 * for Node (`{site root}/ssr/remoteEntry.{hash}.cjs`), which `@module-federation/node`'s runtime
 * plugin fetches and runs. The container consumes every shared singleton from this host, so React,
 * Emotion, i18next, the router and the platform exist once in a render.
 */
import { getInstance, loadRemote, loadShare, registerRemotes } from '@module-federation/runtime';
import type { SiteServerModule } from './renderer';

/** The site remote's name in the federation (its containers', browser and server). */
export const SITE_REMOTE = 'site';

/**
 * Every shared singleton of this host, loaded: the container takes the ones its pages import
 * lazily (`@app/platform/firestore` …) synchronously, which the runtime allows only once loaded.
 */
let sharedLoaded: Promise<unknown> | null = null;

/** The container address the site remote is registered with. */
let registered: string | null = null;

/**
 * The site remote's server module of the container at `entry` (an absolute address). Its name
 * carries its content hash, so a redeploy is a new address: the remote is registered again with
 * it (`force`: the runtime drops the container it had loaded from the old one).
 */
export async function loadSiteServer(entry: string): Promise<SiteServerModule> {
  if (registered !== entry) {
    registerRemotes([{ name: SITE_REMOTE, entry }], { force: true });
    registered = entry;
  }
  try {
    sharedLoaded ??= Promise.all(Object.keys(getInstance()?.options.shared ?? {}).map((name) => loadShare(name)));
    await sharedLoaded;
    const { App, loadPage } = (await loadRemote<Partial<SiteServerModule>>(`${SITE_REMOTE}/server`)) ?? {};
    if (typeof App !== 'function' && typeof App !== 'object') throw new Error(`${entry} exposes no App`);
    if (typeof loadPage !== 'function') throw new Error(`${entry} exposes no loadPage`);
    return { App, loadPage } as SiteServerModule;
  } catch (error) {
    // A container that failed to load is registered (and fetched) again by the next render.
    registered = null;
    throw error;
  }
}
