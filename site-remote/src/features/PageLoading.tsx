import { Box, CircularProgress } from '@app/shared-ui/mui';
import { commonStrings } from '../i18n/strings/common';
import { useSiteStrings } from '../i18n/useSiteStrings';
export function PageLoading() {
  const { t } = useSiteStrings(commonStrings);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} role="status">
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
