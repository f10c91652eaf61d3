/**
 * The public lists' pages as JSON, what the browser asks the server for once the apps run instead of
 * reading an index from Firestore: the blog list's ({@link BLOG_LIST_API_PATH}) and the case
 * studies' ({@link CASE_STUDY_LIST_API_PATH}). One function answers both (functions/src/contentList:
 * `contentList`, which Hosting rewrites every address under `/api` to); both take `lang` and
 * `page`, read as the list page reads its address, and each request has one address, the one
 * its function here (`…ApiQuery`) writes, which the browser asks and Hosting's CDN keeps one copy
 * of. Any other address of a request is moved to that one ({@link ParsedListApiQuery}).
 *
 * The blog list's page: the server reads the blog index (functions/src/blogIndex/list.ts). The same request the list page renders from (its language,
 * search, category and page), the same answer ({@link blogListPage}: the page's cards, its counts
 * and the category filter), so a page the browser renders from it is the page the server renders.
 *
 *   /api/blog?lang=sv&q=ai&category=AI-strategi&page=2
 *
 * `lang` always, then `q` (trimmed; absent when empty), `category` (absent for all) and `page`
 * (absent for the first), in that order ({@link blogListApiQuery}).
 */
import { ALL_CATEGORIES, BLOG_LIMITS, blogFromFirestore } from './blog';
import type { BlogListRequest } from './blogIndex';
import { caseStudyFromFirestore } from './caseStudy';
import { isLanguage, type Language } from './language';
import { type ListPage, PAGE_PARAM, parseListPage } from './paging';
import { type PublicBlog, type PublicCaseStudy, publicBlog, publicCaseStudy } from './publicContent';
import { isValidSlug } from './slug';
import { type HyphenatedTitles, hyphenatedTitlesOf } from './textFields';

/** Where the blog list's pages are answered as JSON (no extension: Hosting's rules for files do not apply). */
export const BLOG_LIST_API_PATH = '/api/blog';

/** Every list's parameter for its language. */
const LANGUAGE_PARAM = 'lang';

/** Its query's parameters. */
export const BLOG_LIST_API_PARAMS = {
  language: LANGUAGE_PARAM,
  search: 'q',
  category: 'category',
  page: PAGE_PARAM,
} as const;

/**
 * The longest search that can find a post: a search finds a post by a substring of its title or
 * excerpt, so a longer one than the longest of them finds nothing (the list's search field stops
 * there; a longer one in an address is answered, with no post, as the list page answers it).
 */
export const BLOG_SEARCH_MAX_LENGTH = Math.max(BLOG_LIMITS.title, BLOG_LIMITS.excerpt);

/** The request without a page size (the list's own: BLOG_PAGE_SIZE). */
export type BlogListApiRequest = Required<Omit<BlogListRequest, 'pageSize'>>;

/**
 * Whether a query as it reached the function is `canonical`: that very spelling, or with `~` for
 * `%7E`, as a front end that normalizes addresses (RFC 3986, section 6.2.2: escapes of unreserved
 * characters decoded) would pass it on; redirecting that spelling back to `%7E` would loop.
 */
function isSpelledAs(query: string, canonical: string): boolean {
  return query === canonical || query === canonical.replaceAll('%7E', '~');
}

/**
 * The query string of a request's address (without `?`): its one address, spelled as a form
 * encodes it (URLSearchParams: `+` for a space, every character but letters, digits and `*-._`
 * escaped, upper-case hex), the spelling a front end that reads the query and writes it again
 * gives it (the Hosting emulator's proxy does: `%20` arrives as `+`), so a redirect to it cannot
 * loop there.
 */
export function blogListApiQuery(request: BlogListApiRequest): string {
  const params = new URLSearchParams({ [BLOG_LIST_API_PARAMS.language]: request.language });
  const search = request.search.trim();
  if (search !== '') params.set(BLOG_LIST_API_PARAMS.search, search);
  if (request.category !== ALL_CATEGORIES) params.set(BLOG_LIST_API_PARAMS.category, request.category);
  if (request.page > 1) params.set(BLOG_LIST_API_PARAMS.page, String(request.page));
  return params.toString();
}

