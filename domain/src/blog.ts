/**
 * Blog posts (Firestore collection `blogs`): types, the editor's save rules, display
 * in a language, the public search and filter, and Firestore converters. No zod here: the public
 * site imports this module, and the schema that validates a post lives in blogSchema.ts.
 */

import { readUpdatedAt } from './contentChange';
import {
  BLOG_TYPE,
  type ContentDraftText,
  type ContentText,
  contentLimits,
  contentText,
  twinnedFields,
} from './contentType';
import { calendarDateOf, toCalendarDate, todayInStockholm } from './dates';
import { type DocumentDataLike, fieldsOf, readString } from './firestoreData';
import type { Language } from './language';
import {
  emptyPublicationDraft,
  isLive,
  type PublicationDraft,
  type PublicationFields,
  publicationFromDraft,
  publicationFromFirestore,
  publicationToDraft,
  publicationToFirestore,
  type ReviewFields,
  reviewAfterSave,
  reviewFromFirestore,
} from './schedule';
import { isValidSlug, makeSlug } from './slug';
import { localize } from './textFields';

export const BLOGS_COLLECTION = BLOG_TYPE.collection;
/** Each post's slug claimed by `{ id }` (slugs are unique; see the admin's data layer). */
export const BLOG_SLUGS_COLLECTION = BLOG_TYPE.slugClaims;
/** A renamed published post's old slugs, each `{ id }` of the post (see ContentTypeDescriptor.slugRedirects). */
export const BLOG_REDIRECTS_COLLECTION = BLOG_TYPE.slugRedirects;

/** Size limits (from the descriptor, BLOG_TYPE), checked against firestore.rules by a test. */
export const BLOG_LIMITS = contentLimits(BLOG_TYPE);

/** A post as stored (the document body; the id is the document's id); its text fields are BLOG_TYPE's. */
export type BlogFields = ContentText<typeof BLOG_TYPE> &
  PublicationFields &
  ReviewFields & {
    slug: string;
    /** Calendar date 'YYYY-MM-DD', so no time zone can move it by a day (see dates.ts). */
    published_date: string;
    /**
     * When its content last changed (contentChange.ts), as read; null: never since it existed.
     * Written by the console's save beside the fields, never by the converters (blogToFirestore).
     */
    updated_at?: Date | null;
  };

export interface Blog extends BlogFields {
  id: string;
}

/** The fields that exist in both languages and that translation fills. */
export const BLOG_TRANSLATABLE_FIELDS = twinnedFields(BLOG_TYPE, 'translated');

const blogText = contentText(BLOG_TYPE);

/** What the editor holds: every field as the text in its input (empty when unset). */
export type BlogDraft = ContentDraftText<typeof BLOG_TYPE> &
  PublicationDraft &
  ReviewFields & {
    slug: string;
    published_date: string;
  };

export function emptyBlogDraft(): BlogDraft {
  return {
    ...blogText.emptyDraft(),
    slug: '',
    published_date: '',
    ...emptyPublicationDraft(),
    ready_for_review: false,
  };
}

export function blogToDraft(blog: BlogFields): BlogDraft {
  return {
    ...blogText.toDraft(blog),
    slug: blog.slug,
    published_date: blog.published_date,
    ...publicationToDraft(blog),
    ready_for_review: blog.ready_for_review,
  };
}

export interface PrepareBlogOptions {
  /** 'YYYY-MM-DD' used when the date is empty; defaults to today in Stockholm. */
  today?: string;
  /** The time of the save, which decides whether a publication time has come (schedule.ts). */
  now?: Date;
}

/**
 * The rules of saving a post: slug from the title when empty (transliterated; made unique by the save's claim),
 * published date today when empty (a scheduled post: the day of its publish time), empty image
 * and Swedish fields saved as null, publication times as schedule.ts says (and the review mark
 * kept only on a draft). Single-line fields
 * are trimmed; markdown is kept as typed. Check `missingRequired(BLOG_TYPE, draft)` first.
 */
