/**
 * The theme choice (light, dark, system), before and after the apps run: the header's choice
 * buttons (`data-theme-choice`) store the mode where the colour-scheme script reads it before the
 * first paint, set the `light`/`dark` class MUI's CSS variables hang on, and mark the chosen
 * button. A running MUI follows the class (documentScheme in shared-ui/src/ThemeRoot.tsx). "System"
 * follows the operating system live, and a choice made in another tab is shown here too.
 */
import { ENHANCE, THEME_MODE_ATTRIBUTE, THEME_STORAGE_KEY } from '@app/shared-ui/enhance';
import { readStored, writeStored } from './storage';

const MODES = ['light', 'dark', 'system'] as const;
type Mode = (typeof MODES)[number];

const isMode = (value: unknown): value is Mode => MODES.includes(value as Mode);

function systemScheme(win: Window): 'light' | 'dark' {
  return win.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Shows `mode`: the class on <html>, the attribute the toggle's icon reads, the pressed button. */
function applyThemeMode(doc: Document, mode: Mode): void {
  const root = doc.documentElement;
  const scheme = mode === 'system' ? systemScheme(doc.defaultView ?? window) : mode;
  root.classList.remove('light', 'dark');
  root.classList.add(scheme);
  root.setAttribute(THEME_MODE_ATTRIBUTE, mode);
  for (const button of doc.querySelectorAll(`[${ENHANCE.themeChoice}]`)) {
    button.setAttribute('aria-pressed', String(button.getAttribute(ENHANCE.themeChoice) === mode));
  }
}

function currentThemeMode(): Mode {
  const stored = readStored(THEME_STORAGE_KEY);
  return isMode(stored) ? stored : 'system';
}

export function installTheme(doc: Document): void {
  const win = doc.defaultView ?? window;
  applyThemeMode(doc, currentThemeMode());
  // The boot script runs in <head>: the choice buttons exist once the document is parsed.
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => applyThemeMode(doc, currentThemeMode()), { once: true });
  }
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${ENHANCE.themeChoice}]`) : null;
    const mode = button?.getAttribute(ENHANCE.themeChoice);
    if (!button || !isMode(mode)) return;
    writeStored(THEME_STORAGE_KEY, mode);
    applyThemeMode(doc, mode);
    const panel = button.closest<HTMLElement>('[popover]');
    if (panel?.matches(':popover-open')) panel.hidePopover();
  });
  win.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (currentThemeMode() === 'system') applyThemeMode(doc, 'system');
  });
  win.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) applyThemeMode(doc, currentThemeMode());
  });
}
