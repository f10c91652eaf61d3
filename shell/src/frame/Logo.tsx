import { useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { AutoAwesome as AutoAwesomeIcon } from '@app/shared-ui/icons';

import { Link } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
export function Logo() {
  const { t } = useTranslation('shell');
  const brand = useAppConfig().brand.name;
  return (
    <Link
      component={RouterLink}
      to="/"
      aria-label={t('nav.home_aria', { brand })}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 800,
        fontSize: '1.15rem',
        color: 'text.primary',
      }}
    >
      <AutoAwesomeIcon color="primary" aria-hidden="true" />
      {brand}
    </Link>
  );
}
