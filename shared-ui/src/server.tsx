// What the server renderer (shell/src/server) needs from the design system and the browser apps
// never load: the script that picks the colour scheme before the first paint, and the icon sprite.
import './classNames';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup } from 'react-dom/server';
import { THEME_STORAGE_KEY } from './enhance';
import type { IconComponent } from './iconSprite';
import * as material from './iconsMaterial';

/**
 * Sets the `light`/`dark` class on <html> from the stored choice (or the system's) before the page
 * paints, as ThemeRoot's provider does once running, so a dark-mode visitor never sees a light
 * flash. Rendered into the <head>; the Content-Security-Policy allows it by its hash.
 */
export function ColorSchemeScript() {
  return <InitColorSchemeScript attribute="class" defaultMode="system" modeStorageKey={THEME_STORAGE_KEY} />;
}

export { isMuiClassName } from './classNames';
export { Specimen } from './Specimen';

const SVG_ELEMENT = /<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/;

/**
 * The icon sprite (./iconSprite.tsx): one <symbol> per icon of the design system, with the icon's
 * viewBox and the paths MUI draws it with, under the icon's name (`#Menu`).
 */
export function iconSpriteSvg(): string {
  const symbols = Object.entries<IconComponent>(material).map(([name, Icon]) => {
    // Emotion may put the icon's <style> before it: the <svg> is what ends the markup.
    const markup = renderToStaticMarkup(<Icon />);
    const svg = SVG_ELEMENT.exec(markup.slice(markup.lastIndexOf('<svg')));
    if (!svg) throw new Error(`The icon ${name} drew no <svg> with a viewBox`);
    return `<symbol id="${name}" viewBox="${svg[1]}">${svg[2]}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
