import type { AppConfig } from '@app/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'site' | 'admin';

/**
 * The admin console's addresses: the sign-in page, and the blog and case-study consoles with
 * whatever lies below them (editors, …). Every other address belongs to the public site, which
 * answers an unknown one, /admin itself included, with its 404 page. Case-insensitive, like the
 * router's own matching.
 */
const ADMIN_PATH = /^\/(?:auth|admin\/(?:blog|case-studies)(?:\/.*)?)\/?$/i;

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

/** Loads a remote's root component; rejects when the remote cannot be reached. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new Error(`Remote "${name}" did not provide an App`);
  return module.default;
}
