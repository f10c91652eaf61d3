/**
 * The site remote's server module, loaded as the browser loads its `./App`: this server is a Module
 * Federation host for Node providing the shared singletons (createServerHostConfig in
 * scripts/build/rspack-app.mjs); `@module-federation/node`'s runtime plugin fetches and runs the
 * site's server container, so React, Emotion, i18next and the platform exist once in a render.
 */

import type { SiteServerModule } from '@app/platform';
import { getInstance, loadRemote, loadShare, registerRemotes } from '@module-federation/runtime';

/** The site remote's name in the federation (its containers', browser and server). */
export const SITE_REMOTE = 'site';

/** Every shared singleton, loaded: the container takes the ones its pages import lazily synchronously. */
let sharedLoaded: Promise<unknown> | null = null;

let registered: string | null = null;

/**
 * The site's server module of the container at `entry` (absolute, content-hashed). A new address is
 * registered with `force`: the runtime drops the container it had loaded from the old one.
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
    return { App, loadPage };
  } catch (error) {
    // A container that failed to load is registered (and fetched) again by the next render.
    registered = null;
    throw error;
  }
}
