/**
 * Blog posts (Firestore collection `blogs`): types, the editor's save rules, display
 * in a language, the public search and filter, and Firestore converters. No zod here: the public
 * site imports this module, and the schema that validates a post lives in blogSchema.ts.
 */
import { toCalendarDate, todayInStockholm } from './dates';
import {
  blankToNull,
  type DocumentDataLike,
  fieldsOf,
  readBoolean,
  readNullableString,
  readString,
  type SnapshotLike,
} from './firestoreData';
import type { Language } from './language';
import { makeSlug, SLUG_MAX_LENGTH } from './slug';

export const BLOGS_COLLECTION = 'blogs';

/** Size limits, mirrored in firestore.rules. */
export const BLOG_LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  excerpt: 1_000,
  content: 100_000,
  category: 100,
  author: 100,
  image_url: 2_048,
} as const;

/** A post as stored (the document body; the id is the document's id). */
export interface BlogFields {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  category: string;
  author: string;
  /** Calendar date 'YYYY-MM-DD', so no time zone can move it by a day (see dates.ts). */
  published_date: string;
  image_url: string | null;
  is_published: boolean;
  title_sv: string | null;
  excerpt_sv: string | null;
  content_sv: string | null;
  category_sv: string | null;
}

export interface Blog extends BlogFields {
  id: string;
}

export const BLOG_FIELD_NAMES = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'author',
  'published_date',
  'image_url',
  'is_published',
  'title_sv',
  'excerpt_sv',
  'content_sv',
  'category_sv',
] as const satisfies readonly (keyof BlogFields)[];

/** The English fields the editor must fill before a post can be saved. */
export const BLOG_REQUIRED_FIELDS = ['title', 'excerpt', 'content', 'category', 'author'] as const;
export type BlogRequiredField = (typeof BLOG_REQUIRED_FIELDS)[number];

/** The four fields that exist in both languages and that translation fills. */
export const BLOG_TRANSLATABLE_FIELDS = ['title', 'excerpt', 'content', 'category'] as const;

/** What the editor holds: every field as the text in its input (empty when unset). */
export interface BlogDraft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  published_date: string;
  image_url: string;
  is_published: boolean;
  title_sv: string;
  excerpt_sv: string;
  content_sv: string;
  category_sv: string;
}

export function emptyBlogDraft(): BlogDraft {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: '',
    author: '',
    published_date: '',
    image_url: '',
    is_published: true,
    title_sv: '',
    excerpt_sv: '',
    content_sv: '',
    category_sv: '',
  };
}

export function blogToDraft(blog: BlogFields): BlogDraft {
  return {
    title: blog.title,
    slug: blog.slug,
    excerpt: blog.excerpt,
    content: blog.content,
    category: blog.category,
    author: blog.author,
    published_date: blog.published_date,
    image_url: blog.image_url ?? '',
    is_published: blog.is_published,
    title_sv: blog.title_sv ?? '',
    excerpt_sv: blog.excerpt_sv ?? '',
    content_sv: blog.content_sv ?? '',
    category_sv: blog.category_sv ?? '',
  };
}

/** The required English fields that are still empty; save is refused while any are. */
export function missingBlogFields(draft: Pick<BlogDraft, BlogRequiredField>): BlogRequiredField[] {
  return BLOG_REQUIRED_FIELDS.filter((field) => !draft[field].trim());
}

export interface PrepareBlogOptions {
  /** Slugs of the other posts (leave the edited post's own slug out). */
  takenSlugs: Iterable<string>;
  /** 'YYYY-MM-DD' used when the date is empty; defaults to today in Stockholm. */
  today?: string;
}

/**
 * The rules of saving a post: slug from the title when empty (transliterated, unique),
 * published date today when empty, empty image and Swedish fields saved as null. Single-line
 * fields are trimmed; markdown is kept as typed. Check {@link missingBlogFields} first.
 */
