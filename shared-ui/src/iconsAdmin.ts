// Admin-only icons, bundled into the admin remote alone (see muiAdmin.ts).
import './classNames';

export { default as CloudUpload } from '@mui/icons-material/CloudUpload';
export { default as Delete } from '@mui/icons-material/Delete';
export { default as Edit } from '@mui/icons-material/Edit';
export { default as Translate } from '@mui/icons-material/Translate';
