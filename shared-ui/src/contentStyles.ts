/**
 * The rules of MUI components the pages repeat (cards, their text), for classes written once per
 * process (staticStyles): the same declarations, in the same order, as the component gives an
 * element, so a plain element with the class looks the same (tests compare them with MUI's:
 * contentStyles.test.tsx). A card grid of nine MUI cards otherwise makes, serialises and hashes
 * its styles about fifty times per page.
 */
import type { CSSObject } from '@emotion/react';
import type { Theme as MuiTheme, SxProps } from './mui';
import type { ThemeWithVars as Theme } from './staticClass';

/**
 * What MUI makes of `sx` for an element (its style function, with the variables of the theme the
 * components get), as rules for a class written once per process.
 */
export function sxRules(theme: Theme, sx: SxProps<MuiTheme>): CSSObject {
  return theme.unstable_sx(sx) as CSSObject;
}

/** `theme.spacing(n)` as MUI's components write it with the theme's variables (no fallback value). */
export function spacing(n: number): string {
  return n === 1 ? 'var(--mui-spacing)' : `calc(${n} * var(--mui-spacing))`;
}

type TypographyVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'body1' | 'body2';

/**
 * MUI's Typography in `variant` (its root: no margin, the variant's font), in the secondary text
 * colour with `color="textSecondary"` (MUI 9's Typography takes only that spelling: a
 * `color="text.secondary"` is ignored).
 */
export function typographyRules(theme: Theme, variant: TypographyVariant, color?: 'textSecondary'): CSSObject {
  return {
    margin: 0,
    ...(theme.typography[variant] as CSSObject),
    ...(color ? { color: theme.vars.palette.text.secondary } : {}),
  };
}

/** MUI's Card in the theme's default variant, outlined: Paper's outlined root, then Card's own rule. */
export function outlinedCardRules(theme: Theme): CSSObject {
  return {
    backgroundColor: theme.vars.palette.background.paper,
    color: theme.vars.palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    borderRadius: theme.vars.shape.borderRadius,
    border: `1px solid ${theme.vars.palette.divider}`,
    overflow: 'hidden',
  };
}

/** MUI's CardContent: 16 px of padding, 24 below the last one. */
export function cardContentRules(): CSSObject {
  return { padding: 16, '&:last-child': { paddingBottom: 24 } };
}

/** `sx`'s `p: { xs: 2.5, md: 3 }`, the cards' padding. */
export function cardPaddingRules(theme: Theme): CSSObject {
  return {
    [theme.breakpoints.up('xs')]: { padding: spacing(2.5) },
    [theme.breakpoints.up('md')]: { padding: spacing(3) },
  };
}

/** MUI's Link with `color="inherit"`, `underline="hover"` (its Typography root in `inherit`, then the Link's rule). */
export function inheritLinkRules(): CSSObject {
  return {
    margin: 0,
    font: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    textDecoration: 'none',
    color: 'inherit',
    '&:hover': { textDecoration: 'underline' },
  };
}

/** MUI's Container with `maxWidth` (its gutters, then the width it stops growing at). */
export function containerRules(theme: Theme, maxWidth: 'md' | 'lg'): CSSObject {
  return {
    width: '100%',
    marginLeft: 'auto',
    boxSizing: 'border-box',
    marginRight: 'auto',
    paddingLeft: spacing(2),
    paddingRight: spacing(2),
    [theme.breakpoints.up('sm')]: { paddingLeft: spacing(3), paddingRight: spacing(3) },
    [theme.breakpoints.up(maxWidth)]: {
      maxWidth: `${theme.breakpoints.values[maxWidth]}${theme.breakpoints.unit ?? 'px'}`,
    },
  };
}