/**
 * What a list's address asks for, read as the list page reads its own address (site-remote's
 * `blogListRequest`, `caseStudiesPageAsked`: no `lang`, or an empty one, is English, as `/blog` is;
 * `/api/blog?lang=sv&page=2` is `/sv/blog?page=2`'s page), and whether it is that request's one
 * address: Hosting's CDN keys its copies by the whole address, so every other spelling of a
 * request would be another copy, and another call of the function and read of Firestore (`?x=1`,
 * `?x=2`, …). So:
 * - `request`: the address is the one {@link blogListApiQuery} / {@link caseStudyListApiQuery}
 *   writes for the request (the only one the site asks): the page (200; 404 when it is beyond the
 *   last, decided once the list is read);
 * - `canonical`: another address of a request, whose one address this is (301, nothing read): a
 *   parameter the list does not take (`utm_source`, `x`; the blog's `q` on the case studies),
 *   dropped; a parameter of the list given again with the same value; another order; a default
 *   written out (`page=1`, `q=`, `category=`, `category=all`, `lang=` or no `lang`); a search with
 *   spaces around it; another spelling of the same text (`%20` for `+`, `%61` for `a`, lower-case
 *   hex, `&&`; but `~` for `%7E`, which a normalizing front end writes, see isSpelledAs);
 * - `firstPage`: a junk `page` (0, -1, 1.5, 'x', empty, seven digits or more), which the page
 *   redirects (302) to the list's first page; the query of that page's address;
 * - `repeated`: a parameter of the list given twice with different values (`page=2&page=3`): no
 *   request is meant more than another (the page reads the first; a client reading the last, or
 *   all, would mean another), so none is answered (400), naming the parameter;
 * - `unknownLanguage`: a `lang` that is no language of the site, as `/de/blog` is no page (404).
 * Which comes first: `repeated`, `unknownLanguage`, `firstPage`, then `canonical`.
 */
export type ParsedListApiQuery<R> =
  | { request: R }
  | { canonical: string }
  | { firstPage: string }
  | { repeated: string }
  | { unknownLanguage: string };

/** The first of a list's parameters `names` that `params` gives twice with different values. */
function repeatedParam(params: URLSearchParams, names: readonly string[]): string | undefined {
  return names.find((name) => new Set(params.getAll(name)).size > 1);
}

/** The request when `query` is its one address (`write`'s), else that address. */
function atItsAddress<R>(query: string, request: R, write: (request: R) => string): ParsedListApiQuery<R> {
  const canonical = write(request);
  return isSpelledAs(query, canonical) ? { request } : { canonical };
}

/** The language a list's query asks for (English when none), or the name it gives that is none. */
export function listApiLanguage(params: URLSearchParams): Language | { unknown: string } {
  const language = params.get(LANGUAGE_PARAM) || 'en';
  return isLanguage(language) ? language : { unknown: language };
}

/**
 * The request a query (the address's, as sent, without `?`) asks for, or where it leads (see
 * {@link ParsedListApiQuery}): the language, the search (any text: a search longer than any title
 * or excerpt finds nothing, as on the page), the category (a name no post has lists every post, as
 * the page does, and the answer's `category` says so, ALL_CATEGORIES) and the page. A junk page
 * leads to the first page with the search and category asked for, as the page's redirect keeps them.
 */
export function parseBlogListApiQuery(query: string): ParsedListApiQuery<BlogListApiRequest> {
  const params = new URLSearchParams(query);
  const repeated = repeatedParam(params, Object.values(BLOG_LIST_API_PARAMS));
  if (repeated) return { repeated };
  const language = listApiLanguage(params);
  if (typeof language !== 'string') return { unknownLanguage: language.unknown };
  const search = (params.get(BLOG_LIST_API_PARAMS.search) ?? '').trim();
  const category = params.get(BLOG_LIST_API_PARAMS.category) || ALL_CATEGORIES;
  const page = parseListPage(params.get(PAGE_PARAM));
  if (page === 'invalid') return { firstPage: blogListApiQuery({ language, search, category, page: 1 }) };
  return atItsAddress(query, { language, search, category, page }, blogListApiQuery);
}

/**
 * The case studies' page: the server reads the case studies' index and the page's stories with the
 * Admin SDK (functions/src/caseStudyIndex/list.ts), as the server's render reads them.
 *
 *   /api/case-studies?lang=sv&page=2
 *
 * The answer is the page as the list renders it in that language, {@link ListPage} of stories
 * with only what the list shows of them (publicContent.ts: no slug, times, publication or review
 * fields) and only that language's text (caseStudyForLanguage: the card renders them as it does
 * the whole stories); the browser reads it back with {@link caseStudyListPageFromJson}.
 */
export const CASE_STUDY_LIST_API_PATH = '/api/case-studies';

/** Its query's parameters. */
export const CASE_STUDY_LIST_API_PARAMS = { language: LANGUAGE_PARAM, page: PAGE_PARAM } as const;

/** A page of the case studies, in a language. */
export interface CaseStudyListApiRequest {
  language: Language;
  page: number;
}

/** The query string of a request's address (without `?`), its one address: the page only when not the first. */
export function caseStudyListApiQuery(request: CaseStudyListApiRequest): string {
  const params = new URLSearchParams({ [CASE_STUDY_LIST_API_PARAMS.language]: request.language });
  if (request.page > 1) params.set(CASE_STUDY_LIST_API_PARAMS.page, String(request.page));
  return params.toString();
}

/**
 * The request a query (as sent, without `?`) asks for, or where it leads (as the blog list's,
 * {@link ParsedListApiQuery}): a junk page leads to the first page, as `/case-studies?page=x`
 * redirects to `/case-studies`.
 */
