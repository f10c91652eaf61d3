/**
 * A federation runtime plugin of the site remote's server container: the site's images are
 * addressed from the site remote's root (where its remoteEntry.js and static/ live), as in the
 * browser. The Node loader runs the container without its address, so it is read where
 * `@module-federation/node`'s own chunk loader reads it: the remote entry the host loaded this
 * container from (`returnFromCache`), whose folder is {root}/ssr/.
 */

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { returnFromCache } from '@module-federation/node/runtimePlugin';

declare let __webpack_public_path__: string;

export default function publicPathFromEntry(): ModuleFederationRuntimePlugin {
  return {
    name: 'public-path-from-entry',
    beforeInit(args) {
      const entry = returnFromCache(args.userOptions.name);
      if (entry) __webpack_public_path__ = new URL('../', entry).href;
      return args;
    },
  };
}
