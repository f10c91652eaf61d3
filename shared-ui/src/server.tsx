// What the server renderer (shell/src/server) needs from the design system and the browser apps
// never load: the script that picks the colour scheme before the first paint.
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { THEME_STORAGE_KEY } from './enhance';

/**
 * Sets the `light`/`dark` class on <html> from the stored choice (or the system's) before the page
 * paints, as ThemeRoot's provider does once running, so a dark-mode visitor never sees a light
 * flash. Rendered into the <head>; the Content-Security-Policy allows it by its hash.
 */
export function ColorSchemeScript() {
  return <InitColorSchemeScript attribute="class" defaultMode="system" modeStorageKey={THEME_STORAGE_KEY} />;
}

export { Specimen } from './Specimen';
