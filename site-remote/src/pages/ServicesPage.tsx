import Typography from '@mui/material/Typography';

export default function ServicesPage() {
  return <Typography variant="h1">ServicesPage</Typography>;
}
