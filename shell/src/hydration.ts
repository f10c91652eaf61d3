/** Names the server-rendered page, its boot script and the shell's bootstrap agree on. */

/** A JSON list of the apps' script addresses, which the boot script loads when they are wanted. */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/** Dispatched on window to start the apps on a server-rendered page (tools, tests). */
export const START_APPS_EVENT = 'app:start';
