/**
 * The shell's server: `handle` answers a request for any address of the shell's site (the
 * `renderPage` Cloud Function, functions/src/render, is its HTTP adapter). Built by Rspack as a
 * Module Federation host for Node into lib/shell-server.cjs (shell/rspack.config.mjs); its
 * interface is ShellServer (@app/domain, where the function reads it too).
 */

import type { ShellServer } from '@app/domain';
import { handle, prepare } from './handle';

export type { HandleContext, PageForms, ShellServer } from '@app/domain';
export { handle, prepare };

// What the bundle exports is the declared interface (functions/src/render/functions.ts relies on it).
({ handle, prepare }) satisfies ShellServer;

// For the build (scripts/build/shared-styles.mjs): the shared stylesheet app.html links, and the icon sprite it names.
export { type IconSprite, iconSprite, iconSpriteMeta } from './iconSprite';
export { type SharedStylesheet, sharedStylesheet, sharedStylesheetLink } from './sharedStyles';
