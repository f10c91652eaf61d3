/**
 * The shell's server: `handle` answers a request for any address of the shell's site (the
 * `renderPage` Cloud Function, functions/src/render, is its HTTP adapter). Built by Rspack as a
 * Module Federation host for Node into lib/shell-server.cjs (shell/rspack.config.mjs); its
 * interface is ShellServer (./contract.ts).
 */

import type { ShellServer } from './contract';
import { handle } from './handle';

export type { HandleContext, PageForms, ShellServer } from './contract';
export { handle };

// What the bundle exports is the declared interface (functions/src/render/functions.ts relies on it).
({ handle }) satisfies ShellServer;
