/**
 * The shell's server (lib/shell-server.cjs, a Module Federation host for Node built by Rspack): its
 * interface is ShellServer (@app/domain), which the renderPage function (functions/src/render) runs.
 */
import type { ShellServer } from '@app/domain';
import { handle, prepare } from './handle';

export { handle, prepare };

({ handle, prepare }) satisfies ShellServer;

// For the build (scripts/build/shared-styles.mjs): the shared stylesheet app.html links, and the icon sprite it names.
export { iconSprite, iconSpriteMeta } from './iconSprite';
export { sharedStylesheet, sharedStylesheetLink } from './sharedStyles';
