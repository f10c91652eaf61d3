/**
 * The blog's index: a fixed number of documents (`blog_index/live-0` … `live-3`, a post's shard
 * chosen by its id) holding every live post's card fields, kept up to date by the blog trigger
 * (functions/src/cdn/functions.ts, `clearCdnOnBlogChange`, before it clears the CDN) on every
 * write to `blogs`, and written whole by the seed. The public blog list reads these documents
 * instead of every post, so a render costs {@link BLOG_INDEX_SHARDS} reads however many posts
 * there are, and no post's body reaches the list page. Search, category filter and paging run
 * over them on the server ({@link blogListPage}). Four shards of Firestore's 1 MiB hold some
 * 5,000 posts of the demo's size (about 0.85 KB a card with a cover's address); of the largest
 * possible (every text at its limit in both languages), 1,104 with the image address the console
 * stores (3.8 KB a card) and 740 with a 2,048-character one (blogIndex.test.ts counts them). A
 * full shard leaves a post out (functions/src/blogIndex/update.ts); `pnpm content:reindex` writes
 * the shards again after BLOG_INDEX_SHARDS is raised.
 */
import { ALL_CATEGORIES, type Blog, filterBlogs, localizeBlogCard } from './blog';
import { toCalendarDate } from './dates';
import { type DocumentDataLike, fieldsOf, readDate, readNullableString, readString } from './firestoreData';
import type { Language } from './language';
import { listPage } from './paging';
import { isLive } from './schedule';
import { isValidSlug } from './slug';
import { fallbackLang } from './textFields';
import { otherLanguage } from './translation';

export const BLOG_INDEX_COLLECTION = 'blog_index';
/** How many documents the index is split into (each at most 1 MiB). */
export const BLOG_INDEX_SHARDS = 4;

/** The ids of the index's documents. */
export const BLOG_INDEX_DOCUMENTS: readonly string[] = Array.from({ length: BLOG_INDEX_SHARDS }, (_, i) => `live-${i}`);

/** The index document a post's entry lives in (a stable hash of its id). */
export function blogIndexDocumentId(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `live-${hash % BLOG_INDEX_SHARDS}`;
}
/** Posts a page of the blog list shows. */
export const BLOG_PAGE_SIZE = 12;

/** What a card in the blog list shows of a post (both languages), beside its id. */
export const BLOG_CARD_FIELDS = [
  'slug',
  'title',
  'title_sv',
  'excerpt',
  'excerpt_sv',
  'category',
  'category_sv',
  'author',
  'published_date',
  'image_url',
  'image_alt',
  'image_alt_sv',
] as const satisfies ReadonlyArray<keyof Blog>;

export type BlogCardFields = Pick<Blog, 'id' | (typeof BLOG_CARD_FIELDS)[number]>;

/** One post's entry in the index: its card fields (without the id, the map's key) and its unpublish time. */
export type BlogIndexEntry = Omit<BlogCardFields, 'id'> & { unpublish_at: Date | null };

/** A post's card fields. */
export function blogCard(blog: BlogCardFields): BlogCardFields {
  const card = Object.fromEntries(BLOG_CARD_FIELDS.map((field) => [field, blog[field]]));
  return { id: blog.id, ...(card as Omit<BlogCardFields, 'id'>) };
}

/**
 * The post's entry in the index, or null when it is not to be listed: unpublished, or scheduled
 * to publish later (the scheduled function's publish writes the post again, which indexes it). A
 * post whose unpublish time is still to come is listed with it, and readers leave it out once it
 * has come ({@link blogCardsFromIndex}).
 */
export function blogIndexEntry(blog: Blog, now: Date = new Date()): BlogIndexEntry | null {
  if (!isLive(blog, now)) return null;
  const { id: _id, ...card } = blogCard(blog);
  return { ...card, unpublish_at: blog.unpublish_at };
}

export interface BlogIndexBody {
  posts: Record<string, BlogIndexEntry>;
}

/** The most a Firestore document holds, in bytes: each shard's room. */
export const FIRESTORE_DOCUMENT_BYTES = 1_048_576;

/**
 * A value's size as Firestore counts it against {@link FIRESTORE_DOCUMENT_BYTES} (its storage-size
 * rules): text its UTF-8 bytes and one, a number or time 8, null or a boolean 1, a map its keys'
 * and values'. A document adds its name and 32.
 */
export function storedSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return new TextEncoder().encode(value).length + 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  return Object.entries(value as object).reduce((sum, [key, item]) => sum + storedSize(key) + storedSize(item), 0);
}

