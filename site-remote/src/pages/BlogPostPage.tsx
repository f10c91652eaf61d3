import Typography from '@mui/material/Typography';

export default function BlogPostPage() {
  return <Typography variant="h1">BlogPostPage</Typography>;
}
