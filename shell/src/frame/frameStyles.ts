/**
 * The frame's repeated elements whose look never changes with their props: plain elements with a
 * class written once per process (staticStyles), not MUI components. Each page has about sixty of
 * them (the header's menus, the drawer's list, the footer's link lists); as MUI components each
 * one's styles were made, serialised and hashed again on every page. The rules are those the MUI
 * components gave them (ListItemButton, ListItemText, Link, Typography h6), so they look the same.
 */
import {
  FOCUS_RING,
  inheritLinkRules,
  spacing,
  staticStyles,
  sxRules,
  type ThemeWithVars as Theme,
  tokens,
  typographyRules,
} from '@app/shared-ui';
import { visuallyHidden } from '@app/shared-ui/mui';
import type { CSSObject } from '@emotion/react';

/** A menu entry that is the current one: the current section's, or the pressed choice of a menu of choices. */
const SELECTED = ':is(.selected, [aria-pressed="true"])';

function menuItem(theme: Theme): CSSObject {
  const { primary, action } = theme.vars.palette;
  const selected = `rgba(${primary.mainChannel} / calc(${action.selectedOpacity}))`;
  return {
    display: 'flex',
    flexGrow: 1,
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 0,
    margin: 0,
    border: 0,
    borderRadius: 0,
    outline: 0,
    padding: '8px 16px',
    textAlign: 'left',
    textDecoration: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:focus-visible': FOCUS_RING,
    '&:hover': { textDecoration: 'none', backgroundColor: theme.vars.palette.action.hover },
    // The current section's entry (class `selected`), and the theme menu's chosen mode (the boot
    // script presses it: aria-pressed), which sighted visitors would otherwise not see.
    [`&${SELECTED}`]: { backgroundColor: selected },
    [`&${SELECTED}:hover`]: {
      backgroundColor: `rgba(${primary.mainChannel} / calc(${action.selectedOpacity} + ${action.hoverOpacity}))`,
    },
    '@media (hover: none)': {
      '&:hover': { backgroundColor: 'transparent' },
      [`&${SELECTED}:hover`]: { backgroundColor: selected },
    },
    '@media print': { colorAdjust: 'exact' },
  };
}

/** A menu entry (the drop-downs', the drawer's): MUI's ListItemButton; class `selected`: the current section. */
export const menuItemStyles = staticStyles(menuItem);

/** The drawer's sub-page entry: a menu entry indented (MUI's ListItemButton with `pl: 4`). */
export const menuSubItemStyles = staticStyles((theme) => ({ ...menuItem(theme), paddingLeft: theme.spacing(4) }));

function menuText(theme: Theme): CSSObject {
  return { ...(theme.typography.body1 as CSSObject), display: 'block', flex: '1 1 auto', minWidth: 0, margin: '4px 0' };
}

/** A drawer entry's text: MUI's ListItemText with its primary Typography (body1), in one element. */
export const menuTextStyles = staticStyles(menuText);

/** A drawer section's text: the same, bold. */
export const menuSectionTextStyles = staticStyles((theme) => ({ ...menuText(theme), fontWeight: 600 }));

/** A list of links without bullets (the footer's columns). */
export const linkListStyles = staticStyles((theme) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1),
}));

/** A link in its surroundings' text (MUI's Link with `inherit` typography, not underlined). */
const plainLink: CSSObject = {
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textDecoration: 'none',
};

/** A footer link: MUI's Link in the secondary text colour, underlined on hover. */
export const footerLinkStyles = staticStyles((theme) => ({
  ...plainLink,
  color: theme.vars.palette.text.secondary,
  '&:hover': { textDecoration: 'underline' },
}));

/** A footer column's heading: Typography h6 with a margin below. */
export const footerHeadingStyles = staticStyles((theme) => ({
  ...(theme.typography.h6 as CSSObject),
  margin: 0,
  marginBottom: theme.spacing(1.5),
}));

/** The theme menu's entry: a menu entry as wide as the menu (a <button>). */
export const menuButtonStyles = staticStyles((theme) => ({ ...menuItem(theme), width: '100%' }));

/** The icon before a theme menu entry's text: MUI's ListItemIcon. */
export const menuIconStyles = staticStyles((theme) => ({
  minWidth: theme.spacing(4.5),
  color: theme.vars.palette.action.active,
  flexShrink: 0,
  display: 'inline-flex',
}));

/** The brand's name with its icon, linking home (header, drawer, footer). */
export const logoStyles = staticStyles((theme) => ({
  ...plainLink,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  fontWeight: 800,
  // At most 6.5% of the screen's width: the same 1.15rem on any phone at the browser's default text size, but
  // with a larger one ("Very large", 24 px) on a 320 px phone the name took the menu button's room.
  fontSize: 'min(1.15rem, 6.5vw)',
  color: theme.vars.palette.text.primary,
  // The icon in proportion to the name: 1.5rem (MUI's medium) at the name's full size, smaller with it, so the
  // largest text (32 px) on a 320 px phone leaves the header's two buttons their room.
  '& svg': { fontSize: 'calc(1.5em / 1.15)' },
}));

