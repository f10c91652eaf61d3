import {
  type BlogCardFields,
  coverAlt,
  DECORATIVE_COVER,
  fallbackLang,
  formatShortDate,
  headingTitle,
  type Language,
  localizeBlogCard,
} from '@app/domain';
import { Link as RouterLink } from '@app/platform/router';
import {
  CoverImage,
  cardContentRules,
  cardPaddingRules,
  FOCUS_RING,
  inheritLinkRules,
  outlinedCardRules,
  spacing,
  staticStyles,
  typographyRules,
  useStaticClass,
} from '@app/shared-ui';
import { IMAGE_SIZES, imageSources } from '../images/responsive';
export interface BlogCardProps {
  blog: BlogCardFields;
  language: Language;
}

/** The focus ring of the card's link, drawn just inside the card (3 px wide, so 3 px in). */
const BLOG_CARD_FOCUS_RING = { ...FOCUS_RING, outlineOffset: -3 } as const;

// The card's parts, written once per process (the rules MUI's Card, CardContent, Chip, Typography
// and Link gave them: BlogCard.test.tsx); the list shows up to a page of these cards.
export const blogCardStyles = staticStyles((theme) => ({
  ...outlinedCardRules(theme),
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  transition: 'box-shadow 150ms, transform 150ms',
  '&:hover': { boxShadow: theme.vars.shadows[4] },
  '&:focus-within': { boxShadow: theme.vars.shadows[4] },
  '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
}));

export const blogCardContentStyles = staticStyles((theme) => ({
  ...cardContentRules(),
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(1.25),
  flexGrow: 1,
  ...cardPaddingRules(theme),
}));

/** MUI's small outlined primary Chip (not clickable, no icon), aligned to the start. */
export const blogCardCategoryStyles = staticStyles((theme) => ({
  maxWidth: '100%',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  lineHeight: 1.5,
  color: theme.vars.palette.primary.main,
  backgroundColor: 'transparent',
  borderRadius: 32 / 2,
  whiteSpace: 'nowrap',
  transition: theme.transitions.create(['background-color', 'box-shadow']),
  cursor: 'unset',
  outline: 0,
  textDecoration: 'none',
  border: `1px solid rgba(${theme.vars.palette.primary.mainChannel} / 0.7)`,
  padding: 0,
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  alignSelf: 'flex-start',
}));

/** The Chip's label (small and outlined: 7 px at each side). */
export const blogCardCategoryLabelStyles = staticStyles(() => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  paddingLeft: 7,
  paddingRight: 7,
  whiteSpace: 'nowrap',
}));

export const blogCardTitleStyles = staticStyles((theme) => typographyRules(theme, 'h5'));

export const blogCardLinkStyles = staticStyles(() => ({
  ...inheritLinkRules(),
  // The title's link covers the whole card, so the card is one target and one link.
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  // Inside the card's edge: the card clips what is outside it (overflow: hidden, for the cover's
  // rounded corners), so the ring's usual 2 px outside would not be drawn at all.
  '&:focus-visible::after': BLOG_CARD_FOCUS_RING,
}));

export const blogCardExcerptStyles = staticStyles((theme) => ({
  ...typographyRules(theme, 'body1', 'textSecondary'),
  flexGrow: 1,
}));

export const blogCardBylineStyles = staticStyles((theme) => ({
  ...typographyRules(theme, 'body2', 'textSecondary'),
  display: 'flex',
  flexWrap: 'wrap',
  gap: spacing(1),
}));

/**
 * One post in the blog grid: optional image, category, title (the link to the post, stretched
 * over the whole card), excerpt, author and date.
 */
export function BlogCard({ blog, language }: BlogCardProps) {
  const text = localizeBlogCard(blog, language);
  const categoryClass = useStaticClass(blogCardCategoryStyles);
  const categoryLabelClass = useStaticClass(blogCardCategoryLabelStyles);
  return (
    <article className={useStaticClass(blogCardStyles)}>
      {blog.image_url ? (
        <CoverImage
          src={blog.image_url}
          {...imageSources(blog.image_url, IMAGE_SIZES.blogCard)}
          {...coverAlt(blog, language, DECORATIVE_COVER)}
          width={640}
          height={360}
        />
      ) : null}
      <div className={useStaticClass(blogCardContentStyles)}>
        {text.category ? (
          <div className={categoryClass}>
            <span className={categoryLabelClass} lang={fallbackLang(blog, 'category', language)}>
              {text.category}
            </span>
          </div>
        ) : null}
        <h3 className={useStaticClass(blogCardTitleStyles)} lang={fallbackLang(blog, 'title', language)}>
          <RouterLink className={useStaticClass(blogCardLinkStyles)} to={`/blog/${encodeURIComponent(blog.slug)}`}>
            {headingTitle(blog, language)}
          </RouterLink>
        </h3>
        <p className={useStaticClass(blogCardExcerptStyles)} lang={fallbackLang(blog, 'excerpt', language)}>
          {text.excerpt}
        </p>
        <p className={useStaticClass(blogCardBylineStyles)}>
          <span>{blog.author}</span>
          {blog.published_date ? (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={blog.published_date}>{formatShortDate(blog.published_date, language)}</time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
