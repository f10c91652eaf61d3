import {
  ALL_CATEGORIES,
  BLOG_SEARCH_MAX_LENGTH,
  type BlogListPage as BlogListResult,
  LANGUAGES,
  type Language,
} from '@app/domain';
import { useLanguage } from '@app/platform';
import { Navigate, useHref, useLocation, useSearchParams } from '@app/platform/router';
import { CardGrid, EmptyState, ENHANCE, LoadingBlock, PageHero, printHidden, VisuallyHidden } from '@app/shared-ui';
import { Search as SearchIcon } from '@app/shared-ui/icons';
import { Box, Button, Container, IconButton, InputAdornment, TextField } from '@app/shared-ui/mui';
import { type FormEvent, type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { BLOG_PARAMS, blogListRequest, blogListSearch } from '../data/blogList';
import type { BlogListQuery } from '../data/useBlogs';
import { useBlogList } from '../data/useBlogs';
import { BlogCard } from '../features/blog/BlogCard';
import { BeyondLastPage, ListPages, listPageHead, listPageLinks } from '../features/ListPages';
import { LongWords } from '../features/LongWords';
import { blogStrings } from '../i18n/strings/blog';
import { pagesStrings } from '../i18n/strings/pages';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import type { PageMetaInput } from '../seo/meta';
import { PageMeta } from '../seo/PageMeta';
import type { SiteT } from '../seo/pageHead';

const SEARCH_PARAM = BLOG_PARAMS.search;
const CATEGORY_PARAM = BLOG_PARAMS.category;
const PAGE_PARAM = BLOG_PARAMS.page;
const URL_SYNC_DELAY_MS = 300;

/**
 * A category's value in the form: "All" is empty, so the boot script leaves it out of the address
 * the browser sends the form to, as it does an empty search (shell/src/enhance/getForms.ts).
 */
const categoryValue = (name: string) => (name === ALL_CATEGORIES ? '' : name);

/**
 * The search text lives in the input (uncontrolled: what a visitor typed before the apps took
 * the page over stays, and is read once they do) and is mirrored into `?q=` (debounced, replacing
 * the history entry), so a search can be shared and the WebSite SearchAction lands pre-filled.
 */
function useSearchText(): [string, (value: string) => void, RefObject<HTMLInputElement | null>] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(SEARCH_PARAM) ?? '';
  const [search, setSearch] = useState(fromUrl);
  const lastWritten = useRef(fromUrl);
  const field = useRef<HTMLInputElement>(null);

  // Typed before the apps ran: the field has it, the results follow it.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== lastWritten.current) setSearch(typed);
  }, []);

  // The address changed from outside (back/forward, a link with ?q=): follow it.
  useEffect(() => {
    if (fromUrl !== lastWritten.current) {
      lastWritten.current = fromUrl;
      setSearch(fromUrl);
      if (field.current) field.current.value = fromUrl;
    }
  }, [fromUrl]);

  useEffect(() => {
    if (search === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = search;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim() === '') next.delete(SEARCH_PARAM);
          else next.set(SEARCH_PARAM, search);
          // A new search starts on its first page.
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setParams]);

  return [search, setSearch, field];
}

const NO_POSTS: BlogListResult = {
  posts: [],
  page: 1,
  pageCount: 1,
  total: 0,
  categories: [],
  englishCategories: [],
  category: ALL_CATEGORIES,
  selectedCategories: [],
  categoryNames: null,
};

/**
 * The list's first page for an address whose `?page=` is junk (`params`), with its search and
 * category: where the page redirects (the server with a 302).
 */
export function blogFirstPage(params: URLSearchParams, search: string): string {
  const query = blogListSearch({ search, category: params.get(CATEGORY_PARAM) || ALL_CATEGORIES, page: 1 });
  return query ? `/blog?${query}` : '/blog';
}

/**
 * Where the list moved when the address names a category by its other language's name and its
 * posts have one name in this language (the language link keeps the query): the same page under
 * that name (the server with a 302: the mapping follows the content). Null to stay.
 */
