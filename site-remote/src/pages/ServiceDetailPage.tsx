import Typography from '@mui/material/Typography';

export default function ServiceDetailPage() {
  return <Typography variant="h1">ServiceDetailPage</Typography>;
}
