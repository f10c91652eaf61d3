import { NotFoundStatus } from '@app/platform';
import { Link as RouterLink, useLocation, useNavigate } from '@app/platform/router';
import { PageHero } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import { notFoundStrings } from '../i18n/strings/notFound';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

/** The 404 page: any path the site does not know, and unknown product categories. */
export default function NotFoundPage() {
  const { t } = useSiteStrings(notFoundStrings);
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // Back in the tab's history, like the browser's button: also to a page before this document was
  // loaded (a visitor on /about who types a wrong address). Only a tab whose history starts here
  // (opened directly in a new tab) has nothing to go back to, and goes home instead.
  const goBack = () => (key !== 'default' || window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <>
      <NotFoundStatus />
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
