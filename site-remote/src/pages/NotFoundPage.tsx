import { Link as RouterLink, useLocation, useNavigate } from '@app/platform/router';
import { PageHero } from '@app/shared-ui';
/** The 404 page: any path the site does not know, and unknown product categories. */
import { Button } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../seo/PageMeta';
export default function NotFoundPage() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // Opened directly (no earlier entry in this tab's history): going back would leave the page dead.
  const goBack = () => (key === 'default' ? navigate('/') : navigate(-1));

  return (
    <>
      <PageMeta title={t('notFound.meta.title')} description={t('notFound.meta.description')} path={pathname} noindex />
      <PageHero
        eyebrow={t('notFound.code')}
        title={t('notFound.title')}
        description={t('notFound.message')}
        actions={
          <>
            <Button variant="contained" size="large" component={RouterLink} to="/">
              {t('notFound.backHome')}
            </Button>
            <Button variant="outlined" size="large" onClick={goBack}>
              {t('notFound.goBack')}
            </Button>
          </>
        }
      />
    </>
  );
}
