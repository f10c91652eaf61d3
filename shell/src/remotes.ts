import type { AppConfig } from '@app/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'site' | 'admin';

/**
 * The admin console's addresses: the sign-in page, the blog and case-study consoles with
 * whatever lies below them (editors, …), the leads inbox, the audit log and the staff. Every other address belongs to the public site, which
 * answers an unknown one, /admin itself included, with its 404 page. Case-insensitive, like the
 * router's own matching.
 */
const ADMIN_PATH = /^\/(?:auth|admin\/(?:leads|audit|staff)|admin\/(?:blog|case-studies)(?:\/.*)?)\/?$/i;

/** Which remote renders `pathname`: admin code is fetched only for the admin console's addresses. */
export function remoteForPath(pathname: string): RemoteName {
  return ADMIN_PATH.test(pathname) ? 'admin' : 'site';
}

/** Tells the federation runtime where each remote lives, as the runtime config says. */
export function registerAppRemotes(config: AppConfig, force = false): void {
  registerRemotes(
    [
      { name: 'site', entry: config.remotes.site },
      { name: 'admin', entry: config.remotes.admin },
    ],
    { force },
  );
}

const loadedApps = new Map<RemoteName, ComponentType>();

/** Loads a remote's root component; rejects when the remote cannot be reached. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new Error(`Remote "${name}" did not provide an App`);
  loadedApps.set(name, module.default);
  return module.default;
}

/** A remote's root component if it is loaded already. */
export function loadedRemoteApp(name: RemoteName): ComponentType | undefined {
  return loadedApps.get(name);
}

/**
 * Loads the site remote and the code of the page at `pathname`, so that taking over the page the
 * server rendered does not wait for either (see preloadableLazy in @app/platform).
 */
export async function preloadSitePage(pathname: string): Promise<void> {
  const site = (await loadRemoteApp('site')) as ComponentType & { preloadPage?: (path: string) => Promise<unknown> };
  await site.preloadPage?.(pathname);
}
