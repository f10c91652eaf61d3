import { Chip } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';

/** "Swedish out of date" on a row whose Swedish text lags its English. */
export function StaleSwedishChip({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('admin');
  if (fields.length === 0) return null;
  return (
    <Chip size="small" color="warning" variant="outlined" label={t('list.staleSwedish', { count: fields.length })} />
  );
}
