/**
 * The page's critical CSS out of Emotion. The renderer's Emotion cache runs in "compat" mode, so
 * nothing is written inline next to the elements; every rule the render used is in
 * `cache.inserted` instead, with the rules of states the render passed through but the page does
 * not show, which are left out. They become <style> elements in the head, named the way Emotion in the
 * browser recognises on start-up (`data-emotion="css name…"` for class rules, one
 * `data-emotion="css-global name"` per global rule set), so it takes them over instead of adding
 * them again.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Keeps the one vendor prefix a supported browser still needs: Safari reads only
 * `-webkit-user-select`.
 */
const safariUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.value.startsWith('user-select:')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The renderer's Emotion cache, one per render, in "compat" mode (see extractStyles). It writes no
 * other vendor prefixes (Emotion's default adds -webkit-box, -ms-flexbox … to every flex rule, a
 * tenth of a page's critical CSS, for browsers the site does not support); styles the apps add
 * later in the browser come from the browser's own cache.
 */
export function createRenderCache(key: string): EmotionCache {
  const cache = createCache({ key, stylisPlugins: [safariUserSelect] });
  cache.compat = true;
  return cache;
}

export interface StyleSheetText {
  /** The data-emotion attribute. */
  emotion: string;
  css: string;
}

export function extractStyles(key: string, inserted: Record<string, string | true>, html: string): StyleSheetText[] {
  const used = new Set(Array.from(html.matchAll(new RegExp(`\\b${key}-([A-Za-z0-9_-]+)`, 'g')), (match) => match[1]));
  const globals: StyleSheetText[] = [];
  const classNames: string[] = [];
  let classCss = '';
  for (const [name, rules] of Object.entries(inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    if (used.has(name)) {
      classNames.push(name);
      classCss += rules;
    } else if (!rules.includes(`.${key}-${name}`)) {
      // Global styles (CssBaseline, the theme's variables, keyframes) select no class of their own.
      globals.push({ emotion: `${key}-global ${name}`, css: rules });
    }
    // Otherwise a class rule no element of this page has (a state the render passed through, such
    // as a loading placeholder before its data): the browser inserts it if it ever needs it.
  }
  return classNames.length > 0 ? [...globals, { emotion: `${key} ${classNames.join(' ')}`, css: classCss }] : globals;
}

export function styleElements(sheets: readonly StyleSheetText[]): string {
  return sheets.map(({ emotion, css }) => `<style data-emotion="${emotion}">${css}</style>`).join('\n');
}

/** A CSP source allowing exactly `text` as an inline script or style. */
export async function cspHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/** `policy` with `sources` added to `directive` (created from default-src when missing). */
export function addSources(policy: string, directive: string, sources: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index >= 0) {
    directives[index] = [directives[index], ...sources].join(' ');
  } else {
    const fallback = directives.find((part) => part.split(/\s+/)[0] === 'default-src');
    directives.push([directive, ...(fallback ? fallback.split(/\s+/).slice(1) : []), ...sources].join(' '));
  }
  return directives.join('; ');
}

/** `policy` without `sources` in `directive` (the other directives as they are). */
export function removeSources(policy: string, directive: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...values] = part.split(/\s+/);
      return name === directive ? [name, ...values.filter((value) => !sources.includes(value))].join(' ') : part;
    })
    .join('; ');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The values of the `style` attributes in `html` (MUI sets CSS variables on a few elements that
 * way), as the browser reads them. The policy allows exactly these, by hash with 'unsafe-hashes'.
 */
export function styleAttributes(html: string): string[] {
  const values = Array.from(html.matchAll(/\sstyle="([^"]*)"/g), (match) =>
    (match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return [...new Set(values)];
}
