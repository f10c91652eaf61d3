/** Names the server-rendered page, its boot script and the shell's bootstrap agree on. */

/** A JSON list of the apps' script addresses, which the boot script loads when they are wanted. */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/** Dispatched on window to start the apps on a server-rendered page (tools, tests). */
export const START_APPS_EVENT = 'app:start';

/**
 * The <meta name> of app.html that gives the icon sprite's address (scripts/build/shared-styles.mjs
 * writes it): the page's icons refer to it (@app/shared-ui/icons), on the server and in the browser.
 */
export const ICON_SPRITE_META = 'icon-sprite';

/** The icon sprite the document refers to, or null (the icons draw their paths inline). */
export function documentIconSprite(document: Document): string | null {
  return document.querySelector(`meta[name="${ICON_SPRITE_META}"]`)?.getAttribute('content') ?? null;
}
