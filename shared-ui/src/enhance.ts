/**
 * The data attributes by which the shell's inline boot script (shell/src/enhance) gives a few
 * server-rendered controls the little behaviour HTML has no element for. Components render them;
 * the boot script finds them by event delegation. Shared here so both sides spell them alike.
 */
export const ENHANCE = {
  /** On a carousel's root: its slides are driven by the radio inputs inside it. */
  carousel: 'data-carousel',
  /** On a carousel's previous / next button: the step, -1 or 1. */
  carouselStep: 'data-carousel-step',
  /** On a theme choice button: `light`, `dark` or `system`. */
  themeChoice: 'data-theme-choice',
  /** On a "Go back" button: goes back in history. */
  historyBack: 'data-history-back',
  /** On a language link: the language it leads to, stored as the visitor's preference. */
  languageChoice: 'data-language-choice',
  /** On a form: focusing one of its fields starts the apps (live validation, toasts, filtering). */
  startsApps: 'data-starts-apps',
} as const;

/** Where the chosen theme mode is kept (MUI's modeStorageKey; the boot script writes it too). */
export const THEME_STORAGE_KEY = 'theme-mode';

/** The attribute on <html> that names the chosen theme mode (`light`, `dark`, `system`). */
export const THEME_MODE_ATTRIBUTE = 'data-theme-mode';

/** Shown only where no script runs (a browser with JavaScript off), or only where one does. */
export const WITHOUT_SCRIPT = { '@media (scripting: enabled)': { display: 'none' } } as const;
export const WITH_SCRIPT = { '@media (scripting: none)': { display: 'none' } } as const;

/** Index after moving `step` slides from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
