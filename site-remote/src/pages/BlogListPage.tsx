import { ALL_CATEGORIES, blogCategories, filterBlogs } from '@app/domain';
import { useLanguage } from '@app/platform';
import { useSearchParams } from '@app/platform/router';
import { CardGrid, EmptyState, LoadingBlock, PageHero, VisuallyHidden } from '@app/shared-ui';
import { Search as SearchIcon } from '@app/shared-ui/icons';
import { Box, Button, Container, InputAdornment, TextField } from '@app/shared-ui/mui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBlogs } from '../data/useBlogs';
import { BlogCard } from '../features/blog/BlogCard';
import { LongWords } from '../features/LongWords';
import { blogStrings } from '../i18n/strings/blog';
import { seoStrings } from '../i18n/strings/seo';
import { useSiteStrings } from '../i18n/useSiteStrings';
import { PageMeta } from '../seo/PageMeta';

const SEARCH_PARAM = 'q';
const URL_SYNC_DELAY_MS = 300;

/**
 * The search text lives in the input and is mirrored into `?q=` (debounced, replacing the
 * history entry), so a search can be shared and the WebSite SearchAction lands pre-filled.
 */
function useSearchText(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(SEARCH_PARAM) ?? '';
  const [search, setSearch] = useState(fromUrl);
  const lastWritten = useRef(fromUrl);

  // The address changed from outside (back/forward, a link with ?q=): follow it.
  useEffect(() => {
    if (fromUrl !== lastWritten.current) {
      lastWritten.current = fromUrl;
      setSearch(fromUrl);
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
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setParams]);

  return [search, setSearch];
}

export default function BlogListPage() {
  const { t } = useSiteStrings(blogStrings, seoStrings);
  const language = useLanguage((state) => state.language);
  const { loading, blogs } = useBlogs();
  const [search, setSearch] = useSearchText();
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const searchId = useId();
  const filterLabelId = useId();

  const categories = useMemo(() => [ALL_CATEGORIES, ...blogCategories(blogs, language)], [blogs, language]);
  // A category chosen in the other language may not exist in this one: fall back to All.
  const selected = category === ALL_CATEGORIES || categories.includes(category) ? category : ALL_CATEGORIES;
  const posts = useMemo(
    () => filterBlogs(blogs, { search, category: selected, language }),
    [blogs, search, selected, language],
  );

  return (
    <>
      <PageMeta
        title={t('seo.blog.title')}
        description={t('seo.blog.description')}
        keywords={t('seo.blog.keywords').split(', ')}
        path="/blog"
        breadcrumbs={[
          { name: t('seo.home'), path: '/' },
          { name: t('seo.blog.breadcrumb'), path: '/blog' },
        ]}
      />
      <PageHero title={<LongWords>{t('blog.hero.title')}</LongWords>} subtitle={t('blog.hero.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box role="search" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mb: { xs: 4, md: 5 } }}>
          <TextField
            id={searchId}
            type="search"
            label={t('blog.search.label')}
            placeholder={t('blog.search.placeholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
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
                  const pressed = name === selected;
                  return (
                    <Button
                      key={name}
                      variant={pressed ? 'contained' : 'outlined'}
                      aria-pressed={pressed}
                      onClick={() => setCategory(name)}
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
        {loading ? (
          <LoadingBlock label={t('blog.list.loading')} />
        ) : (
          <>
            <VisuallyHidden role="status">{t('blog.list.count', { count: posts.length })}</VisuallyHidden>
            {posts.length === 0 ? (
              <EmptyState message={t('blog.list.empty')} icon={<SearchIcon />} />
            ) : (
              <CardGrid columns={3} as="ul">
                {posts.map((blog) => (
                  <Box component="li" key={blog.id}>
                    <BlogCard blog={blog} language={language} />
                  </Box>
                ))}
              </CardGrid>
            )}
          </>
        )}
      </Container>
    </>
  );
}
