/**
 * The shell's server (lib/shell-server.cjs, a Module Federation host for Node built by Rspack): its
 * interface is ShellServer (@app/domain), which the renderPage function (functions/src/render) runs.
 * The build (scripts/build/shared-styles.mjs) also runs it for the shared stylesheet and the icon
 * sprite app.html names.
 */
import type { ShellServer } from '@app/domain';
import { handle, prepare } from './handle';

export { handle, prepare };

({ handle, prepare }) satisfies ShellServer;

export { sharedStylesheet, sharedStylesheetLink } from '../build/sharedStyles';
export { iconSprite, iconSpriteMeta } from './iconSprite';
