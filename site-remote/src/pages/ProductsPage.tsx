import Typography from '@mui/material/Typography';

export default function ProductsPage() {
  return <Typography variant="h1">ProductsPage</Typography>;
}
