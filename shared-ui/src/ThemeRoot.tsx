import type { Theme } from '@app/shared-ui/mui';
import { CssBaseline, ThemeProvider } from '@app/shared-ui/mui';
import type { ReactNode } from 'react';
import { THEME_STORAGE_KEY } from './enhance';
import { createAppTheme } from './theme';

let theme: Theme | undefined;

/** The app's theme, made once per process: it never changes. */
export function appTheme(): Theme {
  theme ??= createAppTheme();
  return theme;
}

/**
 * Applies the design system's theme; the chosen mode (light, dark, system) is remembered. The theme
 * is made once per process: it never changes, and the server renders every page with a fresh tree
 * (making it took a few milliseconds of each page).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()} defaultMode="system" modeStorageKey={THEME_STORAGE_KEY}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
