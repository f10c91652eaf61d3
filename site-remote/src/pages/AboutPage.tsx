import Typography from '@mui/material/Typography';

export default function AboutPage() {
  return <Typography variant="h1">AboutPage</Typography>;
}
