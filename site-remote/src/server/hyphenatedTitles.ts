import type { BlogListPage, ListPage, PreviewContent, PublicBlog, PublicCaseStudy } from '@app/domain';
import { withHyphenatedTitles } from '@app/domain/hyphenation';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The posts and case studies the page's loader put into the request's cache, with their titles'
 * hyphenated copies (`withHyphenatedTitles`): the render's headings show them, and the page's data
 * hands the same to the browser, so the apps take the page over with the very text on screen. Here,
 * on the server only: the hyphenation patterns never reach a browser. The API answers its lists'
 * pages and a post (`/api/blog/<slug>`, for a post opened inside the apps) with them too
 * (functions/src/contentList).
 */
export function hyphenateCachedTitles(client: QueryClient): void {
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) {
    const [collection, kind] = query.queryKey;
    const data = query.state.data;
    if (data === undefined || data === null || query.state.status !== 'success') continue;
    if (collection === 'blogs' && kind === 'slug') {
      client.setQueryData(query.queryKey, withHyphenatedTitles(data as PublicBlog));
    } else if (collection === 'blogs' && kind === 'list') {
      const page = data as BlogListPage;
      client.setQueryData(query.queryKey, { ...page, posts: page.posts.map(withHyphenatedTitles) });
    } else if (collection === 'case_studies' && kind === 'published') {
      const page = data as ListPage<PublicCaseStudy>;
      client.setQueryData(query.queryKey, { ...page, items: page.items.map(withHyphenatedTitles) });
    }
  }
}

/**
 * A preview link's item (which only the server reads: visitors may not read drafts) with its
 * titles' hyphenated copies, as the item's public page shows it.
 */
export function hyphenatedPreview(content: PreviewContent): PreviewContent {
  return content.collection === 'blogs'
    ? { collection: 'blogs', item: withHyphenatedTitles(content.item) }
    : { collection: 'case_studies', item: withHyphenatedTitles(content.item) };
}