export function blogCategoryMoved(request: BlogListQuery, list: BlogListResult | null): string | null {
  if (!list || list.category === ALL_CATEGORIES || list.category === request.category) return null;
  const query = blogListSearch({ search: request.search, category: list.category, page: request.page });
  return `/blog?${query}`;
}

/** A page of the list as `request` asks for it, with `list` (null while loading or when it failed). */
export function blogListView(request: BlogListQuery, list: BlogListResult | null, language: Language) {
  // A category no post has in either language: the list shows all.
  const selected = list?.category ?? request.category;
  // The categories whose posts show (buttons pressed): a name can be several here (an English
  // category some of whose posts have a Swedish name). (`??`: a page a CDN cached from a build
  // before the list named them.)
  const pressed = new Set(selected === ALL_CATEGORIES ? [selected] : (list?.selectedCategories ?? [selected]));
  const page = request.page;
  const categoryIn = (lang: Language) =>
    lang === language ? selected : (list?.categoryNames?.[lang] ?? ALL_CATEGORIES);
  const queryFor = (target: number) => blogListSearch({ search: request.search, category: selected, page: target });
  // The canonical address and the hreflang alternates: a list page keeps its category and page;
  // a search's results are not pages of their own (noindex) and name the list without the search,
  // from its first page (the search's page N lists other posts than the list's page N).
  const searching = request.search.trim() !== '';
  const queries = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      blogListSearch({ search: '', category: categoryIn(lang), page: searching ? 1 : page }),
    ]),
  ) as Record<Language, string>;
  // Beyond the last page: the 404 page, with a link to the first.
  return { selected, pressed, searching, queries, queryFor, ...listPageLinks(page, list?.pageCount ?? null, queryFor) };
}

/** The head of a page of the list. */
export function blogListHead(t: SiteT, view: ReturnType<typeof blogListView>): PageMetaInput {
  const head: PageMetaInput = {
    title: t('seo.blog.title'),
    description: t('seo.blog.description'),
    keywords: t('seo.blog.keywords').split(', '),
    path: '/blog',
    queries: view.queries,
    breadcrumbs: [
      { name: t('seo.home'), path: '/' },
      { name: t('seo.blog.breadcrumb'), path: '/blog' },
    ],
  };
  return listPageHead(t, head, view, view.searching);
}

/**
 * The blog: a search field and category buttons that are one GET form (`/blog?q=…&category=…`),
 * so the server renders the results at a shareable address, with or without the apps, and the
 * results in pages of twelve (`?page=2`) with previous and next links that are plain links. The
 * server searches and filters every post (the blog index), and only the shown page's cards reach
 * the page. Once the apps run they filter as the visitor types (mirrored into `?q=`), and a
 * category button sets `?category=` without a page load. A junk `?page=` (0, -1, 'x') redirects
 * to the first page; a page beyond the last answers 404 with a link to the first.
 */
