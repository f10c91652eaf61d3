import Typography from '@mui/material/Typography';

export default function ContactPage() {
  return <Typography variant="h1">ContactPage</Typography>;
}
