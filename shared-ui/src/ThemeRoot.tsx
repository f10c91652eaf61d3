import { CssBaseline, ThemeProvider } from '@app/shared-ui/mui';
import { type ReactNode, useMemo } from 'react';
import { THEME_STORAGE_KEY } from './enhance';
import { createAppTheme } from './theme';

/** Applies the design system's theme; the chosen mode (light, dark, system) is remembered. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const theme = useMemo(createAppTheme, []);
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_STORAGE_KEY}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
