/**
 * A page's critical CSS, taken out of the render's Emotion cache by @emotion/server: the rules the
 * HTML uses and the global ones, as the <style data-emotion="css …"> elements Emotion in the browser
 * takes over on start-up. The rules of the shell's shared stylesheet (../build/sharedStyles.tsx),
 * which app.html links, are left out: the browser reads their names from the sheet
 * (../sharedStyles.ts), and the page names the sheet's global rule sets in empty <style> elements.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { SHARED_LINK_ATTRIBUTE } from '../sharedStyles';
import { mentionedClasses, withMentionedClasses } from './muiClasses';

/** The renderer's Emotion key (class names `css-<name>`), the browser's default one. */
export const EMOTION_KEY = 'css';

/** The vendor prefixes a supported browser still needs: Safari reads only `-webkit-user-select`, before 17 only `-webkit-hyphens`. */
const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && /^(?:user-select|hyphens):/.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** One array for every render: Emotion's server keeps its compiled rules per plugin list. */
const STYLIS_PLUGINS = [safariPrefixes];

/**
 * The renderer's Emotion cache, without Emotion's default vendor prefixes (-webkit-box, -ms-flexbox
 * … on every flex rule, a tenth of a page's critical CSS, for browsers the site does not support).
 */
export function createRenderCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS });
}

/** The Emotion names of the shared stylesheet's regular rules and global rule sets. */
export interface SharedNames {
  regular: ReadonlySet<string>;
  global: ReadonlySet<string>;
}

const SHARED_LINK = new RegExp(`(<link\\b[^>]*?\\s${SHARED_LINK_ATTRIBUTE})="([^"]*)"`);

/**
 * The names app.html's link to the shared stylesheet lists (`global:` before a global rule set's),
 * or null when it links none (then every rule is inlined).
 */
export function sharedNames(template: string): SharedNames | null {
  const link = SHARED_LINK.exec(template);
  if (!link) return null;
  const names = (link[2] ?? '').split(/\s+/).filter(Boolean);
  return {
    regular: new Set(names.filter((name) => !name.startsWith('global:'))),
    global: new Set(names.flatMap((name) => (name.startsWith('global:') ? [name.slice('global:'.length)] : []))),
  };
}

/** app.html as a rendered page sends it: its link to the shared stylesheet without the names. */
export function withoutSharedNames(template: string): string {
  return template.replace(SHARED_LINK, (_link, start: string) => start);
}

export interface CriticalStyles {
  /** The <style> elements. */
  tags: string;
  /** The text of each element, for the policy's hashes. */
  css: string[];
  /** The rendered HTML without the MUI class names no rule mentions (./muiClasses.ts). */
  html: string;
}

/** One render's Emotion cache and, once the HTML is there, its critical styles, less the `shared` sheet's. */
export function createRenderStyles(key: string): {
  cache: EmotionCache;
  critical(html: string, shared?: SharedNames | null): CriticalStyles;
} {
  const cache = createRenderCache(key);
  // "Compat" mode: every rule lands in `cache.inserted` instead of inline next to its elements.
  const server = createEmotionServer(cache);
  return {
    cache,
    critical(html, shared = null) {
      // Every rule this render made, the sheet's included: what can select an element of the page.
      const mentioned = mentionedClasses(
        Object.entries(cache.inserted).filter((rule): rule is [string, string] => typeof rule[1] === 'string'),
      );
      let markers = '';
      if (shared) {
        // `true` is how Emotion marks a rule inserted without its text: extraction skips it.
        for (const name of [...shared.regular, ...shared.global]) {
          if (name in cache.inserted) cache.inserted[name] = true;
        }
        // The shell's policy allows the empty element by its hash (EMPTY_STYLE_HASH, scripts/hosting/headers.mjs).
        markers = [...shared.global].map((name) => `<style data-emotion="${key}-global ${name}"></style>`).join('');
      }
      const used = server.extractCriticalToChunks(html).styles.filter((chunk) => chunk.css !== '');
      return {
        tags: markers + server.constructStyleTagsFromChunks({ html, styles: used }),
        css: used.map((chunk) => chunk.css),
        html: withMentionedClasses(html, mentioned),
      };
    },
  };
}
