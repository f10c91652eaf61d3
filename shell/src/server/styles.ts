/**
 * The page's critical CSS, taken out of the render's Emotion cache by @emotion/server: the rules
 * the HTML uses and every global rule, as <style> elements named the way Emotion in the browser
 * recognises on start-up (`data-emotion="css name…"`, one `data-emotion="css-global name"` per
 * global rule set), so it takes them over instead of adding them again. Rules of states the render
 * passed through but the page does not show are left out, and so are the rules of the shell's
 * shared stylesheet (../build/sharedStyles.tsx), which app.html links: the browser reads their names from
 * the sheet (../sharedStyles.ts) and the page names its global rule sets in empty <style> elements,
 * so Emotion in the browser counts them as there and adds none again. The page's HTML keeps only the
 * MUI class names a rule can select (./muiClasses.ts).
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { SHARED_LINK_ATTRIBUTE } from '../sharedStyles';
import { mentionedClasses, withMentionedClasses } from './muiClasses';

/**
 * Keeps the one vendor prefix a supported browser still needs: Safari reads only
 * `-webkit-user-select`.
 */
const safariUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.value.startsWith('user-select:')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The renderer's Emotion key (class names `css-<name>`), the browser's default one. */
export const EMOTION_KEY = 'css';

/**
 * The attribute of app.html's <link> to the shared stylesheet, which lists the Emotion names in it
 * (`global:` before a global rule set's) for the renderer.
 */
export { SHARED_LINK_ATTRIBUTE };

/** The Emotion names the shared stylesheet holds: regular rules and global rule sets. */
export interface SharedNames {
  regular: ReadonlySet<string>;
  global: ReadonlySet<string>;
}

/**
 * The names of the shared stylesheet the shell's page (`template`) links, or null when it links
 * none (then every rule is inlined, as before).
 */
export function sharedNames(template: string): SharedNames | null {
  const link = new RegExp(`<link\\b[^>]*\\s${SHARED_LINK_ATTRIBUTE}="([^"]*)"`).exec(template);
  if (!link) return null;
  const regular = new Set<string>();
  const global = new Set<string>();
  for (const name of (link[1] ?? '').split(/\s+/).filter(Boolean)) {
    if (name.startsWith('global:')) global.add(name.slice('global:'.length));
    else regular.add(name);
  }
  return { regular, global };
}

/**
 * The shell's page (`template`) as a rendered page sends it: its link to the shared stylesheet
 * marked, without the names, which are the renderer's (the browser reads them from the sheet).
 */
export function withoutSharedNames(template: string): string {
  return template.replace(
    new RegExp(`(<link\\b[^>]*?\\s${SHARED_LINK_ATTRIBUTE})="[^"]*"`),
    (_link, start: string) => start,
  );
}

/** One array for every render: Emotion's server keeps its compiled rules per plugin list. */
const STYLIS_PLUGINS = [safariUserSelect];

/**
 * The renderer's Emotion cache. It writes no other vendor prefixes (Emotion's default adds
 * -webkit-box, -ms-flexbox … to every flex rule, a tenth of a page's critical CSS, for browsers
 * the site does not support); styles the apps add later in the browser come from the browser's
 * own cache.
 */
export function createRenderCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS });
}

export interface CriticalStyles {
  /** The <style> elements. */
  tags: string;
  /** The text of each element, for the policy's hashes. */
  css: string[];
  /** The rendered HTML without the MUI class names no rule can select (./muiClasses.ts). */
  html: string;
}

/**
 * One render's Emotion cache and, once the HTML is there, its critical styles: without the rules
 * of the shared stylesheet `shared` names (sharedNames of app.html), when it is given.
 */
export function createRenderStyles(key: string): {
  cache: EmotionCache;
  critical(html: string, shared?: SharedNames | null): CriticalStyles;
} {
  const cache = createRenderCache(key);
  // Puts the cache in "compat" mode before the render: every rule lands in `cache.inserted`
  // instead of inline next to the elements.
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
        // An empty element (the policy allows the empty one's hash) per global rule set, which
        // Emotion's Global in the browser takes over. The regular names are not sent: the browser
        // reads them from the sheet itself (../sharedStyles.ts).
        markers = [...shared.global].map((name) => `<style data-emotion="${key}-global ${name}"></style>`).join('');
      }
      const { styles } = server.extractCriticalToChunks(html);
      const used = styles.filter((chunk) => chunk.css !== '');
      const tags = server.constructStyleTagsFromChunks({ html, styles: used });
      return {
        tags: markers + tags,
        css: used.map((chunk) => chunk.css),
        html: withMentionedClasses(html, mentioned),
      };
    },
  };
}
