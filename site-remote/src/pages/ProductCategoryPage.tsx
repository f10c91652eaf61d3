import Typography from '@mui/material/Typography';

export default function ProductCategoryPage() {
  return <Typography variant="h1">ProductCategoryPage</Typography>;
}
