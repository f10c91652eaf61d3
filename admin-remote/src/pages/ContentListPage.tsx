import type { ContentTypeId } from '@app/domain';
import { formatLongDate, isLive, publicPathOf } from '@app/domain';
import { useLanguage } from '@app/platform';
import { Card, CardContent, Stack, Typography } from '@app/shared-ui/mui';
import { useMemo } from 'react';
import { type AdminContentType, BLOG_EDITING, CASE_STUDY_EDITING } from '../features/content/contentTypes';
import { ListFrame } from '../features/content/ListFrame';
import { PublicationStatus } from '../features/content/PublicationStatus';
import { RowActions } from '../features/content/RowActions';
import { StaleSwedishChip, withStaleSwedish } from '../features/content/staleSwedish';
import { useContentList } from '../features/content/useContentList';
import { useAdminText } from '../i18n/keys';

type ListedDocument = { id: string; title: string; slug: string } & Parameters<typeof isLive>[0];

/**
 * Manage Blogs (/admin/blog), Manage Case Studies (/admin/case-studies): every document of the
 * type, drafts included, newest first, each with the summary, facts and date its descriptor's
 * `list` names, its publication state, whether its Swedish is out of date, and its actions.
 */
function ContentList<T extends ListedDocument, D>({ type }: { type: AdminContentType<T, D> }) {
  const t = useAdminText();
  const language = useLanguage((state) => state.language);
  const { descriptor } = type;
  const load = useMemo(() => withStaleSwedish(type.list, type.allTranslationSources, type.source.translatable), [type]);
  const { rows, reload, deleteRow } = useContentList(descriptor.id, load, type.remove);
  const { summary, columns, date } = descriptor.list;
  const text = (row: T, field: string) => {
    const value = (row as Readonly<Record<string, unknown>>)[field];
    return typeof value === 'string' ? value : '';
  };

  return (
    <ListFrame kind={descriptor.id} count={rows?.length ?? null} onReload={reload}>
      {rows?.map((row) => {
        const viewPath = isLive(row) ? publicPathOf(descriptor, row.slug) : null;
        const day = date ? text(row, date) : '';
        return (
          <Card component="li" key={row.id}>
            <CardContent>
              <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <div>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                      {row.title}
                    </Typography>
                    <PublicationStatus document={row} />
                    <StaleSwedishChip fields={row.staleSwedish} />
                  </Stack>
                  <Typography
                    color="text.secondary"
                    sx={{
                      my: 1,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {text(row, summary)}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                    {columns
                      .map((column) => text(row, column))
                      .filter(Boolean)
                      .map((item) => (
                        <Typography key={item} variant="body2" color="text.secondary">
                          {item}
                        </Typography>
                      ))}
                    {day && (
                      <Typography variant="body2" color="text.secondary">
                        {t('list.publishedOn', { date: formatLongDate(day, language) })}
                      </Typography>
                    )}
                  </Stack>
                </div>
                <RowActions
                  kind={descriptor.id}
                  title={row.title}
                  editPath={`${descriptor.adminPath}/${row.id}/edit`}
                  viewPath={viewPath ?? undefined}
                  onDelete={() => deleteRow(row.id)}
                />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </ListFrame>
  );
}

/** The list of the content type `typeId`. */
export default function ContentListPage({ typeId }: { typeId: ContentTypeId }) {
  return typeId === 'blogs' ? <ContentList type={BLOG_EDITING} /> : <ContentList type={CASE_STUDY_EDITING} />;
}
