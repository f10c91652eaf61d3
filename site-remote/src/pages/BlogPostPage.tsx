import { Navigate, useParams } from '@app/platform/router';
import { EmptyState, LoadingBlock } from '@app/shared-ui';
import { ArticleOutlined as ArticleOutlinedIcon } from '@app/shared-ui/icons';
import { Container } from '@app/shared-ui/mui';
import { useBlogPost, useBlogRedirect } from '../data/useBlogs';
import { BackToBlog, BlogPostArticle } from '../features/blog/BlogPostArticle';
import { blogStrings } from '../i18n/strings/blog';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';

function PostLoading() {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <LoadingBlock label={t('blog.post.loading')} minHeight="40vh" />
    </Container>
  );
}

type Missing = 'notFound' | 'error';

const missingMessage = (t: SiteT, status: Missing) =>
  status === 'error' ? t('blog.post.loadError') : t('blog.post.notFoundText');

/** The head of a post's address with no post to show: none has the slug, or it could not be read. */
export function postMissingHead(t: SiteT, path: string, status: Missing): PageMetaInput {
  return { title: t('blog.post.notFoundTitle'), description: missingMessage(t, status), path, noindex: true };
}

/** No post to show (the server answers 404, or 503 when it could not be read: ../server/pageOutcome.ts). */
function PostMissing({ path, status }: { path: string; status: Missing }) {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  const message = missingMessage(t, status);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta {...postMissingHead(t, path, status)} />
      <EmptyState
        icon={<ArticleOutlinedIcon />}
        title={t('blog.post.notFoundTitle')}
        headingLevel="h1"
        message={message}
        actions={<BackToBlog variant="contained" />}
      />
    </Container>
  );
}

/**
 * No post has the slug now: a renamed post's old address redirects (301) to it, any other is a 404.
 * The server's render looks the redirect up; in the browser the post's read has (useBlogRedirect).
 */
function MovedOrNotFound({ slug }: { slug: string }) {
  const result = useBlogRedirect(slug);
  if (result.status === 'loading') return <PostLoading />;
  if (result.status === 'moved') {
    // Where the post lives now, in this language (the server answers a 301 there).
    return <Navigate to={`/blog/${result.slug}`} replace />;
  }
  return <PostMissing path={`/blog/${slug}`} status={result.status} />;
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const result = useBlogPost(slug);

  if (result.status === 'loading') return <PostLoading />;
  // A renamed post's old address, opened inside the apps: where the post lives now, in this language.
  if (result.status === 'moved') return <Navigate to={`/blog/${result.slug}`} replace />;
  if (result.status === 'notFound') return <MovedOrNotFound slug={slug} />;
  if (result.status === 'error') return <PostMissing path={`/blog/${slug}`} status="error" />;

  return <BlogPostArticle post={result.post} />;
}
