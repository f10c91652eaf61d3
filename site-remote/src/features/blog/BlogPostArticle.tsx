import {
  BLOG_TYPE,
  coverAlt,
  DECORATIVE_COVER,
  fallbackLang,
  formatLongDate,
  headingTitle,
  headOverrides,
  type Language,
  localizeBlog,
  type PublicBlog,
  postModifiedTime,
} from '@app/domain';
import { type AppConfig, useAppConfig, useLanguage } from '@app/platform';
import { Link as RouterLink } from '@app/platform/router';
import {
  CoverImage,
  containerRules,
  printHidden,
  staticStyles,
  sxRules,
  typographyRules,
  useStaticClass,
} from '@app/shared-ui';
import { ArrowBack as ArrowBackIcon } from '@app/shared-ui/icons';
import { Button, Chip, Divider } from '@app/shared-ui/mui';
import { blogStrings } from '../../i18n/strings/blog';
import { seoStrings } from '../../i18n/strings/seo';
import { useSiteStrings } from '../../i18n/useSiteStrings';
import type { PageMetaInput } from '../../seo/meta';
import { PageMeta } from '../../seo/PageMeta';
import type { SiteT } from '../../seo/pageHead';
import { IMAGE_SIZES, imageSources } from '../images/responsive';
import { Markdown } from '../markdown/Markdown';

export function BackToBlog({ variant }: { variant: 'text' | 'contained' }) {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  return (
    <Button
      component={RouterLink}
      to="/blog"
      variant={variant}
      startIcon={<ArrowBackIcon aria-hidden="true" />}
      {...printHidden}
    >
      {t('blog.post.backToBlog')}
    </Button>
  );
}

export interface BlogPostArticleProps {
  post: PublicBlog;
  /** The page's own address when it is not the post's (a preview link's); it then has no breadcrumbs. */
  path?: string;
  /** Kept out of search results (a preview). */
  noindex?: boolean;
}

/** A post's head in `language`: its page's, or a preview link's (`path` and `noindex` given). */
export function blogPostHead(
  t: SiteT,
  config: AppConfig,
  language: Language,
  { post, path, noindex = false }: BlogPostArticleProps,
): PageMetaInput {
  const text = localizeBlog(post, language);
  return {
    type: 'article',
    title: text.title,
    titleSuffix: t('seo.blogPost.suffix', { brand: config.brand.name }),
    description: text.excerpt,
    overrides: headOverrides(BLOG_TYPE, post, language),
    keywords: [text.category, ...t('seo.blogPost.keywords').split(', '), post.author],
    path: path ?? `/blog/${post.slug}`,
    noindex,
    ...(post.image_url
      ? {
          image: post.image_url,
          leadImage: { src: post.image_url },
        }
      : {}),
    article: {
      publishedTime: post.published_date,
      // When its content last changed, never before its published date (contentChange.ts).
      modifiedTime: postModifiedTime(post.published_date, post.updated_at),
      author: post.author,
      section: text.category,
    },
    ...(path
      ? {}
      : {
          breadcrumbs: [
            { name: t('seo.home'), path: '/' },
            { name: t('seo.blog.breadcrumb'), path: '/blog' },
            { name: text.title, path: `/blog/${post.slug}` },
          ],
        }),
  };
}

// The article's frame, written once per process: the rules MUI's Box, Container and Typography
// with these props gave it (BlogCard.test.tsx compares them).
export const postArticleSx = { py: { xs: 3, md: 5 } } as const;
export const postBackSx = { mb: 3, ml: -1 } as const;
export const postHeaderSx = { mb: 4 } as const;
export const postTitleSx = { fontSize: 'clamp(1.9rem, 4.5vw, 3rem)' } as const;
export const postBylineSx = { mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 } as const;

export const blogPostStyles = {
  article: staticStyles((theme) => sxRules(theme, postArticleSx)),
  column: staticStyles((theme) => containerRules(theme, 'md')),
  back: staticStyles((theme) => sxRules(theme, postBackSx)),
  header: staticStyles((theme) => sxRules(theme, postHeaderSx)),
  title: staticStyles((theme) => ({ ...typographyRules(theme, 'h1'), ...sxRules(theme, postTitleSx) })),
  byline: staticStyles((theme) => ({
    ...typographyRules(theme, 'body1', 'textSecondary'),
    ...sxRules(theme, postBylineSx),
  })),
};

/** A post as its page shows it: head tags, cover, title, author and date, the text. */
export function BlogPostArticle(props: BlogPostArticleProps) {
  const { post } = props;
  const { t } = useSiteStrings(blogStrings, seoStrings);
  const language = useLanguage((state) => state.language);
  const config = useAppConfig();
  const text = localizeBlog(post, language);

  return (
    <article className={useStaticClass(blogPostStyles.article)}>
      <PageMeta {...blogPostHead(t, config, language, props)} />
      <div className={useStaticClass(blogPostStyles.column)}>
        <div className={useStaticClass(blogPostStyles.back)}>
          <BackToBlog variant="text" />
        </div>
        {post.image_url ? (
          <CoverImage
            src={post.image_url}
            {...imageSources(post.image_url, IMAGE_SIZES.postColumn)}
            {...coverAlt(post, language, DECORATIVE_COVER)}
            width={1200}
            height={630}
            priority
            sx={{ borderRadius: 3, mb: 4 }}
          />
        ) : null}
        <header className={useStaticClass(blogPostStyles.header)}>
          {text.category ? (
            <Chip
              label={text.category}
              lang={fallbackLang(post, 'category', language)}
              color="primary"
              size="small"
              sx={{ mb: 2 }}
            />
          ) : null}
          <h1 className={useStaticClass(blogPostStyles.title)} lang={fallbackLang(post, 'title', language)}>
            {headingTitle(post, language)}
          </h1>
          <p className={useStaticClass(blogPostStyles.byline)}>
            <span>{t('blog.post.by', { author: post.author })}</span>
            {post.published_date ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={post.published_date}>{formatLongDate(post.published_date, language)}</time>
              </>
            ) : null}
          </p>
        </header>
        <div lang={fallbackLang(post, 'content', language)}>
          <Markdown>{text.content}</Markdown>
        </div>
        <Divider sx={{ my: 5 }} {...printHidden} />
        <BackToBlog variant="contained" />
      </div>
    </article>
  );
}
