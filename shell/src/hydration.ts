/** Names the server-rendered page, its boot script and the shell's bootstrap agree on. */

/** A JSON list of the apps' script addresses, which the boot script loads on the first interaction. */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/** Dispatched on window by the shell once React has taken over the server-rendered page. */
export const HYDRATING_EVENT = 'app:hydrating';
