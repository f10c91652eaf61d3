import { createTheme, type Theme } from '@app/shared-ui/mui';
import { PRINT_HIDDEN_SELECTOR } from './print';

/** Design tokens: one place for colour, type and spacing decisions. */
export const tokens = {
  spacingUnit: 8,
  radius: 12,
  /** Container lg's width (1,200 px at the default text size), in rem as the breakpoints below are in em. */
  contentMaxWidth: '75rem',
  font: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headingFont: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif',
  drawerWidth: { xs: 300, sm: 400 },
} as const;

/**
 * Status colours (toasts, alerts, form errors). Filled alerts (the toasts) draw white text on
 * `main` in the light scheme and on `dark` in the dark scheme; MUI's defaults there (#0288d1,
 * #388e3c …) reach only ~4:1, so these keep that text at 4.5:1 or more. In the dark scheme
 * `main` stays light: it colours text (form errors) on the dark background.
 */
const filledBackgrounds = { success: '#2e7d32', info: '#0277bd', warning: '#b45309', error: '#c62828' } as const;
const lightStatus = {
  success: { main: filledBackgrounds.success },
  info: { main: filledBackgrounds.info },
  warning: { main: filledBackgrounds.warning },
  error: { main: filledBackgrounds.error },
};
const darkStatus = {
  success: { main: '#66bb6a', dark: filledBackgrounds.success },
  info: { main: '#4fc3f7', dark: filledBackgrounds.info },
  warning: { main: '#ffb74d', dark: filledBackgrounds.warning },
  error: { main: '#ef5350', dark: filledBackgrounds.error },
};

/** What a CSS-variables theme adds to MUI's `Theme` type (which declares it only when augmented). */
interface CssVarsParts {
  /** The global rules of the colour schemes' variables, as the theme provider renders them. */
  generateStyleSheets: () => Record<string, unknown>[];
  /** The selector of a scheme (`.dark &` for the class selector). */
  getColorSchemeSelector: (scheme: 'light' | 'dark') => string;
}

/** The dark scheme's rules hold on screens only (followSystemWithoutClass). */
const SCREEN = '@media screen';
const SCREEN_PREFERS_DARK = '@media screen and (prefers-color-scheme: dark)';

/**
 * Without JavaScript nothing sets the `light`/`dark` class, and MUI's variables would stay the
 * light scheme's (`:root`). So the dark scheme's rule, as MUI generates it for `.dark` (its variables
 * and `color-scheme: dark`), is also applied to a root without the `light` class when the system
 * prefers dark: a page without script follows the system. With script the colour-scheme script
 * always sets a class before the first paint, and the class (the visitor's choice) decides. The rule
 * is one of the theme's global rules, so it lives in the shared stylesheet with the others. MUI's
 * `colorSchemeSelector` is either the media query (no toggle) or a class (no fallback), never both,
 * hence the one rule added to what it generates.
 *
 * On paper the page is always in the light scheme: the dark scheme's rules hold on screens only
 * (`@media screen`). Printing leaves backgrounds out by default, so the dark scheme's light text
 * (#e2e8f0) would go on white paper: browsers darken such text when they print it, Chrome to a grey
 * of about 3:1 on white (rgb(147, 151, 156)), where the light scheme's is #0f172a.
 */