export function draftToBlogFields(draft: BlogDraft, options: PrepareBlogOptions): BlogFields {
  return {
    title: draft.title.trim(),
    slug: makeSlug({ slug: draft.slug, title: draft.title }, options.takenSlugs),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    category: draft.category.trim(),
    author: draft.author.trim(),
    published_date: toCalendarDate(draft.published_date.trim()) ?? options.today ?? todayInStockholm(),
    image_url: blankToNull(draft.image_url.trim()),
    is_published: draft.is_published,
    title_sv: blankToNull(draft.title_sv.trim()),
    excerpt_sv: blankToNull(draft.excerpt_sv.trim()),
    content_sv: blankToNull(draft.content_sv),
    category_sv: blankToNull(draft.category_sv.trim()),
  };
}

/** Whether all four Swedish fields are filled (bulk translation skips such posts). */
export function hasSwedishTranslation(blog: BlogFields): boolean {
  return Boolean(blog.title_sv && blog.excerpt_sv && blog.content_sv && blog.category_sv);
}

export interface LocalizedBlogText {
  title: string;
  excerpt: string;
  content: string;
  category: string;
}

/** The text a reader sees: each Swedish field when the language is sv and it exists. */
export function localizeBlog(blog: BlogFields, language: Language): LocalizedBlogText {
  const swedish = language === 'sv';
  return {
    title: (swedish && blog.title_sv) || blog.title,
    excerpt: (swedish && blog.excerpt_sv) || blog.excerpt,
    content: (swedish && blog.content_sv) || blog.content,
    category: (swedish && blog.category_sv) || blog.category,
  };
}

/** The value of the "All" category filter. */
export const ALL_CATEGORIES = 'all';

export interface BlogFilter {
  search: string;
  /** A category as shown in the current language, or {@link ALL_CATEGORIES}. */
  category: string;
  language: Language;
}

/**
 * The blog list's search and filter: the search text is a case-insensitive substring of the title
 * or excerpt (Swedish ones in sv when they exist), and the category matches unless "All"; both
 * must hold.
 */
export function filterBlogs<T extends BlogFields>(blogs: readonly T[], filter: BlogFilter): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return blogs.filter((blog) => {
    const text = localizeBlog(blog, filter.language);
    const matchesSearch =
      !needle || text.title.toLocaleLowerCase().includes(needle) || text.excerpt.toLocaleLowerCase().includes(needle);
    const matchesCategory = filter.category === ALL_CATEGORIES || text.category === filter.category;
    return matchesSearch && matchesCategory;
  });
}

/** The distinct categories in the current language, in order of first appearance. */
export function blogCategories(blogs: readonly BlogFields[], language: Language): string[] {
  return [...new Set(blogs.map((blog) => localizeBlog(blog, language).category).filter(Boolean))];
}

/** The document body for a post: exactly the stored fields (an `id` property is left out). */
export function blogToFirestore(blog: BlogFields): BlogFields {
  return {
    title: blog.title,
    slug: blog.slug,
    excerpt: blog.excerpt,
    content: blog.content,
    category: blog.category,
    author: blog.author,
    published_date: blog.published_date,
    image_url: blog.image_url,
    is_published: blog.is_published,
    title_sv: blog.title_sv,
    excerpt_sv: blog.excerpt_sv,
    content_sv: blog.content_sv,
    category_sv: blog.category_sv,
  };
}

/**
 * A post from a stored document, tolerant of imported content: missing text reads as '',
 * blank optional text as null, a missing flag as published (the default), and a date-time as
 * its Stockholm calendar date.
 */
export function blogFromFirestore(id: string, document: DocumentDataLike): Blog {
  const data = fieldsOf(document);
  return {
    id,
    title: readString(data.title),
    slug: readString(data.slug),
    excerpt: readString(data.excerpt),
    content: readString(data.content),
    category: readString(data.category),
    author: readString(data.author),
    published_date: toCalendarDate(data.published_date) ?? '',
    image_url: readNullableString(data.image_url),
    is_published: readBoolean(data.is_published, true),
    title_sv: readNullableString(data.title_sv),
    excerpt_sv: readNullableString(data.excerpt_sv),
    content_sv: readNullableString(data.content_sv),
    category_sv: readNullableString(data.category_sv),
  };
}

/** Fits `withConverter` of both the web SDK and firebase-admin. */
export const blogConverter = {
  toFirestore(blog: BlogFields): BlogFields {
    return blogToFirestore(blog);
  },
  fromFirestore(snapshot: SnapshotLike): Blog {
    return blogFromFirestore(snapshot.id, snapshot.data() ?? {});
  },
};
