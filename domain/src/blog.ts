/**
 * Blog posts (Firestore collection `blogs`): types, the editor's save rules, display
 * in a language, the public search and filter, and Firestore converters. No zod here: the public
 * site imports this module, and the schema that validates a post lives in blogSchema.ts.
 */
import { calendarDateOf, toCalendarDate, todayInStockholm } from './dates';
import { type DocumentDataLike, fieldsOf, readString } from './firestoreData';
import { IMAGE_ALT_MAX_LENGTH } from './imageVariants';
import type { Language } from './language';
import {
  emptyPublicationDraft,
  type PublicationDraft,
  publicationFromDraft,
  publicationFromFirestore,
  publicationToDraft,
  publicationToFirestore,
} from './schedule';
import { makeSlug, SLUG_MAX_LENGTH } from './slug';
import { type DraftText, localize, type TextFieldKinds, textFields } from './textFields';

export const BLOGS_COLLECTION = 'blogs';
/** Each post's slug claimed by `{ id }` (slugs are unique; see the admin's data layer). */
export const BLOG_SLUGS_COLLECTION = 'blog_slugs';

/** Size limits, mirrored in firestore.rules. */
export const BLOG_LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  excerpt: 1_000,
  content: 100_000,
  category: 100,
  author: 100,
  image_url: 2_048,
  image_alt: IMAGE_ALT_MAX_LENGTH,
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
  /** The cover's alt text; null: the title. */
  image_alt: string | null;
  is_published: boolean;
  /** When a scheduled post goes live (stored unpublished until then); see schedule.ts. */
  publish_at: Date | null;
  /** When the post stops being shown; see schedule.ts. */
  unpublish_at: Date | null;
  title_sv: string | null;
  excerpt_sv: string | null;
  content_sv: string | null;
  category_sv: string | null;
}

export interface Blog extends BlogFields {
  id: string;
}

/** The English fields the editor must fill before a post can be saved. */
export const BLOG_REQUIRED_FIELDS = ['title', 'excerpt', 'content', 'category', 'author'] as const;
export type BlogRequiredField = (typeof BLOG_REQUIRED_FIELDS)[number];

/** The four fields that exist in both languages and that translation fills. */
export const BLOG_TRANSLATABLE_FIELDS = ['title', 'excerpt', 'content', 'category'] as const;

/**
 * The post's text fields: single-line ones are trimmed when saved, markdown is kept as typed,
 * and the optional ones (image, the Swedish variants) are stored as null when left empty.
 */
export const BLOG_TEXT_FIELDS = {
  title: 'line',
  excerpt: 'line',
  content: 'markdown',
  category: 'line',
  author: 'line',
  image_url: 'optionalLine',
  image_alt: 'optionalLine',
  title_sv: 'optionalLine',
  excerpt_sv: 'optionalLine',
  content_sv: 'optionalMarkdown',
  category_sv: 'optionalLine',
} as const satisfies TextFieldKinds;

const blogText = textFields(BLOG_TEXT_FIELDS);

/** What the editor holds: every field as the text in its input (empty when unset). */
export type BlogDraft = DraftText<typeof BLOG_TEXT_FIELDS> &
  PublicationDraft & {
    slug: string;
    published_date: string;
  };

export function emptyBlogDraft(): BlogDraft {
  return { ...blogText.emptyDraft(), slug: '', published_date: '', ...emptyPublicationDraft() };
}

export function blogToDraft(blog: BlogFields): BlogDraft {
  return {
    ...blogText.toDraft(blog),
    slug: blog.slug,
    published_date: blog.published_date,
    ...publicationToDraft(blog),
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
  /** The time of the save, which decides whether a publication time has come (schedule.ts). */
  now?: Date;
}

/**
 * The rules of saving a post: slug from the title when empty (transliterated, unique),
 * published date today when empty (a scheduled post: the day of its publish time), empty image
 * and Swedish fields saved as null, publication times as schedule.ts says. Single-line fields
 * are trimmed; markdown is kept as typed. Check {@link missingBlogFields} first.
 */
export function draftToBlogFields(draft: BlogDraft, options: PrepareBlogOptions): BlogFields {
  const publication = publicationFromDraft(draft, options.now);
  const defaultDate = publication.publish_at
    ? calendarDateOf(publication.publish_at)
    : (options.today ?? todayInStockholm(options.now));
  return {
    ...blogText.fromDraft(draft),
    slug: makeSlug({ slug: draft.slug, title: draft.title }, options.takenSlugs),
    published_date: toCalendarDate(draft.published_date.trim()) ?? defaultDate,
    ...publication,
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
  return localize(blog, BLOG_TRANSLATABLE_FIELDS, language);
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
    ...blogText.pick(blog),
    slug: blog.slug,
    published_date: blog.published_date,
    ...publicationToFirestore(blog),
  };
}

/**
 * A post from a stored document, tolerant of imported content: missing text reads as '',
 * blank optional text as null, a missing flag as published (the default), missing publication
 * times as none, and a date-time as its Stockholm calendar date.
 */
export function blogFromFirestore(id: string, document: DocumentDataLike): Blog {
  const data = fieldsOf(document);
  return {
    id,
    ...blogText.read(data),
    slug: readString(data.slug),
    published_date: toCalendarDate(data.published_date) ?? '',
    ...publicationFromFirestore(data),
  };
}
