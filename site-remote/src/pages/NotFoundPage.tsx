import { NotFoundStatus } from '@app/platform';
import { Link as RouterLink, useLocation } from '@app/platform/router';
import { ENHANCE, PageHero, WITH_SCRIPT } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import { notFoundStrings } from '../i18n/strings/notFound';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

/** The 404 page: any path the site does not know, and unknown product categories. */
export default function NotFoundPage() {
  const { t } = useSiteStrings(notFoundStrings);
  const { pathname } = useLocation();

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
            {/* Back in the tab's history, like the browser's button (the boot script; a tab whose
                history starts here goes home). Without script, the browser's own button does it. */}
            <Button variant="outlined" size="large" {...{ [ENHANCE.historyBack]: '' }} sx={WITH_SCRIPT}>
              {t('notFound.goBack')}
            </Button>
          </>
        }
      />
    </>
  );
}
