import { type BlogCardFields, coverAlt, formatShortDate, type Language, localizeBlogCard } from '@app/domain';
import { Link as RouterLink } from '@app/platform/router';
import { CoverImage } from '@app/shared-ui';
import { Card, CardContent, Chip, Link, Typography } from '@app/shared-ui/mui';
import { IMAGE_SIZES, imageSources } from '../images/responsive';
export interface BlogCardProps {
  blog: BlogCardFields;
  language: Language;
}

/**
 * One post in the blog grid: optional image, category, title (the link to the post, stretched
 * over the whole card), excerpt, author and date.
 */
export function BlogCard({ blog, language }: BlogCardProps) {
  const text = localizeBlogCard(blog, language);
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { boxShadow: 4 },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      }}
    >
      {blog.image_url ? (
        <CoverImage
          src={blog.image_url}
          {...imageSources(blog.image_url, IMAGE_SIZES.blogCard)}
          alt={coverAlt(blog, text.title)}
          width={640}
          height={360}
        />
      ) : null}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1, p: { xs: 2.5, md: 3 } }}>
        {text.category ? (
          <Chip
            label={text.category}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        <Typography component="h3" variant="h5">
          <Link
            component={RouterLink}
            to={`/blog/${encodeURIComponent(blog.slug)}`}
            color="inherit"
            underline="hover"
            sx={{
              // The title's link covers the whole card, so the card is one target and one link.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
            }}
          >
            {text.title}
          </Link>
        </Typography>
        <Typography component="p" color="text.secondary" sx={{ flexGrow: 1 }}>
          {text.excerpt}
        </Typography>
        <Typography
          component="p"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          <span>{blog.author}</span>
          {blog.published_date ? (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={blog.published_date}>{formatShortDate(blog.published_date, language)}</time>
            </>
          ) : null}
        </Typography>
      </CardContent>
    </Card>
  );
}
