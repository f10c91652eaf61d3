import { BLOG_TYPE, coverAlt, formatLongDate, headOverrides, localizeBlog } from '@app/domain';
import { NotFoundStatus, ServerRedirect, useAppConfig, useLanguage } from '@app/platform';
import { Navigate, Link as RouterLink, useParams } from '@app/platform/router';
import { CoverImage, EmptyState, LoadingBlock } from '@app/shared-ui';
import { ArrowBack as ArrowBackIcon, ArticleOutlined as ArticleOutlinedIcon } from '@app/shared-ui/icons';
import { Box, Button, Chip, Container, Divider, Typography } from '@app/shared-ui/mui';
import { useBlogPost, useBlogRedirect } from '../data/useBlogs';
import { IMAGE_SIZES, imageSources } from '../features/images/responsive';
import { Markdown } from '../features/markdown/Markdown';
import { blogStrings } from '../i18n/strings/blog';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

function BackToBlog({ variant }: { variant: 'text' | 'contained' }) {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  return (
    <Button component={RouterLink} to="/blog" variant={variant} startIcon={<ArrowBackIcon aria-hidden="true" />}>
      {t('blog.post.backToBlog')}
    </Button>
  );
}

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
  const { t } = useSiteStrings(blogStrings, seoStrings);
  const language = useLanguage((state) => state.language);
  const { slug = '' } = useParams();
  const result = useBlogPost(slug);
  const brand = useAppConfig().brand.name;

  if (result.status === 'loading') return <PostLoading />;
  if (result.status === 'notFound') return <MovedOrNotFound slug={slug} />;
  if (result.status === 'error') return <PostMissing path={`/blog/${slug}`} status="error" />;

  const { post } = result;
  const text = localizeBlog(post, language);
  const fixedKeywords = t('seo.blogPost.keywords').split(', ');

  return (
    <Box component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        type="article"
        title={text.title}
        titleSuffix={t('seo.blogPost.suffix', { brand })}
        description={text.excerpt}
        overrides={headOverrides(BLOG_TYPE, post, language)}
        keywords={[text.category, ...fixedKeywords, post.author]}
        path={`/blog/${post.slug}`}
        {...(post.image_url
          ? {
              image: post.image_url,
              leadImage: { src: post.image_url, ...imageSources(post.image_url, IMAGE_SIZES.postColumn) },
            }
          : {})}
        article={{ publishedTime: post.published_date, author: post.author, section: text.category }}
        breadcrumbs={[
          { name: t('seo.home'), path: '/' },
          { name: t('seo.blog.breadcrumb'), path: '/blog' },
          { name: text.title, path: `/blog/${post.slug}` },
        ]}
      />
      <Container maxWidth="md">
        <Box sx={{ mb: 3, ml: -1 }}>
          <BackToBlog variant="text" />
        </Box>
        {post.image_url ? (
          <CoverImage
            src={post.image_url}
            {...imageSources(post.image_url, IMAGE_SIZES.postColumn)}
            alt={coverAlt(post, text.title)}
            width={1200}
            height={630}
            priority
            sx={{ borderRadius: 3, mb: 4 }}
          />
        ) : null}
        <Box component="header" sx={{ mb: 4 }}>
          {text.category ? <Chip label={text.category} color="primary" size="small" sx={{ mb: 2 }} /> : null}
          <Typography component="h1" variant="h1" sx={{ fontSize: 'clamp(1.9rem, 4.5vw, 3rem)' }}>
            {text.title}
          </Typography>
          <Typography component="p" color="text.secondary" sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <span>{t('blog.post.by', { author: post.author })}</span>
            {post.published_date ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={post.published_date}>{formatLongDate(post.published_date, language)}</time>
              </>
            ) : null}
          </Typography>
        </Box>
        <Markdown>{text.content}</Markdown>
        <Divider sx={{ my: 5 }} />
        <BackToBlog variant="contained" />
      </Container>
    </Box>
  );
}
