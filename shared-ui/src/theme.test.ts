import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CssBaseline, TextField } from './mui';
import { PRINT_HIDDEN_SELECTOR, printHidden } from './print';
import { renderWithRules } from './staticTesting';
import { createAppTheme, FOCUS_RING } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const severities = ['success', 'info', 'warning', 'error'] as const;
type StatusColor = { main: string; dark: string };
/** The part of a colour scheme's palette these checks read. */
type SchemePalette = Record<(typeof severities)[number], StatusColor> & {
  background: { default: string; paper: string };
  getContrastText: (background: string) => string;
};
// createTheme with `colorSchemes` builds a CSS-variables theme; MUI's `Theme` type omits them.
const { colorSchemes } = createAppTheme() as unknown as {
  colorSchemes: Record<'light' | 'dark', { palette: SchemePalette } | undefined>;
};
const schemes = { light: colorSchemes.light, dark: colorSchemes.dark };

describe('status colours', () => {
  // Filled alerts (the toasts): MUI paints `main` in light and `dark` in the dark scheme, with
  // getContrastText of that colour on top.
  for (const [name, scheme] of Object.entries(schemes)) {
    for (const severity of severities) {
      it(`a filled ${severity} toast keeps its text at 4.5:1 in the ${name} scheme`, () => {
        const palette = scheme?.palette;
        if (!palette) throw new Error(`no ${name} palette`);
        const background = name === 'light' ? palette[severity].main : palette[severity].dark;
        // White text (MUI's dark text would be translucent black, which these colours never get).
        expect(palette.getContrastText(background)).toBe('#fff');
        expect(contrast('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('error text stays readable on the page and on cards in both schemes', () => {
    for (const scheme of Object.values(schemes)) {
      const palette = scheme?.palette;
      if (!palette) throw new Error('no palette');
      expect(contrast(palette.error.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.error.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('focus ring', () => {
  it("is the warning colour's variable, which keeps 3:1 on the page and on cards in both schemes", () => {
    const { vars } = createAppTheme() as unknown as { vars: { palette: { warning: { main: string } } } };
    // The theme's reference carries a fallback (`var(--mui-palette-warning-main, #b45309)`).
    expect(vars.palette.warning.main.startsWith('var(--mui-palette-warning-main')).toBe(true);
    expect(FOCUS_RING.outline).toBe('3px solid var(--mui-palette-warning-main)');
    for (const scheme of Object.values(schemes)) {
      const palette = scheme?.palette;
      if (!palette) throw new Error('no palette');
      expect(contrast(palette.warning.main, palette.background.default)).toBeGreaterThanOrEqual(3);
      expect(contrast(palette.warning.main, palette.background.paper)).toBeGreaterThanOrEqual(3);
    }
  });
});

/** The rules CssBaseline inserts with the app's theme, as one text. */
function baselineCss(): string {
  const { cache } = renderWithRules(createElement(CssBaseline));
  return Object.values(cache.inserted)
    .filter((rules) => typeof rules === 'string')
    .join('');
}

describe('colour scheme without script', () => {
  const { generateStyleSheets } = createAppTheme() as unknown as {
    generateStyleSheets: () => Record<string, Record<string, unknown>>[];
  };
  const sheets = generateStyleSheets();
  const screenRules = sheets.find((sheet) => '@media screen' in sheet)?.['@media screen'] as
    | Record<string, unknown>
    | undefined;
  const darkRule = screenRules?.['.dark'];
  const systemRule = sheets.find((sheet) => '@media screen and (prefers-color-scheme: dark)' in sheet)?.[
    '@media screen and (prefers-color-scheme: dark)'
  ];

  it('a root without a class takes the dark scheme when the system prefers dark', () => {
    const rule = systemRule?.[':root:not(.light)'] as Record<string, unknown> | undefined;
    expect(rule).toBeDefined();
    // The dark scheme's rule itself: its variables and the browser's own controls in dark.
    expect(rule).toBe(darkRule);
    expect(rule).toMatchObject({
      colorScheme: 'dark',
      '--mui-palette-background-default': '#0b1020',
      '--mui-palette-text-primary': '#e2e8f0',
    });
  });

  it('leaves the class rules as MUI makes them: a chosen light or dark still decides', () => {
    expect(sheets.find((sheet) => ':root, .light' in sheet)?.[':root, .light']).toMatchObject({
      colorScheme: 'light',
      '--mui-palette-background-default': '#f8fafc',
    });
    expect(darkRule).toMatchObject({ colorScheme: 'dark' });
  });

  it('prints in the light scheme: the dark rules hold on screens only, the light ones everywhere', () => {
    // Printing leaves backgrounds out: the dark scheme's text (#e2e8f0) would go on white paper, which
    // Chrome darkens only to a grey of about 3:1 (theme.ts).
    expect(sheets.some((sheet) => '.dark' in sheet || '@media (prefers-color-scheme: dark)' in sheet)).toBe(false);
    expect(Object.keys(screenRules ?? {})).toEqual(['.dark']);
    const theme = createAppTheme() as unknown as { applyStyles: (scheme: string, styles: object) => object };
    expect(theme.applyStyles('dark', { color: 'white' })).toEqual({
      '@media screen': { '*:where(.dark) &': { color: 'white' } },
      '@media screen and (prefers-color-scheme: dark)': { '*:where(:root:not(.light)) &': { color: 'white' } },
    });
  });

  it('keeps the backgrounds on paper, so white text on a coloured surface does not go on white', () => {
    const css = baselineCss();
    expect(css).toContain('@media print{html{-webkit-print-color-adjust:exact;print-color-adjust:exact;}');
  });

  it('leaves out on paper what only a screen can use, and unfolds what a click unfolds', () => {
    const css = baselineCss();
    expect(css).toContain(
      `${PRINT_HIDDEN_SELECTOR}{display:none!important;}details::details-content{content-visibility:visible;}}`,
    );
    // The mark the components spread is the one the rule selects.
    const [[name, value]] = Object.entries(printHidden) as [[string, string]];
    expect(PRINT_HIDDEN_SELECTOR).toBe(`[${name}="${value}"]`);
  });

  it("gives a component's dark-only rules to a root without a class when the system prefers dark", () => {
    // An autofilled field: MUI whitens its text in the dark scheme only, under the class.
    const { cache } = renderWithRules(createElement(TextField, { label: 'Name' }));
    const css = Object.values(cache.inserted)
      .filter((rules) => typeof rules === 'string')
      .join('');
    const autofill = ':-webkit-autofill\\{-webkit-text-fill-color:#fff;caret-color:#fff;\\}';
    expect(css).toMatch(new RegExp(`@media screen\\{\\*:where\\(\\.dark\\) \\.css-[\\w-]+${autofill}\\}`));
    expect(css).toMatch(
      new RegExp(
        `@media screen and \\(prefers-color-scheme: dark\\)\\{\\*:where\\(:root:not\\(\\.light\\)\\) \\.css-[\\w-]+${autofill}\\}`,
      ),
    );
  });

  it("leaves the light scheme's rules as MUI makes them", () => {
    const theme = createAppTheme() as unknown as { applyStyles: (scheme: string, styles: object) => object };
    expect(theme.applyStyles('light', { color: 'red' })).toEqual({ '*:where(.light) &': { color: 'red' } });
  });
});
