import {
  type CSSObject,
  css,
  type SerializedStyles,
  __unsafe_useEmotionCache as useEmotionCache,
} from '@emotion/react';
import { useInsertionEffect } from 'react';
import type { Theme } from './mui';
import { appTheme } from './ThemeRoot';

/**
 * Styles written once per process: an element whose look never depends on its props (a footer
 * link, a menu entry) takes this class instead of being an MUI component. Its rules are turned into
 * CSS on first use and only inserted per render, where a styled component serialises and hashes
 * its styles again for every element of every page (most of a server render's time). The name is
 * Emotion's hash of the rules, so the shared stylesheet holds it like any frame rule.
 */
export interface StaticStyles {
  /** The class's rules, from the app's theme. */
  styles(): SerializedStyles;
}

/** The app's theme, with its CSS variables (`theme.vars`, which it always has). */
export type ThemeWithVars = Theme & { vars: NonNullable<Theme['vars']> };

/** Rules (`&:hover` and media queries allowed) from the app's theme, serialised at their first use. */
export function staticStyles(rules: (theme: ThemeWithVars) => CSSObject): StaticStyles {
  let serialized: SerializedStyles | undefined;
  return {
    styles() {
      if (!serialized) {
        const theme = appTheme();
        // The variables as MUI's provider gives them to components: without fallback values.
        const vars = (theme as Theme & { generateThemeVars?: () => Theme['vars'] }).generateThemeVars?.() ?? theme.vars;
        if (!vars) throw new Error("The app's theme has no CSS variables");
        serialized = css(rules({ ...theme, vars }));
      }
      return serialized;
    },
  };
}

const onServer = typeof document === 'undefined';

/** The class name of `styles`, its rules in the render's Emotion cache (on the server, at once). */
export function useStaticClass(styles: StaticStyles): string {
  const cache = useEmotionCache();
  // The browser's Emotion has a cache of its own; the server renders inside one (AppTree).
  if (!cache) throw new Error('useStaticClass needs an Emotion cache (a CacheProvider)');
  const serialized = styles.styles();
  const className = `${cache.key}-${serialized.name}`;
  // Registered as Emotion registers a styled element's class (what tells a class from a global rule).
  if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
  if (onServer && cache.inserted[serialized.name] === undefined) {
    cache.insert(`.${className}`, serialized, cache.sheet, true);
  }
  useInsertionEffect(() => {
    if (cache.inserted[serialized.name] === undefined) cache.insert(`.${className}`, serialized, cache.sheet, true);
  }, [cache, serialized, className]);
  return className;
}
