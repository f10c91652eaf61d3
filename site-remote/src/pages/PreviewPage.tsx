import { type Language, localizeCaseStudy, type PublicCaseStudy, previewPath } from '@app/domain';
import { useLanguage } from '@app/platform';
import { useParams } from '@app/platform/router';
import { Alert, AlertTitle, Box, Container } from '@app/shared-ui/mui';
import { usePreview } from '../data/usePreview';
import { BlogPostArticle } from '../features/blog/BlogPostArticle';
import { CaseStudyCard } from '../features/caseStudies/CaseStudyCard';
import { PageLoading } from '../features/PageLoading';
import { previewStrings } from '../i18n/strings/preview';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';
import NotFoundPage from './NotFoundPage';

/** Says, in the page's language, that this is a preview and not published. */
function PreviewBanner() {
  const { t } = useSiteStrings(previewStrings);
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 3, md: 4 } }}>
      <Alert severity="warning" variant="outlined" role="note" data-testid="preview-banner">
        <AlertTitle component="p">{t('preview.banner.title')}</AlertTitle>
        {t('preview.banner.text')}
      </Alert>
    </Container>
  );
}

/** The head of a case study's preview at `path`, never indexed. */
export function caseStudyPreviewHead(
  t: SiteT,
  language: Language,
  caseStudy: PublicCaseStudy,
  path: string,
): PageMetaInput {
  const text = localizeCaseStudy(caseStudy, language);
  return {
    title: t('preview.caseStudy.metaTitle', { title: text.title }),
    description: text.challenge.slice(0, 160),
    path,
    noindex: true,
  };
}

function CaseStudyPreview({ caseStudy, path }: { caseStudy: PublicCaseStudy; path: string }) {
  const { t } = useSiteStrings(previewStrings);
  const language = useLanguage((state) => state.language);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta {...caseStudyPreviewHead(t, language, caseStudy, path)} />
      {/* The story is the page: its title is the page's heading. */}
      <CaseStudyCard caseStudy={caseStudy} language={language} headingLevel={1} />
    </Container>
  );
}

/**
 * A preview link (`/preview/<token>`): the draft or scheduled post or case study it was made for,
 * as saved, shown as its public page shows it under a banner saying it is not published; never
 * indexed. A link that does not work (unknown, expired, revoked) is the 404 page (status 404).
 */
export default function PreviewPage() {
  const { token = '' } = useParams();
  const result = usePreview(token);
  if (result.status === 'loading') return <PageLoading />;
  if (result.status === 'notFound') return <NotFoundPage />;
  const path = previewPath(token);
  const { content } = result;
  return (
    <Box data-preview={content.collection}>
      <PreviewBanner />
      {content.collection === 'blogs' ? (
        <BlogPostArticle post={content.item} path={path} noindex />
      ) : (
        <CaseStudyPreview caseStudy={content.item} path={path} />
      )}
    </Box>
  );
}
