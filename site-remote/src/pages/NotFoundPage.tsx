import { Link as RouterLink, useLocation } from '@app/platform/router';
import { ENHANCE, PageHero, WITH_SCRIPT } from '@app/shared-ui';
import { Button } from '@app/shared-ui/mui';
import { notFoundStrings } from '../i18n/strings/notFound';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';

/** The 404 page's head, at `path` (the address asked for), kept out of search results. */
export function notFoundHead(t: SiteT, path: string): PageMetaInput {
  return { title: t('notFound.meta.title'), description: t('notFound.meta.description'), path, noindex: true };
}

/**
 * The 404 page (the server answers it with status 404, ../server/pageOutcome.ts): any path the
 * site does not know, and unknown product categories.
 */
export default function NotFoundPage() {
  const { t } = useSiteStrings(notFoundStrings);
  const { pathname } = useLocation();

  return (
    <>
      <PageMeta {...notFoundHead(t, pathname)} />
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
