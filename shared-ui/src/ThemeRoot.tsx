import type { StorageManager, Theme } from '@app/shared-ui/mui';
import { CssBaseline, LegacyThemeProvider, ThemeProvider, useTheme } from '@app/shared-ui/mui';
import { css, Global, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { createAppTheme } from './theme';

let theme: Theme | undefined;

/** The app's theme, made once per process: it never changes. */
export function appTheme(): Theme {
  theme ??= createAppTheme();
  return theme;
}

const onServer = typeof window === 'undefined';

/**
 * On the server, the theme MUI's provider resolved on the process's first render (what its
 * components get: the colour schemes' variables, spacing, typography) and its variables' style
 * sheet, serialised once. The provider otherwise resolves the same theme again for every page (a
 * new object, so every component's theme-memoised styles are made again) and generates and
 * serialises the variables' sheet again (about 4 % of a warm render's CPU together).
 */
let pinned: { resolved: Theme; theme: () => Theme; sheet: SerializedStyles } | undefined;

/** Keeps the resolved theme of the server's first render (renders its children, nothing else). */
function PinTheme({ children }: { children: ReactNode }) {
  const resolved = useTheme();
  if (onServer && !pinned) {
    const sheets = (resolved as Theme & { generateStyleSheets: () => Record<string, unknown>[] }).generateStyleSheets();
    pinned = { resolved, theme: () => resolved, sheet: css(sheets as Parameters<typeof css>[0][]) };
  }
  return children;
}

/** MUI's key for its mode, which documentScheme answers from the document. */
const MODE_STORAGE_KEY = 'mui-mode';

/** The scheme the class on <html> names, or null (none, or no document: the server). */
function documentClassScheme(): 'light' | 'dark' | null {
  if (typeof document === 'undefined') return null;
  const classes = document.documentElement.classList;
  return classes.contains('dark') ? 'dark' : classes.contains('light') ? 'light' : null;
}

/**
 * MUI's mode as the document shows it, instead of MUI's own copy in localStorage. The boot
 * script (shell/src/enhance/theme.ts) keeps the choice (light, dark, system) and puts the scheme
 * it resolves to on <html> as a class, before and after the apps run; MUI follows that class, so
 * it is only ever told `light` or `dark`. (Left to follow the system itself, MUI dropped a change
 * of the system's scheme that came while its switch to "system" waited for a render, and then put
 * the old scheme back on the page.) The colour scheme names (one light, one dark) are MUI's
 * defaults: nothing is stored under MUI's keys.
 */
const documentScheme: StorageManager = ({ key }) => {
  if (key !== MODE_STORAGE_KEY)
    return { get: (defaultValue) => defaultValue, set: () => {}, subscribe: () => () => {} };
  return {
    get: (defaultValue) => documentClassScheme() ?? defaultValue,
    // The boot script stores the choice.
    set: () => {},
    subscribe(handler) {
      const observer = new MutationObserver(() => {
        const scheme = documentClassScheme();
        if (scheme) handler(scheme);
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    },
  };
};

/**
 * Applies the design system's theme; the chosen mode (light, dark, system) is remembered. The theme
 * is made once per process: it never changes, and the server renders every page with a fresh tree
 * (making it took a few milliseconds of each page). After its first render the server gives the
 * tree the theme resolved then (a function theme: MUI's provider passes it on as it is) and the
 * variables' sheet serialised then, in a tree of the same shape as MUI's CSS-variables provider
 * makes (the provider, then the sheet: React's ids, `useId`, depend on the shape), so the
 * browser's hydration meets the same HTML. The browser keeps MUI's provider, which follows the
 * scheme the boot script shows (documentScheme).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  if (onServer && pinned) {
    return (
      <>
        {/* MUI hands a function theme on to its legacy context (@mui/private-theming) too, which
            wants an outer theme there to call it with (else a warning in development). */}
        <LegacyThemeProvider theme={pinned.resolved}>
          <ThemeProvider theme={pinned.theme}>
            <CssBaseline enableColorScheme />
            <PinTheme>{children}</PinTheme>
          </ThemeProvider>
        </LegacyThemeProvider>
        <Global styles={pinned.sheet} />
      </>
    );
  }
  return (
    <ThemeProvider
      theme={appTheme()}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      storageManager={documentScheme}
    >
      <CssBaseline enableColorScheme />
      <PinTheme>{children}</PinTheme>
    </ThemeProvider>
  );
}
