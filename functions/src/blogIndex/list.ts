/**
 * `/api/blog`: one page of the public blog list as JSON (domain/src/listApi.ts), answered by the
 * function contentList (functions/src/contentList), for the browser once the apps run: a search
 * typed, a category chosen or a page turned asks for the page it shows, a few KB, instead of
 * reading the whole blog index (all its shards, some 1.9 MB at 1,000 posts) and filtering it
 * itself. The answer is the list page's own: the index read as the server's render reads it (its
 * shards; a post whose unpublish time has come left out, even before publishScheduledContent
 * unpublishes it), then `blogListPage`, the domain's search, category filter and paging. Each
 * page's one address answered as the list page answers it (404 beyond the last page, 302 from a junk
 * page or a category named in the other language), any other moved there (301) or refused (400),
 * and cached, as every list's answer (contentList/answer.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withHyphenatedTitles } from '../../../domain/src/hyphenation';
import { answerListRequest } from '../contentList/answer';
import {
  ALL_CATEGORIES,
  BLOG_INDEX_COLLECTION,
  BLOG_INDEX_DOCUMENTS,
  BLOG_LIST_API_PATH,
  type BlogCardFields,
  blogCardsFromIndex,
  blogListApiQuery,
  blogListPage,
  parseBlogListApiQuery,
} from '../domain';
import type { HttpAnswer } from '../http';

/**
 * The answer to one request, from its method and query and a way to read the live posts' cards
 * (called only for a request that is answered with a page).
 */
export function answerBlogListRequest(
  request: { method: string; query: string },
  loadCards: () => Promise<BlogCardFields[]>,
): Promise<HttpAnswer> {
  return answerListRequest(request, {
    path: BLOG_LIST_API_PATH,
    name: 'blog',
    parse: parseBlogListApiQuery,
    // The cards' titles with their hyphenated copies, as the page's own data has them (display only).
    load: async (asked) => {
      const page = blogListPage(await loadCards(), asked);
      return { ...page, posts: page.posts.map(withHyphenatedTitles) };
    },
    // A category named in the other language, whose posts have one name here: that name's page
    // (302, as the list page's blogCategoryMoved; it follows the content, which clears the CDN).
    moved: (asked, page) =>
      page.category === ALL_CATEGORIES || page.category === asked.category
        ? null
        : blogListApiQuery({ ...asked, category: page.category }),
    failure: 'The blog index could not be read for the blog list',
  });
}

/** The live posts' cards at `now`, newest first, from every shard of the blog index (one read). */
export async function readBlogIndexCards(firestore: Firestore, now: Date = new Date()): Promise<BlogCardFields[]> {
  const collection = firestore.collection(BLOG_INDEX_COLLECTION);
  const shards = await firestore.getAll(...BLOG_INDEX_DOCUMENTS.map((id) => collection.doc(id)));
  return blogCardsFromIndex(
    shards.map((shard) => shard.data()),
    now,
  );
}
