import { Navigate, useLocation, useParams } from '@app/platform/router';
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
 * A renamed post's old address, opened inside the apps: where the post lives now, in this language,
 * with the query and fragment it was opened with (`?utm_source=…`, `#section`), as the server's 301
 * keeps the query and the browser the fragment. The post API's own 301 (`/api/blog/<old slug>`) is
 * followed by fetch, which knows nothing of the page's address: the page keeps it here.
 */
function MovedPost({ slug }: { slug: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/blog/${slug}`, search, hash }} replace />;
}

/**
 * No post has the slug now: a renamed post's old address redirects (301) to it, any other is a 404.
 * The server's render looks the redirect up; in the browser the post's read has (useBlogRedirect).
 */
function MovedOrNotFound({ slug }: { slug: string }) {
  const result = useBlogRedirect(slug);
  if (result.status === 'loading') return <PostLoading />;
  if (result.status === 'moved') return <MovedPost slug={result.slug} />;
  return <PostMissing path={`/blog/${slug}`} status={result.status} />;
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const result = useBlogPost(slug);

  if (result.status === 'loading') return <PostLoading />;
  if (result.status === 'moved') return <MovedPost slug={result.slug} />;
  if (result.status === 'notFound') return <MovedOrNotFound slug={slug} />;
  if (result.status === 'error') return <PostMissing path={`/blog/${slug}`} status="error" />;

  return <BlogPostArticle post={result.post} />;
}
