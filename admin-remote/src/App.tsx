import Typography from '@mui/material/Typography';

export default function AdminApp() {
  return <Typography variant="h1">Admin</Typography>;
}
