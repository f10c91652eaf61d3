import { BLOG_TRANSLATABLE_FIELDS, formatLongDate, isLive } from '@app/domain';
import { useLanguage } from '@app/platform';
import { Card, CardContent, Stack, Typography } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { allBlogTranslationSources, deleteBlog, listBlogs } from '../data/blogs';
import { ListFrame } from '../features/content/ListFrame';
import { PublicationStatus } from '../features/content/PublicationStatus';
import { RowActions } from '../features/content/RowActions';
import { StaleSwedishChip, withStaleSwedish } from '../features/content/staleSwedish';
import { useContentList } from '../features/content/useContentList';

const listWithStaleSwedish = withStaleSwedish(listBlogs, allBlogTranslationSources, BLOG_TRANSLATABLE_FIELDS);

/** Manage Blogs (/admin/blog): every post, drafts included, newest first. */
export default function BlogListPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage((state) => state.language);
  const { rows, reload, deleteRow } = useContentList('blogs', listWithStaleSwedish, deleteBlog);

  return (
    <ListFrame kind="blogs" count={rows?.length ?? null} onReload={reload}>
      {rows?.map((blog) => (
        <Card component="li" key={blog.id}>
          <CardContent>
            <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <div>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                    {blog.title}
                  </Typography>
                  <PublicationStatus document={blog} />
                  <StaleSwedishChip fields={blog.staleSwedish} />
                </Stack>
                <Typography color="text.secondary" sx={{ my: 1 }}>
                  {blog.excerpt}
                </Typography>
                <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                  {[blog.category, blog.author].filter(Boolean).map((item) => (
                    <Typography key={item} variant="body2" color="text.secondary">
                      {item}
                    </Typography>
                  ))}
                  {blog.published_date && (
                    <Typography variant="body2" color="text.secondary">
                      {t('list.publishedOn', { date: formatLongDate(blog.published_date, language) })}
                    </Typography>
                  )}
                </Stack>
              </div>
              <RowActions
                kind="blogs"
                title={blog.title}
                editPath={`/admin/blog/${blog.id}/edit`}
                viewPath={isLive(blog) && blog.slug ? `/blog/${blog.slug}` : undefined}
                onDelete={() => deleteRow(blog.id)}
              />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </ListFrame>
  );
}
