import type { ContentTypeId } from '@app/domain';
import { formatLongDate, isLive, isWriterEditable, publicPathOf } from '@app/domain';
import { useLanguage } from '@app/platform';
import { useLocation, useNavigate, useSearchParams } from '@app/platform/router';
import { Alert, Box, Card, CardContent, Chip, Pagination, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { Checkbox, FormControlLabel } from '@app/shared-ui/mui-admin';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ContentRow } from '../data/collection';
import { useRole } from '../features/auth/session';
import { type AdminContentType, BLOG_EDITING, CASE_STUDY_EDITING } from '../features/content/contentTypes';
import { ListFrame } from '../features/content/ListFrame';
import { LIST_PARAMS, type ListAddressState, savedItemOf } from '../features/content/listAddress';
import { PublicationStatus } from '../features/content/PublicationStatus';
import { ReviewAskText } from '../features/content/ReviewAskText';
import { RowActions } from '../features/content/RowActions';
import { StaleSwedishChip } from '../features/content/staleSwedish';
import { useContentList } from '../features/content/useContentList';
import { useReviewAsks } from '../features/content/useReviewAsks';
import type { DraftItem, SavedItem } from '../features/editor/useContentEditor';
import { useAdminText } from '../i18n/keys';

/** Rows a page of the list shows: the list stays quick with a thousand documents. */
const ADMIN_PAGE_SIZE = 25;

/** The rows whose title, slug or listed text contains the search (case-insensitive). */
function matchRows<T extends ContentRow>(rows: readonly T[], search: string, fields: readonly string[]): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    ['title', 'slug', ...fields].some((field) => {
      const value = row[field];
      return typeof value === 'string' && value.toLocaleLowerCase().includes(needle);
    }),
  );
}

const { search: SEARCH_PARAM, page: PAGE_PARAM, review: REVIEW_PARAM } = LIST_PARAMS;

/** The rows a writer asked an admin to review (drafts marked "Ready for review"). */
function readyRows<T extends ContentRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.ready_for_review === true);
}

/** `?page=` as a page number: anything but a whole number from 1 up is the first page. */
function pageParam(value: string | null): number {
  const page = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A search as the address holds it: blank is none. */
const searchInAddress = (search: string) => (search.trim() === '' ? '' : search);

/**
 * Where the list stands, kept in its address so that leaving for the editor (and Back, Save or
 * Cancel there) comes back to the same search and page: the search box follows what is typed at
 * once and replaces the address's entry (no history entry per key stroke); a page change pushes
 * one, so Back goes to the page before. A change of the address from outside (Back, Forward, the
 * section's tab) sets the box to it.
 */
function useListPlace() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(SEARCH_PARAM) ?? '';
  const [search, setSearch] = useState(fromUrl);
  // The router applies an address change in a transition, after the key stroke: the box cannot
  // wait for it (a controlled field set later loses the caret and fast typing), so it has its own state.
  const lastWritten = useRef(fromUrl);
  useEffect(() => {
    if (fromUrl === lastWritten.current) return;
    lastWritten.current = fromUrl;
    setSearch(fromUrl);
  }, [fromUrl]);

  const typeSearch = (value: string) => {
    setSearch(value);
    lastWritten.current = searchInAddress(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (searchInAddress(value) === '') next.delete(SEARCH_PARAM);
        else next.set(SEARCH_PARAM, value);
        // A new search starts at its first page.
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  const goToPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page <= 1) next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, String(page));
      return next;
    });
  // The box follows a click at once, as the search box a key stroke (the address follows in a
  // transition), and an address changed from outside (Back, Forward) sets it.
  const reviewInUrl = params.get(REVIEW_PARAM) === '1';
  const [reviewOnly, setReviewOnly] = useState(reviewInUrl);
  useEffect(() => setReviewOnly(reviewInUrl), [reviewInUrl]);
  /** The filter of drafts ready for review, on or off: a history entry, starting at the first page. */
  const filterReview = (on: boolean) => {
    setReviewOnly(on);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set(REVIEW_PARAM, '1');
      else next.delete(REVIEW_PARAM);
      next.delete(PAGE_PARAM);
      return next;
    });
  };
  // While the typed search is not in the address yet, its results start at their first page.
  const page = searchInAddress(search) === searchInAddress(fromUrl) ? pageParam(params.get(PAGE_PARAM)) : 1;
  return { search, page, typeSearch, goToPage, reviewOnly, filterReview };
}

