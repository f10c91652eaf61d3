import type { AppConfig } from '@app/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'site' | 'admin';

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