// The frame's containers and texts (the header's row and boxes, the footer), as classes written once per process:
// the rules MUI's Toolbar, Box, Typography and Link with these props gave them
// (frameStyles.test.tsx compares them).

/** The header's row: MUI's Toolbar (regular), as wide as the content. */
export const toolbarSx = {
  gap: 1,
  maxWidth: `calc(${tokens.contentMaxWidth} + 48px)`,
  width: '100%',
  mx: 'auto',
} as const;
export const headerRowStyles = staticStyles((theme) => {
  const sm = theme.breakpoints.up('sm');
  const toolbar = theme.mixins.toolbar as CSSObject;
  return {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    paddingLeft: spacing(2),
    paddingRight: spacing(2),
    // The mixin's heights (the landscape one before the wider screens' one), with the wider gutters.
    ...toolbar,
    [sm]: { paddingLeft: spacing(3), paddingRight: spacing(3), ...(toolbar[sm] as CSSObject) },
    ...sxRules(theme, toolbarSx),
  };
});

// The header's row holds the whole navigation from `lg` (1,200 px at the default text size) up: English needs 1,020 px and Swedish 1,000 px
// before a label wraps (measured with the system font on Linux, the widest we test), so narrower screens get the
// drawer.
export const headerNavSx = { display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, mx: 'auto' } as const;
export const headerActionsSx = { display: 'flex', alignItems: 'center', gap: 0.5, ml: { xs: 'auto', lg: 0 } } as const;
export const headerLanguageSx = { display: { xs: 'none', lg: 'block' } } as const;
export const headerMenuButtonSx = { display: { lg: 'none' } } as const;
export const drawerActionsSx = { p: 1.5, display: 'grid', gap: 1 } as const;

export const headerStyles = {
  nav: staticStyles((theme) => sxRules(theme, headerNavSx)),
  actions: staticStyles((theme) => sxRules(theme, headerActionsSx)),
  language: staticStyles((theme) => sxRules(theme, headerLanguageSx)),
  drawerActions: staticStyles((theme) => sxRules(theme, drawerActionsSx)),
};

/** Text only assistive technology reads (MUI's `visuallyHidden` as `sx`). */
export const visuallyHiddenStyles = staticStyles((theme) => sxRules(theme, visuallyHidden));

export const footerSx = {
  // A word wider than its column (a Swedish compound, an address, at the browser's largest text on a
  // phone) breaks inside it rather than widening the column and the page; at other sizes all fit.
  root: { borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 8, overflowWrap: 'anywhere' },
  grid: {
    maxWidth: tokens.contentMaxWidth,
    mx: 'auto',
    px: 3,
    py: 6,
    display: 'grid',
    gap: 4,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
  },
  tagline: { mt: 1.5 },
  contact: { mt: 2, display: 'grid', gap: 1 },
  intro: { mb: 1.5 },
  bottom: { borderTop: 1, borderColor: 'divider', py: 2.5, px: 3, textAlign: 'center' },
  // The bottom line is one line from md on ("© 2025 … · Privacy notice · Blogger Login", some 610 px
  // in Swedish); narrower, it would wrap after a "·": the copyright goes on a line of its own instead.
  copyrightNotice: { display: { xs: 'block', md: 'inline' } },
  copyrightSeparator: { display: { xs: 'none', md: 'inline' } },
} as const;

export const footerStyles = {
  root: staticStyles((theme) => sxRules(theme, footerSx.root)),
  grid: staticStyles((theme) => sxRules(theme, footerSx.grid)),
  tagline: staticStyles((theme) => ({
    ...typographyRules(theme, 'body2', 'textSecondary'),
    ...sxRules(theme, footerSx.tagline),
  })),
  contact: staticStyles((theme) => sxRules(theme, footerSx.contact)),
  intro: staticStyles((theme) => ({
    ...typographyRules(theme, 'body2', 'textSecondary'),
    ...sxRules(theme, footerSx.intro),
  })),
  bottom: staticStyles((theme) => sxRules(theme, footerSx.bottom)),
  copyright: staticStyles((theme) => typographyRules(theme, 'body2', 'textSecondary')),
  copyrightNotice: staticStyles((theme) => sxRules(theme, footerSx.copyrightNotice)),
  copyrightSeparator: staticStyles((theme) => sxRules(theme, footerSx.copyrightSeparator)),
  /** A link in the copyright line: MUI's Link in the inherited colour, underlined on hover. */
  bottomLink: staticStyles(() => inheritLinkRules()),
};