/**
 * Manage Blogs (/admin/blog), Manage Case Studies (/admin/case-studies): every document of the
 * type, drafts included, newest first, each with the summary, facts and date its descriptor's
 * `list` names, its publication state, whether it is a draft ready for review, whether its Swedish
 * is out of date, and its actions; a search over the title, slug and listed text, a filter of the
 * drafts ready for review, and pages of {@link ADMIN_PAGE_SIZE}, all kept in the address
 * (`?q=…&review=1&page=…`). Edit and New carry that address to the editor (location state
 * `listAddress`), whose Save, Cancel and back link return to it.
 */
function ContentList<T extends SavedItem, D extends DraftItem>({ type }: { type: AdminContentType<T, D> }) {
  const t = useAdminText();
  const language = useLanguage((state) => state.language);
  const { descriptor } = type;
  const role = useRole();
  const { rows, reading, readAt, reload, deleteRow } = useContentList(descriptor.id, type.list, type.remove);
  const { summary, columns, date } = descriptor.list;
  // The list shows each item's own fields, which are English (Swedish is each field's `_sv`
  // variant): marked so in the Swedish console, where a screen reader would read them with a
  // Swedish voice.
  const contentLang = language === 'en' ? undefined : 'en';
  const text = (row: ContentRow, field: string) => {
    const value = row[field];
    return typeof value === 'string' ? value : '';
  };
  const { search, page, typeSearch, goToPage, reviewOnly, filterReview } = useListPlace();
  const location = useLocation();
  const { pathname, search: query } = location;
  const navigate = useNavigate();
  /** Handed to the editor, which returns here (ContentEditorPage's `returnAddress`). */
  const editorState: ListAddressState = { listAddress: `${pathname}${query}` };
  const searchId = useId();
  const matching = useMemo(
    () => (rows ? matchRows(reviewOnly ? readyRows(rows) : rows, search, [summary, ...columns]) : null),
    [rows, search, summary, columns, reviewOnly],
  );
  const pageCount = Math.max(1, Math.ceil((matching?.length ?? 0) / ADMIN_PAGE_SIZE));
  // A delete or a narrower search can leave fewer pages than the one shown.
  const shownPage = Math.min(page, pageCount);
  const shown = matching?.slice((shownPage - 1) * ADMIN_PAGE_SIZE, shownPage * ADMIN_PAGE_SIZE);
  // Who asked for the page's marked drafts to be reviewed: one read of the audit log for the page
  // (admins only), none per row, whatever the list's length.
  const asks = useReviewAsks(
    descriptor.collection,
    (shown ?? []).filter((row) => row.ready_for_review === true).map((row) => row.id),
    readAt,
  );
  const searching = search.trim() !== '';
  const filtering = searching || reviewOnly;
  /**
   * Where the focus goes once the page shows it, as the browser would otherwise drop it to the page:
   * after a delete, the row's place in the page shown (its buttons went with it), for the Edit link
   * of the row now in its place, or of the one before when it was the last, or New when the page has
   * none left; after a save in the editor (location state `savedId`), the saved item's Edit link,
   * once the list read again shows it (left alone when the page or the search shown leaves it out).
   */
  const [focusRequest, setFocusRequest] = useState<{ deletedAt: number } | { savedId: string } | null>(() => {
    const savedId = savedItemOf(location.state);
    return savedId ? { savedId } : null;
  });
  useEffect(() => {
    if (focusRequest === null || !shown) return;
    let id: string | null;
    if ('deletedAt' in focusRequest) {
      id = shown[Math.min(focusRequest.deletedAt, shown.length - 1)]?.id ?? null;
    } else {
      const saved = shown.some((row) => row.id === focusRequest.savedId);
      // Rows read before the save may lack a new item: wait for the list read again.
      if (!saved && reading) return;
      if (!saved) {
        setFocusRequest(null);
        return;
      }
      id = focusRequest.savedId;
    }
    setFocusRequest(null);
    const target = id ? `${descriptor.adminPath}/${encodeURIComponent(id)}/edit` : `${descriptor.adminPath}/new`;
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .find((link) => link.getAttribute('href')?.endsWith(target))
      ?.focus();
  }, [focusRequest, shown, reading, descriptor.adminPath]);
  // Said once: Back or a reload to this entry later is not a save just made.
  const { state: locationState } = location;
  useEffect(() => {
    if (savedItemOf(locationState)) navigate({ pathname, search: query }, { replace: true, state: null });
  }, [locationState, navigate, pathname, query]);
  async function deleteAt(id: string, index: number) {
    if (await deleteRow(id)) setFocusRequest({ deletedAt: index });
  }

  const writerNotice = role === 'writer' ? <Alert severity="info">{t('roles.writerNotice')}</Alert> : null;
  const toolbar =
    rows && rows.length > 0 ? (
      <Stack sx={{ gap: 1, mb: 2 }}>
        {writerNotice}
        <Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}>
            <TextField
              id={searchId}
              type="search"
              label={t('list.search')}
              value={search}
              onChange={(event) => typeSearch(event.target.value)}
              size="small"
              fullWidth
              sx={{ maxWidth: 480 }}
            />
            {/* The drafts writers asked an admin to review (their rows' "Ready for review"). */}
            <FormControlLabel
              sx={{ flexShrink: 0 }}
              control={<Checkbox checked={reviewOnly} onChange={(event) => filterReview(event.target.checked)} />}
              label={t('list.readyForReview')}
            />
          </Stack>
          {/* On the page, empty, before any search: a live region added with its text is often not
              read, and the first search's count went unheard. */}
          <Typography role="status" variant="body2" color="textSecondary" sx={{ '&:not(:empty)': { mt: 1 } }}>
            {filtering
              ? matching?.length
                ? t(reviewOnly ? 'list.readyMatching' : 'list.matching', { count: matching.length, total: rows.length })
                : t(searching ? 'list.noMatch' : 'list.noneReady')
              : null}
          </Typography>
        </Box>
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
        onChange={(_event, value) => {
          // The page shown again adds no history entry.
          if (value !== shownPage) goToPage(value);
        }}
        sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      />
    ) : null;

  return (
    <ListFrame
      type={descriptor}
      count={rows?.length ?? null}
      onReload={reload}
      toolbar={toolbar}
      footer={footer}
      linkState={editorState}
    >
      {shown?.map((row, index) => {
        const viewPath = isLive(row) ? publicPathOf(descriptor, row.slug) : null;
        const day = date ? text(row, date) : '';
        const ask = row.ready_for_review ? asks.get(row.id) : undefined;
        return (
          <Card component="li" key={row.id}>
            <CardContent>
              {/* On a phone the buttons go under the text: beside it they left a title 120 px, and
                  "Translations" broke in two. */}
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{
                  gap: { xs: 1, sm: 2 },
                  justifyContent: 'space-between',
                  alignItems: { xs: 'flex-end', sm: 'flex-start' },
                }}
              >
                {/* A flex item shrinks below its longest word only with min-width 0: a title with no
                    spaces wraps inside the card instead of pushing the row's buttons out of it. */}
                <Box sx={{ minWidth: 0, alignSelf: 'stretch' }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="h2" lang={contentLang} sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
                      {row.title}
                    </Typography>
                    <PublicationStatus document={row} />
                    {row.ready_for_review && (
                      <Chip size="small" color="primary" label={t('list.readyForReview')} sx={{ fontWeight: 700 }} />
                    )}
                    <StaleSwedishChip fields={row.staleSwedish} />
                  </Stack>
                  {ask && (
                    <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      <ReviewAskText ask={ask} />
                    </Typography>
                  )}
                  <Typography
                    color="textSecondary"
                    lang={contentLang}
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
                        // One long word (a Swedish compound category, client or industry) wraps
                        // inside the card instead of running out of it, where the card cut it off.
                        <Typography
                          key={item}
                          lang={contentLang}
                          variant="body2"
                          color="textSecondary"
                          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                        >
                          {item}
                        </Typography>
                      ))}
                    {day && (
                      <Typography variant="body2" color="textSecondary">
                        {/* The item's own date: a publication only once visitors can see it. */}
                        {t(viewPath ? 'list.publishedOn' : 'list.datedOn', { date: formatLongDate(day, language) })}
                      </Typography>
                    )}
                  </Stack>
                </Box>
                <RowActions
                  kind={descriptor.id}
                  title={row.title}
                  editPath={`${descriptor.adminPath}/${row.id}/edit`}
                  editState={editorState}
                  viewPath={viewPath ?? undefined}
                  onDelete={() => deleteAt(row.id, index)}
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
