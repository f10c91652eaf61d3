// The design system's one door to MUI: every MUI component the apps use is re-exported here.
// Module Federation shares this module as one singleton, so MUI exists once at run time and ships
// tree-shaken to what is listed. Using a new component? Add its line here (lint forbids @mui/*
// imports outside shared-ui).
import './classNames';

export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { type ButtonProps, default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Divider } from '@mui/material/Divider';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as Link } from '@mui/material/Link';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export type { SvgIconProps } from '@mui/material/SvgIcon';
export type { StorageManager, SxProps, Theme } from '@mui/material/styles';
export { createTheme, styled, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as TextField } from '@mui/material/TextField';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
// MUI's legacy theme context (the copy @mui/system uses), which ThemeRoot's server tree gives an outer theme.
export { ThemeProvider as LegacyThemeProvider } from '@mui/private-theming';
export { visuallyHidden } from '@mui/utils';
