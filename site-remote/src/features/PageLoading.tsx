import { Box, CircularProgress } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import '../i18n/register/common';
export function PageLoading() {
  const { t } = useTranslation('site');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} role="status">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
