/**
 * The shared stylesheet: the CSS every page's frame uses (header, footer, dialogs, the theme's
 * global rules) and the design system's components in the variants pages use (its Specimen),
 * rendered at build time by the same components and Emotion set-up as a page
 * (`scripts/build/shared-styles.mjs` runs it from the built lib/shell-server.cjs and writes the
 * result as a content-hashed file of the shell's Hosting site, linked from app.html). The render
 * then leaves these rules out of a page's inline CSS (./styles.ts). Emotion's names are hashes of
 * the rules, so a rule the sheet lacks (a site remote redeployed alone, a newer frame in the
 * function) simply has a name not in the list and is inlined as before.
 */
import { SITE_ROUTES } from '@app/domain';
import { createI18n, createQueryClient, defaultAppConfig } from '@app/platform';
import { Specimen } from '@app/shared-ui/server';
import type { ComponentType, ReactElement } from 'react';
import { appTree } from '../AppTree';
import { shellStrings } from '../i18n';
import { renderToText } from '../server/prerender';
import { createRenderCache, EMOTION_KEY } from '../server/styles';
import { SHARED_LINK_ATTRIBUTE } from '../sharedStyles';

export interface SharedStylesheet {
  /** The stylesheet: the global rules, then the regular ones, each in the order Emotion made them. */
  css: string;
  /** The Emotion names of its regular rules (class `css-<name>`). */
  regular: string[];
  /** The Emotion names of its global rules (`data-emotion="css-global <name>"`). */
  global: string[];
}

/** A stand-in address of the icon sprite: pages draw their icons from one. */
const SHEET_SPRITE = '/static/icons/sprite.svg';

/** A page with no content of its own: what remains of a render is the frame's. */
function EmptyPage(): ReactElement | null {
  return null;
}

/** Every static public address in both languages: the frame's states (the header's current link). */
function framePaths(): string[] {
  const paths = Object.values(SITE_ROUTES)
    .filter((route) => route.addresses.kind === 'static')
    .map((route) => route.pattern);
  return [...paths, ...paths.map((path) => (path === '/' ? '/sv/' : `/sv${path}`))];
}

/**
 * The shared stylesheet, from renders of the frame at every static address (with no page in it)
 * and of the design system's specimen in the frame.
 */
export async function sharedStylesheet(): Promise<SharedStylesheet> {
  const cache = createRenderCache(EMOTION_KEY);
  // Compat mode, as on a page: every rule lands in `cache.inserted`, named.
  cache.compat = true;
  const used = new Set<string>();
  const renders: [string, ComponentType][] = [
    ...framePaths().map((path): [string, ComponentType] => [path, EmptyPage]),
    ['/', Specimen],
  ];
  for (const [location, siteApp] of renders) {
    const language = location.startsWith('/sv') ? 'sv' : 'en';
    const html = await renderToText(
      appTree({
        config: defaultAppConfig,
        i18n: createI18n(language, 'shell', shellStrings),
        language,
        queryClient: createQueryClient(),
        // Icons as a page draws them, from a sprite (its address is not in the rules).
        iconSprite: SHEET_SPRITE,
        server: { location, forms: { formToken: '' }, emotionCache: cache, siteApp },
      }),
      [],
    );
    for (const match of html.matchAll(new RegExp(`${EMOTION_KEY}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(match[1] ?? '');
  }
  const regular: string[] = [];
  const global: string[] = [];
  let regularCss = '';
  let globalCss = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    if (cache.registered[`${EMOTION_KEY}-${name}`] === undefined) {
      global.push(name);
      globalCss += rules;
    } else if (used.has(name)) {
      regular.push(name);
      regularCss += rules;
    }
  }
  return { css: globalCss + regularCss, regular, global };
}

/** The <link> app.html carries to the sheet at `href`, with the names the render leaves out. */
export function sharedStylesheetLink(href: string, sheet: Pick<SharedStylesheet, 'regular' | 'global'>): string {
  const names = [...sheet.regular, ...sheet.global.map((name) => `global:${name}`)].join(' ');
  return `<link rel="stylesheet" href="${href}" ${SHARED_LINK_ATTRIBUTE}="${names}">`;
}
