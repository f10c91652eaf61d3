import type { ContentTypeId } from '@app/domain';
import { formatLongDate, isLive, isWriterEditable, publicPathOf } from '@app/domain';
import { useLanguage } from '@app/platform';
import { Alert, Card, CardContent, Pagination, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { useId, useMemo, useState } from 'react';
import type { ContentRow } from '../data/collection';
import { useRole } from '../features/auth/session';
import { type AdminContentType, BLOG_EDITING, CASE_STUDY_EDITING } from '../features/content/contentTypes';
import { ListFrame } from '../features/content/ListFrame';
import { PublicationStatus } from '../features/content/PublicationStatus';
import { RowActions } from '../features/content/RowActions';
import { StaleSwedishChip } from '../features/content/staleSwedish';
import { useContentList } from '../features/content/useContentList';
import { useAdminText } from '../i18n/keys';

/** Rows a page of the list shows: the list stays quick with a thousand documents. */
export const ADMIN_PAGE_SIZE = 25;

/** The rows whose title, slug or listed text contains the search (case-insensitive). */
export function matchRows<T extends ContentRow>(rows: readonly T[], search: string, fields: readonly string[]): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    ['title', 'slug', ...fields].some((field) => {
      const value = row[field];
      return typeof value === 'string' && value.toLocaleLowerCase().includes(needle);
    }),
  );
}

/**
 * Manage Blogs (/admin/blog), Manage Case Studies (/admin/case-studies): every document of the
 * type, drafts included, newest first, each with the summary, facts and date its descriptor's
 * `list` names, its publication state, whether its Swedish is out of date, and its actions; a
 * search over the title, slug and listed text, and pages of {@link ADMIN_PAGE_SIZE}.
 */
function ContentList<T extends { id: string }, D>({ type }: { type: AdminContentType<T, D> }) {
  const t = useAdminText();
  const language = useLanguage((state) => state.language);
  const { descriptor } = type;
  const role = useRole();
  const { rows, reload, deleteRow } = useContentList(descriptor.id, type.list, type.remove);
  const { summary, columns, date } = descriptor.list;
  const text = (row: ContentRow, field: string) => {
    const value = row[field];
    return typeof value === 'string' ? value : '';
  };
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  const matching = useMemo(
    () => (rows ? matchRows(rows, search, [summary, ...columns]) : null),
    [rows, search, summary, columns],
  );
  const pageCount = Math.max(1, Math.ceil((matching?.length ?? 0) / ADMIN_PAGE_SIZE));
  // A delete or a narrower search can leave fewer pages than the one shown.
  const shownPage = Math.min(page, pageCount);
  const shown = matching?.slice((shownPage - 1) * ADMIN_PAGE_SIZE, shownPage * ADMIN_PAGE_SIZE);
  const filtering = search.trim() !== '';

  const writerNotice = role === 'writer' ? <Alert severity="info">{t('roles.writerNotice')}</Alert> : null;
  const toolbar =
    rows && rows.length > 0 ? (
      <Stack sx={{ gap: 1, mb: 2 }}>
        {writerNotice}
        <TextField
          id={searchId}
          type="search"
          label={t('list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ maxWidth: 480 }}
        />
        {filtering ? (
          <Typography role="status" variant="body2" color="textSecondary">
            {matching?.length ? t('list.matching', { count: matching.length, total: rows.length }) : t('list.noMatch')}
          </Typography>
        ) : null}
      </Stack>
    ) : (
      writerNotice
    );
  const footer =
    pageCount > 1 ? (
      <Pagination
        aria-label={t('list.pages')}
        count={pageCount}
        page={shownPage}
        onChange={(_event, value) => setPage(value)}
        sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      />
    ) : null;

  return (
    <ListFrame type={descriptor} count={rows?.length ?? null} onReload={reload} toolbar={toolbar} footer={footer}>
      {shown?.map((row) => {
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
                    color="textSecondary"
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
                        <Typography key={item} variant="body2" color="textSecondary">
                          {item}
                        </Typography>
                      ))}
                    {day && (
                      <Typography variant="body2" color="textSecondary">
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
                  deleteRefusal={role === 'admin' || isWriterEditable(row) ? undefined : t('roles.deleteAdminOnly')}
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
