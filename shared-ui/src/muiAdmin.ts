// Admin-only MUI components. Not a shared module: it bundles into the admin remote alone, so
// nothing listed here reaches a visitor. Components every app uses live in ./mui.ts.
import './classNames';

export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup, toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
export { default as Tooltip } from '@mui/material/Tooltip';
