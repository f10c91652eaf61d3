import { NotFoundStatus, ServerRedirect } from '@app/platform';
import { Navigate, useParams } from '@app/platform/router';
import { EmptyState, LoadingBlock } from '@app/shared-ui';
import { ArticleOutlined as ArticleOutlinedIcon } from '@app/shared-ui/icons';
import { Container } from '@app/shared-ui/mui';
import { useBlogPost, useBlogRedirect } from '../data/useBlogs';
import { BackToBlog, BlogPostArticle } from '../features/blog/BlogPostArticle';
import { blogStrings } from '../i18n/strings/blog';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

function PostLoading() {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <LoadingBlock label={t('blog.post.loading')} minHeight="40vh" />
    </Container>
  );
}

function PostMissing({ path, status }: { path: string; status: 'notFound' | 'error' }) {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  const message = status === 'error' ? t('blog.post.loadError') : t('blog.post.notFoundText');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta title={t('blog.post.notFoundTitle')} description={message} path={path} noindex />
      {status === 'notFound' && <NotFoundStatus />}
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

/** No post has the slug now: a renamed post's old address redirects (301) to it, any other is a 404. */
function MovedOrNotFound({ slug }: { slug: string }) {
  const result = useBlogRedirect(slug);
  if (result.status === 'loading') return <PostLoading />;
  if (result.status === 'moved') {
    // Permanently to where the post lives now, in this language.
    const to = `/blog/${result.slug}`;
    return <ServerRedirect to={to} permanent fallback={<Navigate to={to} replace />} />;
  }
  return <PostMissing path={`/blog/${slug}`} status={result.status} />;
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const result = useBlogPost(slug);

  if (result.status === 'loading') return <PostLoading />;
  if (result.status === 'notFound') return <MovedOrNotFound slug={slug} />;
  if (result.status === 'error') return <PostMissing path={`/blog/${slug}`} status="error" />;

  return <BlogPostArticle post={result.post} />;
}