export function draftToBlogFields(draft: BlogDraft, options: PrepareBlogOptions = {}): BlogFields {
  const publication = publicationFromDraft(draft, options.now);
  const defaultDate = publication.publish_at
    ? calendarDateOf(publication.publish_at)
    : (options.today ?? todayInStockholm(options.now));
  return {
    ...blogText.fromDraft(draft),
    slug: makeSlug({ slug: draft.slug, title: draft.title }),
    published_date: toCalendarDate(draft.published_date.trim()) ?? defaultDate,
    ...publication,
    ...reviewAfterSave(draft.ready_for_review, publication),
  };
}

/**
 * The day a post whose date field is empty is dated, saved at `now`: the day its publish time comes
 * (in Stockholm) when the save schedules it, else today in Stockholm. The editor keeps a post's
 * date that is still this one following the publish time typed, until staff choose a date.
 */
export function defaultPublishedDate(draft: PublicationDraft, now: Date = new Date()): string {
  const { publish_at } = publicationFromDraft(draft, now);
  return publish_at ? calendarDateOf(publish_at) : todayInStockholm(now);
}

/** What a reader reads of a post in a language: its translated fields (BLOG_TYPE). */
export type LocalizedBlogText = Pick<BlogFields, (typeof BLOG_TRANSLATABLE_FIELDS)[number]>;

/** The text a reader sees: each Swedish field when the language is sv and it exists. */
export function localizeBlog(blog: LocalizedBlogText, language: Language): LocalizedBlogText {
  return localize(blog, BLOG_TRANSLATABLE_FIELDS, language);
}

/** The fields a post's card and the list's search and filter read, in both languages. */
export type BlogCardText = Pick<
  BlogFields,
  'title' | 'title_sv' | 'excerpt' | 'excerpt_sv' | 'category' | 'category_sv'
>;

const CARD_TEXT_FIELDS = ['title', 'excerpt', 'category'] as const;

/** A card's text in a language: each Swedish field when the language is sv and it exists. */
export function localizeBlogCard(
  blog: BlogCardText,
  language: Language,
): Pick<LocalizedBlogText, 'title' | 'excerpt' | 'category'> {
  return localize(blog, CARD_TEXT_FIELDS, language);
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
export function filterBlogs<T extends BlogCardText>(blogs: readonly T[], filter: BlogFilter): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return blogs.filter((blog) => {
    const text = localizeBlogCard(blog, filter.language);
    const matchesSearch =
      !needle || text.title.toLocaleLowerCase().includes(needle) || text.excerpt.toLocaleLowerCase().includes(needle);
    const matchesCategory = filter.category === ALL_CATEGORIES || text.category === filter.category;
    return matchesSearch && matchesCategory;
  });
}

/** The distinct categories in the current language, in order of first appearance. */
export function blogCategories(blogs: readonly BlogCardText[], language: Language): string[] {
  return [...new Set(blogs.map((blog) => localizeBlogCard(blog, language).category).filter(Boolean))];
}

/** The document body for a post: exactly the stored fields (an `id` property is left out). */
export function blogToFirestore(blog: BlogFields): BlogFields {
  return {
    ...blogText.pick(blog),
    slug: blog.slug,
    published_date: blog.published_date,
    ...publicationToFirestore(blog),
    ready_for_review: blog.ready_for_review,
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
    ...reviewFromFirestore(data),
    updated_at: readUpdatedAt(data),
  };
}

/**
 * Where an old address `/blog/<requested>` now leads: the current slug of `post`, the post its
 * redirect (blog_redirects) names, or null (no such post, not live at `now`, or its slug is the one
 * asked for). A redirect always leads to the post as it is now, so a chain of renames is one hop;
 * one to a post that is not live answers 404 and never tells a draft's slug. The page's read
 * (site-remote/src/data/blogs.ts) and the post's JSON (functions/src/contentList/post.ts) both
 * answer an old slug by it.
 */
export function redirectTarget(requested: string, post: Blog | null, now = new Date()): string | null {
  if (!post || !isLive(post, now) || post.slug === requested || !isValidSlug(post.slug)) return null;
  return post.slug;
}
