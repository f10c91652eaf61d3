import Typography from '@mui/material/Typography';

export default function CaseStudiesPage() {
  return <Typography variant="h1">CaseStudiesPage</Typography>;
}
