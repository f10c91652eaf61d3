/**
 * The icon sprite (@app/shared-ui/icons): the shell's build writes it as an immutable file named by
 * the hash of its content (scripts/build/shared-styles.mjs) and names it in app.html's
 * `<meta name="icon-sprite">`, where the renderer and the browser read it.
 *
 * The parts deploy apart, so this server may draw its icons from another design system than that
 * sprite's: when the names differ, the page draws every icon inline and goes out without the
 * <meta>, so the browser draws them inline too and hydration finds what the server rendered.
 */
import { createHash } from 'node:crypto';
import { iconSpriteSvg } from '@app/shared-ui/server';
import { ICON_SPRITE_META } from '../hydration';

export interface IconSprite {
  svg: string;
  /** Its address on the shell's site. */
  path: string;
}

let sprite: IconSprite | undefined;

/** The sprite this server's icons make (made once). */
export async function iconSprite(): Promise<IconSprite> {
  if (!sprite) {
    const svg = iconSpriteSvg();
    sprite = { svg, path: `/static/icons/icons.${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg` };
  }
  return sprite;
}

export function iconSpriteMeta(path: string): string {
  return `<meta name="${ICON_SPRITE_META}" content="${path}">`;
}

const META = new RegExp(`<meta name="${ICON_SPRITE_META}" content="([^"]*)">\\s*`);

/** The sprite a page made from app.html (`template`) refers to, and the template to make it from. */
export async function pageIconSprite(template: string): Promise<{ href: string | null; template: string }> {
  const named = META.exec(template)?.[1];
  if (named === undefined) return { href: null, template };
  if (named === (await iconSprite()).path) return { href: named, template };
  return { href: null, template: template.replace(META, '') };
}
