export { THEME_STORAGE_KEY, ThemeRoot } from './ThemeRoot';
export { createAppTheme, tokens } from './theme';