export default function BlogListPage() {
  const { t } = useSiteStrings(blogStrings, pagesStrings, seoStrings);
  const language = useLanguage((state) => state.language);
  const [search, setSearch, searchField] = useSearchText();
  const [params, setParams] = useSearchParams();
  // This page's own address, in its language (the router's basename included).
  const action = useHref(useLocation().pathname);
  const fromUrl = blogListRequest(params, language);
  // While the typed search is not in the address yet, its results start at their first page.
  const typing = search !== (params.get(SEARCH_PARAM) ?? '');
  const request = fromUrl ? { ...fromUrl, search, page: typing ? 1 : fromUrl.page } : null;
  const result = useBlogList(request ?? { search: '', category: ALL_CATEGORIES, language, page: 1 });
  const loading = result.loading;
  // A failed load shows as an empty list (it is logged).
  const list = result.list ?? (loading ? null : { ...NO_POSTS, page: request?.page ?? 1 });
  const searchId = useId();
  const filterLabelId = useId();

  if (!request) return <Navigate to={blogFirstPage(params, search)} replace />;
  // Only the list asked for says where it moved (the one shown while it loads names its own category).
  const moved = result.previous ? null : blogCategoryMoved(request, list);
  if (moved) return <Navigate to={moved} replace />;

  const categories = [ALL_CATEGORIES, ...(list?.categories ?? [])];
  // English names shown for want of a Swedish one: read as English. (`?? []`: a page a CDN cached
  // from a build before the list named them hydrates without the marks, as it was served.)
  const englishCategories = new Set<string>(list?.englishCategories ?? []);
  const view = blogListView(request, list, language);
  const { selected, pressed, page, beyond, queryFor } = view;

  const chooseCategory = (event: MouseEvent<HTMLButtonElement>, name: string) => {
    event.preventDefault();
    setParams(
      (current) => {
        // No empty parameter (the `q=` of a search sent empty before the apps ran).
        const next = new URLSearchParams([...current].filter(([, value]) => value !== ''));
        if (name === ALL_CATEGORIES) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, name);
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  // With the apps running the results already follow the field: nothing to send.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const pageLink = (query: string) => `/blog${query ? `?${query}` : ''}`;

  return (
    <>
      <PageMeta {...blogListHead(t, view)} />
      <PageHero title={<LongWords>{t('blog.hero.title')}</LongWords>} subtitle={t('blog.hero.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          component="form"
          role="search"
          method="get"
          action={action}
          onSubmit={onSubmit}
          {...{ [ENHANCE.startsApps]: '' }}
          {...printHidden}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mb: { xs: 4, md: 5 } }}
        >
          <TextField
            id={searchId}
            name={SEARCH_PARAM}
            type="search"
            label={t('blog.search.label')}
            placeholder={t('blog.search.placeholder')}
            defaultValue={search}
            inputRef={searchField}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              // No longer than a post's title or excerpt (a longer one could match no post): the
              // browser stops typing and cuts a paste there.
              htmlInput: { maxLength: BLOG_SEARCH_MAX_LENGTH },
              input: {
                // The form's first submit button, so Enter in the field sends it with the
                // category shown (an implicit submission uses the first one).
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      type="submit"
                      name={CATEGORY_PARAM}
                      value={categoryValue(selected)}
                      aria-label={t('blog.search.submit')}
                      edge="end"
                    >
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
            sx={{ maxWidth: 560 }}
          />
          {categories.length > 1 ? (
            <Box>
              <VisuallyHidden id={filterLabelId}>{t('blog.categories.label')}</VisuallyHidden>
              <Box role="group" aria-labelledby={filterLabelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {categories.map((name) => {
                  const on = pressed.has(name);
                  return (
                    <Button
                      key={name}
                      type="submit"
                      name={CATEGORY_PARAM}
                      value={categoryValue(name)}
                      variant={on ? 'contained' : 'outlined'}
                      aria-pressed={on}
                      lang={englishCategories.has(name) ? 'en' : undefined}
                      onClick={(event) => chooseCategory(event, name)}
                      sx={{ borderRadius: 999 }}
                    >
                      {name === ALL_CATEGORIES ? t('blog.categories.all') : name}
                    </Button>
                  );
                })}
              </Box>
            </Box>
          ) : null}
        </Box>

        <VisuallyHidden as="h2">{t('blog.list.heading')}</VisuallyHidden>
        {loading || !list ? (
          <LoadingBlock label={t('blog.list.loading')} />
        ) : (
          <>
            <VisuallyHidden role="status">{t('blog.list.count', { count: list.total })}</VisuallyHidden>
            {beyond ? (
              <BeyondLastPage
                message={t('blog.pages.beyond', { page })}
                icon={<SearchIcon />}
                first={pageLink(queryFor(1))}
              />
            ) : list.posts.length === 0 ? (
              <EmptyState message={t('blog.list.empty')} icon={<SearchIcon />} />
            ) : (
              <CardGrid columns={3} as="ul">
                {list.posts.map((blog) => (
                  // A plain item: MUI's Box without styles made an (empty) Emotion class for each.
                  <li key={blog.id}>
                    <BlogCard blog={blog} language={language} />
                  </li>
                ))}
              </CardGrid>
            )}
            <ListPages links={view} label={t('blog.pages.label')} href={pageLink} />
          </>
        )}
      </Container>
    </>
  );
}
