import Typography from '@mui/material/Typography';

export default function NotFoundPage() {
  return <Typography variant="h1">NotFoundPage</Typography>;
}