/** The body of an index holding these posts in one document (tests, and the shards' union). */
export function blogIndexDocument(blogs: readonly Blog[], now: Date = new Date()): BlogIndexBody {
  const posts: Record<string, BlogIndexEntry> = {};
  for (const blog of blogs) {
    const entry = blogIndexEntry(blog, now);
    if (entry) posts[blog.id] = entry;
  }
  return { posts };
}

/** Each index document's body for these posts, by document id (the seed writes them whole). */
export function blogIndexShards(blogs: readonly Blog[], now: Date = new Date()): Record<string, BlogIndexBody> {
  const shards: Record<string, BlogIndexBody> = Object.fromEntries(
    BLOG_INDEX_DOCUMENTS.map((id) => [id, { posts: {} }]),
  );
  for (const blog of blogs) {
    const entry = blogIndexEntry(blog, now);
    const shard = shards[blogIndexDocumentId(blog.id)];
    if (entry && shard) shard.posts[blog.id] = entry;
  }
  return shards;
}

/** Newest first; posts of the same day by title, then id, so pages never overlap. */
function newestFirst(a: BlogCardFields, b: BlogCardFields): number {
  if (a.published_date !== b.published_date) return a.published_date < b.published_date ? 1 : -1;
  return a.title.localeCompare(b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The live posts' cards from the stored index document (tolerant of missing fields), newest
 * first; a post whose unpublish time has come at `now` is left out.
 */
export function blogCardsFromIndex(
  documents: DocumentDataLike | undefined | readonly (DocumentDataLike | undefined)[],
  now: Date = new Date(),
): BlogCardFields[] {
  const cards: BlogCardFields[] = [];
  const list = Array.isArray(documents) ? documents : [documents];
  for (const document of list as (DocumentDataLike | undefined)[]) {
    const posts = document ? fieldsOf(document).posts : undefined;
    if (posts && typeof posts === 'object') addCards(cards, posts as Record<string, unknown>, now);
  }
  return cards.sort(newestFirst);
}

function addCards(cards: BlogCardFields[], posts: Record<string, unknown>, now: Date): void {
  for (const [id, value] of Object.entries(posts)) {
    if (!value || typeof value !== 'object') continue;
    const data = value as Record<string, unknown>;
    const unpublishAt = readDate(data.unpublish_at);
    if (unpublishAt && unpublishAt.getTime() <= now.getTime()) continue;
    // A slug no address carries (stored by an import before the slug checks): its page answers 404.
    const slug = readString(data.slug);
    if (!isValidSlug(slug)) continue;
    cards.push({
      id,
      slug,
      title: readString(data.title),
      title_sv: readNullableString(data.title_sv),
      excerpt: readString(data.excerpt),
      excerpt_sv: readNullableString(data.excerpt_sv),
      category: readString(data.category),
      category_sv: readNullableString(data.category_sv),
      author: readString(data.author),
      published_date: toCalendarDate(data.published_date) ?? '',
      image_url: readNullableString(data.image_url),
      image_alt: readNullableString(data.image_alt),
      image_alt_sv: readNullableString(data.image_alt_sv),
    });
  }
}

export interface BlogListRequest {
  search: string;
  /** A category as shown in `language`, or ALL_CATEGORIES. */
  category: string;
  language: Language;
  page: number;
  pageSize?: number;
}

export interface BlogListPage {
  /** The cards of the page asked for (none when it is beyond the last page). */
  posts: BlogCardFields[];
  page: number;
  /** Pages the filtered list has (at least 1, so an empty result is page 1 of 1). */
  pageCount: number;
  /** Posts matching the search and category, over every page. */
  total: number;
  /** Every category in `language`, in order of first appearance among all posts. */
  categories: string[];
  /**
   * Those of `categories` that are English names shown in Swedish because no post of that category
   * has a Swedish name (its filter button is marked `lang="en"`, as `fallbackLang` marks a post's
   * own English fallbacks). A name some post has as its Swedish category counts as Swedish. None
   * in English.
   */
  englishCategories: string[];
  /**
   * The category filtered by, as the address names it: the one asked for; its name in `language`
   * when the name asked for is the other language's name of posts that all have one name here
   * (the page redirects there); ALL_CATEGORIES when no post has the name in either language.
   */
  category: string;
  /**
   * The categories of `categories` the filter shows posts of (their buttons are pressed): the
   * category itself, and the names in `language` of the posts whose other language's name it is
   * (an English category whose posts give it several Swedish names is a button for each, and for
   * its English name if some post has none: all pressed when the English name is chosen). None for all.
   */
  selectedCategories: string[];
  /** That category's name in each language (for the other language's address), null for all. */
  categoryNames: Record<Language, string> | null;
}

/**
 * The posts a `?category=` name `name` in `language` finds: those whose category is `name` in
 * `language` (an English one shown in Swedish for want of a Swedish name included), or whose own
 * category in the other language is `name` (an address from the other language's page: the
 * language link keeps the query). So a category's posts are the same in both languages.
 */
function categoryMatcher(name: string, language: Language): (card: BlogCardFields) => boolean {
  const other = otherLanguage(language);
  return (card) =>
    localizeBlogCard(card, language).category === name ||
    (!fallbackLang(card, 'category', other) && localizeBlogCard(card, other).category === name);
}

/** The distinct values of `names`, in order of first appearance. */
const distinct = (names: readonly string[]): string[] => [...new Set(names)];

/**
 * The category filter of the blog list for the name asked for (see {@link BlogListPage}'s
 * `category`, `selectedCategories` and `categoryNames`) and the posts it lets through.
 */
function resolveCategory(
  cards: readonly BlogCardFields[],
  asked: string,
  language: Language,
): Pick<BlogListPage, 'category' | 'selectedCategories' | 'categoryNames'> & {
  matches: (card: BlogCardFields) => boolean;
} {
  const none = { category: ALL_CATEGORIES, selectedCategories: [], categoryNames: null, matches: () => true };
  if (asked === ALL_CATEGORIES) return none;
  const other = otherLanguage(language);
  const matches = categoryMatcher(asked, language);
  const found = cards.filter(matches);
  if (found.length === 0) return none;
  const here = distinct(found.map((card) => localizeBlogCard(card, language).category));
  const [only] = here;
  // The other language's name of posts that have one name here: that name's own address.
  if (!here.includes(asked) && here.length === 1 && only !== undefined) return resolveCategory(cards, only, language);
  const there = distinct(found.map((card) => localizeBlogCard(card, other).category));
  const categoryNames = { en: asked, sv: asked };
  // Several names there: the same name there finds the same posts (categoryMatcher).
  if (there.length === 1 && there[0] !== undefined) categoryNames[other] = there[0];
  return {
    category: asked,
    selectedCategories: here,
    categoryNames,
    matches,
  };
}

/**
 * The cards as the category filter sees them: a post without a Swedish category name takes the one
 * the other posts of its English category give it, when they give exactly one. So a category is one
 * button in Swedish, not its Swedish name for the translated posts and its English one for the rest
 * (an untranslated post keeps its English name on its card and its page, `lang="en"`). A category
 * whose posts give it several Swedish names keeps them, and its English one for the posts without.
 */
export function withSharedCategoryNames(cards: readonly BlogCardFields[]): BlogCardFields[] {
  const names = new Map<string, Set<string>>();
  for (const { category, category_sv } of cards) {
    if (category_sv) names.set(category, (names.get(category) ?? new Set()).add(category_sv));
  }
  return cards.map((card) => {
    const [shared, ...others] = card.category_sv ? [] : (names.get(card.category) ?? []);
    return shared && others.length === 0 ? { ...card, category_sv: shared } : card;
  });
}

/**
 * One page of the blog list: the specification's search (a case-insensitive substring of the
 * title or excerpt in the language shown) and category filter over every post, then the page.
 * The filter reads each category by its shared names (withSharedCategoryNames); the cards listed
 * are the posts as they are.
 */
export function blogListPage(cards: readonly BlogCardFields[], request: BlogListRequest): BlogListPage {
  const pageSize = request.pageSize ?? BLOG_PAGE_SIZE;
  const named = withSharedCategoryNames(cards);
  const categoryOf = (card: BlogCardFields) => localizeBlogCard(card, request.language).category;
  const categories = [...new Set(named.map(categoryOf).filter(Boolean))];
  const inLanguage = new Set(named.filter((card) => !fallbackLang(card, 'category', request.language)).map(categoryOf));
  const { matches, ...filter } = resolveCategory(named, request.category, request.language);
  const searched = new Set(filterBlogs(cards, { ...request, category: ALL_CATEGORIES }));
  const matching = cards.filter((card, index) => searched.has(card) && matches(named[index] as BlogCardFields));
  const { items, ...pages } = listPage(matching, request.page, pageSize);
  return {
    posts: items,
    ...pages,
    categories,
    englishCategories: categories.filter((name) => !inLanguage.has(name)),
    ...filter,
  };
}
