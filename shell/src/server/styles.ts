/**
 * The page's critical CSS, taken out of the render's Emotion cache by @emotion/server: the rules
 * the HTML uses and every global rule, as <style> elements named the way Emotion in the browser
 * recognises on start-up (`data-emotion="css name…"`, one `data-emotion="css-global name"` per
 * global rule set), so it takes them over instead of adding them again. Rules of states the render
 * passed through but the page does not show are left out.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * Keeps the one vendor prefix a supported browser still needs: Safari reads only
 * `-webkit-user-select`.
 */
const safariUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.value.startsWith('user-select:')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** One array for every render: Emotion's server keeps its compiled rules per plugin list. */
const STYLIS_PLUGINS = [safariUserSelect];

/**
 * The renderer's Emotion cache. It writes no other vendor prefixes (Emotion's default adds
 * -webkit-box, -ms-flexbox … to every flex rule, a tenth of a page's critical CSS, for browsers
 * the site does not support); styles the apps add later in the browser come from the browser's
 * own cache.
 */
function createRenderCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS });
}

export interface CriticalStyles {
  /** The <style> elements. */
  tags: string;
  /** The text of each element, for the policy's hashes. */
  css: string[];
}

/** One render's Emotion cache and, once the HTML is there, its critical styles. */
export function createRenderStyles(key: string): { cache: EmotionCache; critical(html: string): CriticalStyles } {
  const cache = createRenderCache(key);
  // Puts the cache in "compat" mode before the render: every rule lands in `cache.inserted`
  // instead of inline next to the elements.
  const server = createEmotionServer(cache);
  return {
    cache,
    critical(html) {
      const { styles } = server.extractCriticalToChunks(html);
      const used = styles.filter((chunk) => chunk.css !== '');
      return { tags: server.constructStyleTagsFromChunks({ html, styles: used }), css: used.map((chunk) => chunk.css) };
    },
  };
}