function followSystemWithoutClass(theme: Theme): Theme {
  const parts = theme as Theme & CssVarsParts;
  const generateStyleSheets = parts.generateStyleSheets;
  const schemeSelector = (scheme: 'light' | 'dark') => parts.getColorSchemeSelector(scheme).replace(/\s*&$/, '');
  const dark = schemeSelector('dark');
  const withoutClass = `:root:not(${schemeSelector('light')})`;
  parts.generateStyleSheets = () => {
    const sheets = generateStyleSheets();
    const darkRule = sheets.find((sheet) => dark in sheet)?.[dark];
    if (darkRule === undefined) throw new Error(`The theme generated no ${dark} rule`);
    return [
      ...sheets.map((sheet) => (dark in sheet ? { [SCREEN]: sheet } : sheet)),
      { [SCREEN_PREFERS_DARK]: { [withoutClass]: darkRule } },
    ];
  };
  // The same for the rules a component gives the dark scheme alone (an autofilled field's white
  // text): MUI puts them under the class (`*:where(.dark) &`); the media query adds them for a root
  // without one, with the same specificity, so they win where the class's would.
  const applyStyles = parts.applyStyles;
  parts.applyStyles = function applySchemeStyles(this: Theme, scheme, styles) {
    const rules = applyStyles.call(this, scheme, styles);
    if (scheme !== 'dark' || Object.keys(rules).length === 0) return rules;
    return { [SCREEN]: rules, [SCREEN_PREFERS_DARK]: { [`*:where(${withoutClass}) &`]: styles } };
  };
  return theme;
}

/**
 * Light and dark colour schemes exposed as CSS variables, switched by a class on <html>,
 * so "system" follows the operating system without a flash and every app reads the same theme;
 * without script (no class), the system's scheme applies.
 */
/**
 * Every control's focus ring: 3 px of the warning colour, which keeps 3:1 against the page and the
 * cards in both schemes (#b45309 light, #ffb74d dark; the amber #f59e0b it was reached 2.2:1 on
 * white, WCAG 1.4.11), as its CSS variable so the one rule serves both schemes.
 */
export const FOCUS_RING = { outline: '3px solid var(--mui-palette-warning-main)', outlineOffset: 2 } as const;

/**
 * The CSS variable holding how much of the window's foot the notifications cover (a length; unset
 * or 0px while none shows). The shell's notification region sets it; the page reserves that much
 * room at its end, and what the browser scrolls into view lands above the notifications.
 */
export const TOAST_INSET = '--toast-inset';