export function parseCaseStudyListApiQuery(query: string): ParsedListApiQuery<CaseStudyListApiRequest> {
  const params = new URLSearchParams(query);
  const repeated = repeatedParam(params, Object.values(CASE_STUDY_LIST_API_PARAMS));
  if (repeated) return { repeated };
  const language = listApiLanguage(params);
  if (typeof language !== 'string') return { unknownLanguage: language.unknown };
  const page = parseListPage(params.get(PAGE_PARAM));
  if (page === 'invalid') return { firstPage: caseStudyListApiQuery({ language, page: 1 }) };
  return atItsAddress(query, { language, page }, caseStudyListApiQuery);
}

/**
 * The page from its JSON (the answer's body, parsed): its stories' dates, strings in JSON, Dates
 * again (caseStudyFromFirestore reads either); anything else about it taken as it is.
 */
export function caseStudyListPageFromJson(value: unknown): ListPage<PublicCaseStudy> {
  const page = value as ListPage<Record<string, unknown>>;
  return {
    ...page,
    items: page.items.map((item) => {
      const story = publicCaseStudy(caseStudyFromFirestore(String(item.id), item));
      // The display copy of its titles for its heading (README, Hyphenation), when it is one.
      const hyphenated = hyphenatedTitlesOf(item.hyphenated_titles, story);
      return hyphenated ? { ...story, hyphenated_titles: hyphenated } : story;
    }),
  };
}

/**
 * One published post as JSON, what the browser asks the server for when a post is opened inside
 * the running apps (the post page's server data has it already): the post as its page shows it
 * (publicBlog, both languages), with its titles' hyphenated copies (README, _Hyphenation_), which
 * only the server can make (the hyphenation patterns never reach a browser). Answered by the
 * function contentList (functions/src/contentList/post.ts) from the post as stored, live now, as
 * the page's own read finds it.
 *
 *   /api/blog/ai-in-sales?lang=sv
 *
 * The path is the post's slug under the blog list's; `lang` (always, as the lists have it) is the
 * language the answer's `error` speaks: the post is the same in both, so each post has two
 * addresses, one a language, which Hosting's CDN keeps a copy of each. Kept on purpose: every
 * address of the API has the same query and answers (an unknown `lang` 404, an `error` a reader of
 * the JSON can read in the page's language), and the second copy costs one more read of one post
 * per six hours, only once a visitor of the other language opens it inside the apps. Any other
 * query is moved to that one address, as a list's is ({@link ParsedListApiQuery}). A renamed
 * post's old slug answers 301 to the post's current address with the same `lang`.
 */
export function blogPostApiAddress(slug: string, language: Language): string {
  return `${BLOG_LIST_API_PATH}/${encodeURIComponent(slug)}?${blogPostApiQuery({ language })}`;
}

/** What a post's address asks for besides the post: the language of its messages. */
export interface BlogPostApiRequest {
  language: Language;
}

function blogPostApiQuery(request: BlogPostApiRequest): string {
  return new URLSearchParams({ [LANGUAGE_PARAM]: request.language }).toString();
}

/** The request a post's query (as sent, without `?`) asks for, or where it leads (see {@link ParsedListApiQuery}). */
export function parseBlogPostApiQuery(query: string): ParsedListApiQuery<BlogPostApiRequest> {
  const params = new URLSearchParams(query);
  const repeated = repeatedParam(params, [LANGUAGE_PARAM]);
  if (repeated) return { repeated };
  const language = listApiLanguage(params);
  if (typeof language !== 'string') return { unknownLanguage: language.unknown };
  return atItsAddress(query, { language }, blogPostApiQuery);
}

/** The one segment of a path under the blog list's (`/api/blog/<segment>`), and the slashes after it. */
const POST_PATH = new RegExp(`^${BLOG_LIST_API_PATH}/([^/]+)(/*)$`);

/**
 * The post a path (as sent, percent-encoded) names under `/api/blog/`: `slug` when the path is its
 * one address; `moved` to that address when it is spelled otherwise (slashes after it, an escaped
 * letter); `noPost` when the segment is no slug a post can have (nothing to read); null when the
 * path is not one segment under `/api/blog/` (the list itself, or no address of the API).
 */
export function matchBlogPostApiPath(path: string): { slug: string } | { moved: string } | { noPost: true } | null {
  const match = POST_PATH.exec(path);
  if (!match) return null;
  const [, segment = '', slashes = ''] = match;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return { noPost: true };
  }
  if (!isValidSlug(slug)) return { noPost: true };
  return segment === slug && slashes === '' ? { slug } : { moved: `${BLOG_LIST_API_PATH}/${slug}` };
}

/**
 * The post from its JSON (the answer's body, parsed): what its page shows of it (publicBlog; its
 * date strings Dates again, as blogFromFirestore reads either), and its titles' hyphenated copies
 * when they are the titles with soft hyphens and nothing else ({@link hyphenatedTitlesOf}).
 */
export function blogPostFromJson(value: unknown): PublicBlog & { hyphenated_titles?: HyphenatedTitles } {
  const item = value as Record<string, unknown>;
  const post = publicBlog(blogFromFirestore(String(item.id), item));
  const hyphenated = hyphenatedTitlesOf(item.hyphenated_titles, post);
  return hyphenated ? { ...post, hyphenated_titles: hyphenated } : post;
}
