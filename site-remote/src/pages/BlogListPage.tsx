import Typography from '@mui/material/Typography';

export default function BlogListPage() {
  return <Typography variant="h1">BlogListPage</Typography>;
}