export function createAppTheme(): Theme {
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1d4ed8', contrastText: '#ffffff' },
          secondary: { main: '#0f766e', contrastText: '#ffffff' },
          background: { default: '#f8fafc', paper: '#ffffff' },
          text: { primary: '#0f172a', secondary: '#475569' },
          ...lightStatus,
        },
      },
      dark: {
        palette: {
          primary: { main: '#93b4ff', contrastText: '#0b1020' },
          secondary: { main: '#5eead4', contrastText: '#04201c' },
          background: { default: '#0b1020', paper: '#121a2e' },
          text: { primary: '#e2e8f0', secondary: '#a5b4c8' },
          ...darkStatus,
        },
      },
    },
    // MUI's breakpoints (600, 900, 1,200 and 1,536 px at the default text size) in em: a media query's em is the
    // browser's text size, so a visitor who sets it larger gets the layout of a narrower screen (the drawer
    // instead of a header row whose labels wrap) rather than text squeezed into the wide one.
    breakpoints: { unit: 'em', values: { xs: 0, sm: 37.5, md: 56.25, lg: 75, xl: 96 } },
    spacing: tokens.spacingUnit,
    shape: { borderRadius: tokens.radius },
    typography: {
      fontFamily: tokens.font,
      h1: { fontFamily: tokens.headingFont, fontWeight: 800, fontSize: 'clamp(2.1rem, 5vw, 3.5rem)', lineHeight: 1.1 },
      h2: {
        fontFamily: tokens.headingFont,
        fontWeight: 750,
        fontSize: 'clamp(1.7rem, 3.5vw, 2.5rem)',
        lineHeight: 1.2,
      },
      h3: { fontFamily: tokens.headingFont, fontWeight: 700, fontSize: 'clamp(1.35rem, 2.5vw, 1.75rem)' },
      h4: { fontWeight: 700, fontSize: '1.25rem' },
      h5: { fontWeight: 650, fontSize: '1.1rem' },
      h6: { fontWeight: 650, fontSize: '1rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiButtonBase: {
        styleOverrides: {
          // :focus-visible too: before (or without) the apps, no script sets Mui-focusVisible.
          root: {
            '&.Mui-focusVisible, &:focus-visible': FOCUS_RING,
          },
        },
      },
      // MUI draws an unpressed toggle button (the leads inbox's filters) in `action.active`, 54% black
      // (4.4:1 on the page, under AA's 4.5:1), inside a border of `divider`, 12% (1.2:1, under the
      // 3:1 a control's boundary needs), and a pressed one only 8% darker. Here the text and the
      // border are the secondary text colour (7:1 and more in both schemes) and a pressed button is
      // filled with the primary colour, its text in the colour made for it, hovered or not. A disabled
      // one keeps MUI's faint colours: an inactive control has no contrast minimum (WCAG 1.4.3).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            color: theme.vars.palette.text.secondary,
            borderColor: theme.vars.palette.text.secondary,
            '&.Mui-selected, &.Mui-selected:hover': {
              color: theme.vars.palette.primary.contrastText,
              backgroundColor: theme.vars.palette.primary.main,
              borderColor: theme.vars.palette.primary.main,
            },
            '&.Mui-disabled': { borderColor: theme.vars.palette.action.disabledBackground },
          }),
        },
      },
      MuiCssBaseline: {
        styleOverrides: {
          // A word longer than its box (Swedish compounds: 'Kompetensutvecklande' in a card's heading) breaks
          // inside it instead of running out of it; every other word wraps as before.
          body: { overflowWrap: 'break-word' },
          // Swedish headings hyphenate such a compound where the browser knows Swedish hyphenation
          // ('Transportlednings-system'), instead of cutting it at whatever letter reached the edge. The
          // site's headings carry soft hyphens in their long words in both languages (README, Hyphenation),
          // which every browser breaks at, with or without a dictionary; other text breaks as above.
          ':is(h1, h2, h3, h4, h5, h6):lang(sv)': { hyphens: 'auto' },
          // A field the browser scrolls to (a refused send focuses the first invalid one) lands below the
          // sticky header, as Section's in-page links do: one the header covers counts as visible and
          // would stay covered. So does every control of the page the focus moves to: Shift+Tab back up
          // the page put each link or button at the very top, entirely under the header (WCAG 2.4.11).
          // Not the header's own (sticky, always in view: there the margin would only scroll the page).
          'input, select, textarea, :is(main, footer) :is(a[href], button, summary, [tabindex])': {
            scrollMarginTop: 72,
          },
          // A field or control the focus moves to (Tab, a phone keyboard's next field) is scrolled into
          // view above the notifications showing, not to the window's foot under them.
          html: { scrollPaddingBottom: `var(${TOAST_INSET}, 0px)` },
          // The page behind a modal <dialog> does not scroll.
          'html:has(dialog:modal)': { overflow: 'hidden' },
          // Summaries and radio dots get the same focus ring as the buttons.
          'summary:focus-visible, input[type="radio"]:focus-visible': FOCUS_RING,
          // On paper a page keeps its backgrounds, as on screen in the light scheme (the scheme it
          // prints in: followSystemWithoutClass). Printing leaves them out by default, and the white
          // text of a contained button or of the call-to-action band went on white paper, which
          // Chrome darkens only to rgb(171, 171, 171): 2.3:1. Inherited from the root by every element.
          // Paper gets the content: what only a screen can use is left out (printHidden: navigation,
          // controls, forms, calls to action; `!important` over the element's own `display`), and what
          // a click unfolds on screen is unfolded (an FAQ's answers, a card's details).
          '@media print': {
            html: { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
            [PRINT_HIDDEN_SELECTOR]: { display: 'none !important' },
            'details::details-content': { contentVisibility: 'visible' },
          },
        },
      },
    },
  });
  return followSystemWithoutClass(theme);
}
