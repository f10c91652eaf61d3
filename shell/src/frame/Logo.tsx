import { useAppConfig } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import { useStaticClass } from '@app/shared-ui';
import { AutoAwesome as AutoAwesomeIcon } from '@app/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { logoStyles } from './frameStyles';

export function Logo() {
  const { t } = useTranslation('shell');
  const brand = useAppConfig().brand.name;
  return (
    <RouterLink className={useStaticClass(logoStyles)} to="/" aria-label={t('nav.home_aria', { brand })}>
      <AutoAwesomeIcon color="primary" aria-hidden="true" />
      {brand}
    </RouterLink>
  );
}
