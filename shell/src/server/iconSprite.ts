/**
 * The icon sprite (@app/shared-ui/icons): the shell's build writes it as a content-hashed file
 * (`/static/icons/<hash>.svg`, scripts/build/shared-styles.mjs) and names it in app.html
 * (`<meta name="icon-sprite">`). The parts deploy apart, so the server compares that address with
 * the sprite its own icons make: the same, and the page's icons refer to it; not, and the page
 * draws every icon inline without the <meta>, so the browser, reading it there, hydrates the same.
 */
import { createHash } from 'node:crypto';
import { iconSpriteSvg } from '@app/shared-ui/server';
import { ICON_SPRITE_META } from '../hydration';

export interface IconSprite {
  /** The sprite's SVG document. */
  svg: string;
  /** Its address on the shell's site: named by the hash of its content. */
  path: string;
}

let sprite: IconSprite | undefined;

/** The sprite this server's icons make (the same for every request: made once). */
export function iconSprite(): IconSprite {
  if (!sprite) {
    const svg = iconSpriteSvg();
    // Eight hex digits, as the apps' scripts: the address is in every icon's <use>, 55 times on the home page.
    const hash = createHash('sha256').update(svg, 'utf8').digest('hex').slice(0, 8);
    sprite = { svg, path: `/static/icons/${hash}.svg` };
  }
  return sprite;
}

/** The element app.html names the sprite at `path` with. */
export function iconSpriteMeta(path: string): string {
  return `<meta name="${ICON_SPRITE_META}" content="${path}">`;
}

const META = new RegExp(`<meta name="${ICON_SPRITE_META}" content="([^"]*)">\\s*`);

/**
 * The sprite a page made from `template` (app.html) refers to, and the template to make it from:
 * app.html's sprite when it is the one this server's icons make, else none, and the template
 * without the element that names it.
 */
export function pageIconSprite(template: string): { href: string | null; template: string } {
  const named = META.exec(template)?.[1];
  if (named === undefined) return { href: null, template };
  if (named === iconSprite().path) return { href: named, template };
  return { href: null, template: template.replace(META, '') };
}
