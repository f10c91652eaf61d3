import type { BlogListPage, ListPage, PreviewContent, PublicBlog, PublicCaseStudy } from '@app/domain';
import type { QueryClient } from '@tanstack/react-query';

type Hyphenation = typeof import('@app/domain/hyphenation');

/**
 * The hyphenation module, evaluated at the first page that shows a stored title: its patterns (both
 * languages: each item has an English and a Swedish title) cost a cold instance 25–35 ms of CPU on the
 * development machine (docs/performance.md), which one whose first page is the home page or another
 * fixed page need not spend. The server container is one file, so this loads nothing over the network.
 */
let hyphenation: Promise<Hyphenation> | undefined;
const loadHyphenation = (): Promise<Hyphenation> => {
  hyphenation ??= import('@app/domain/hyphenation');
  return hyphenation;
};

/** The queries whose items have titles: a post, a page of the blog list, a page of case studies. */
function titledQuery(collection: unknown, kind: unknown): 'post' | 'posts' | 'caseStudies' | null {
  if (collection === 'blogs' && kind === 'slug') return 'post';
  if (collection === 'blogs' && kind === 'list') return 'posts';
  if (collection === 'case_studies' && kind === 'published') return 'caseStudies';
  return null;
}

/**
 * The posts and case studies the page's loader put into the request's cache, with their titles'
 * hyphenated copies (`withHyphenatedTitles`): the render's headings show them, and the page's data
 * hands the same to the browser, so the apps take the page over with the very text on screen. Here,
 * on the server only: the hyphenation patterns never reach a browser. The API answers its lists'
 * pages and a post (`/api/blog/<slug>`, for a post opened inside the apps) with them too
 * (functions/src/contentList).
 */
export async function hyphenateCachedTitles(client: QueryClient): Promise<void> {
  const cache = client.getQueryCache();
  const titled = cache.getAll().filter((query) => {
    const [collection, kind] = query.queryKey;
    const data = query.state.data;
    return data !== undefined && data !== null && query.state.status === 'success' && titledQuery(collection, kind);
  });
  if (titled.length === 0) return;
  const { withHyphenatedTitles } = await loadHyphenation();
  for (const query of titled) {
    const [collection, kind] = query.queryKey;
    const data = query.state.data;
    const titles = titledQuery(collection, kind);
    if (titles === 'post') {
      client.setQueryData(query.queryKey, withHyphenatedTitles(data as PublicBlog));
    } else if (titles === 'posts') {
      const page = data as BlogListPage;
      client.setQueryData(query.queryKey, { ...page, posts: page.posts.map(withHyphenatedTitles) });
    } else if (titles === 'caseStudies') {
      const page = data as ListPage<PublicCaseStudy>;
      client.setQueryData(query.queryKey, { ...page, items: page.items.map(withHyphenatedTitles) });
    }
  }
}

/**
 * A preview link's item (which only the server reads: visitors may not read drafts) with its
 * titles' hyphenated copies, as the item's public page shows it.
 */
export async function hyphenatedPreview(content: PreviewContent): Promise<PreviewContent> {
  const { withHyphenatedTitles } = await loadHyphenation();
  return content.collection === 'blogs'
    ? { collection: 'blogs', item: withHyphenatedTitles(content.item) }
    : { collection: 'case_studies', item: withHyphenatedTitles(content.item) };
}
