import Typography from '@mui/material/Typography';

export default function PrivacyNoticePage() {
  return <Typography variant="h1">PrivacyNoticePage</Typography>;
}
