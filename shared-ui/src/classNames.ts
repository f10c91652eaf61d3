// MUI's global class names, shortened: every component slot carries a class `<prefix>-<slot>`
// (`MuiTypography-root MuiTypography-body1 …`, about a fifth of a page's HTML with the default
// prefixes) beside Emotion's `css-…` class, which is what styles it. Nothing of ours selects the
// `Mui…` names (lint-free of them: theme overrides are keyed by component, not class); MUI's own
// styles select a few of them (`.MuiInputBase-formControl`), through the same generator, so they
// follow. The state classes (`Mui-focused`, `Mui-disabled` …) are not generated and stay.
//
// MUI reads the generator when each component's module is evaluated (its `…Classes` object) and
// when it renders, so this module must be evaluated before any MUI module: every module of the
// design system that imports MUI imports it first (package.json marks it as having side effects,
// so the bundler keeps it). Each bundle's copy of MUI is configured by its own copy of this module
// (the shell's shared one, the admin remote's for its admin-only components), identically, so the
// server's render and the browser's hydration agree.
import { unstable_ClassNameGenerator as ClassNameGenerator } from '@mui/material/className';

/**
 * The short prefix of each MUI component the apps render (and of those their components render
 * inside them). Unique, and none starts with `Mui`, so none can meet a default name; a component
 * not listed keeps MUI's own name.
 */
export const MUI_CLASS_PREFIXES: Readonly<Record<string, string>> = {
  MuiAlert: 'Al',
  MuiAlertTitle: 'AlT',
  MuiAppBar: 'AB',
  MuiBackdrop: 'Bd',
  MuiBox: 'Bx',
  MuiButton: 'B',
  MuiButtonBase: 'BB',
  MuiCard: 'C',
  MuiCardContent: 'CC',
  MuiChip: 'Ch',
  MuiCircularProgress: 'CP',
  MuiContainer: 'Ct',
  MuiDivider: 'D',
  MuiFilledInput: 'FI',
  MuiFormControl: 'FC',
  MuiFormHelperText: 'FH',
  MuiFormLabel: 'FL',
  MuiIconButton: 'IB',
  MuiInput: 'In',
  MuiInputAdornment: 'IA',
  MuiInputBase: 'I',
  MuiInputLabel: 'IL',
  MuiLink: 'L',
  MuiList: 'Li',
  MuiListItemButton: 'LB',
  MuiListItemIcon: 'LI',
  MuiListItemText: 'LT',
  MuiMenu: 'Me',
  MuiMenuItem: 'MI',
  MuiMenuList: 'ML',
  MuiModal: 'Mo',
  MuiNativeSelect: 'NS',
  MuiOutlinedInput: 'OI',
  MuiPagination: 'Pg',
  MuiPaginationItem: 'PI',
  MuiPaper: 'P',
  MuiPopover: 'Po',
  MuiSelect: 'Se',
  MuiStack: 'St',
  MuiSvgIcon: 'S',
  MuiTab: 'Tb',
  MuiTabs: 'Ts',
  MuiTabScrollButton: 'TSB',
  MuiTextField: 'TF',
  MuiToolbar: 'To',
  MuiTouchRipple: 'TR',
  MuiTypography: 'T',
};

/** The class prefix MUI gives `componentName` (e.g. `MuiButton` → `B`). */
export function muiClassPrefix(componentName: string): string {
  return MUI_CLASS_PREFIXES[componentName] ?? componentName;
}

ClassNameGenerator.configure(muiClassPrefix);

const PREFIXES = new Set(Object.values(MUI_CLASS_PREFIXES));

/**
 * Whether `token` is one of MUI's generated class names (`B-root`, `T-body1`, or MUI's own
 * `MuiTooltip-popper` for a component not listed), not a state class (`Mui-focused`) or one of ours.
 */
export function isMuiClassName(token: string): boolean {
  const dash = token.indexOf('-');
  if (dash <= 0 || dash === token.length - 1) return false;
  const prefix = token.slice(0, dash);
  return PREFIXES.has(prefix) || /^Mui[A-Z]/.test(prefix);
}
