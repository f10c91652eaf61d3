/**
 * The zod schema of a stored blog post (the types, limits and save rules are in blog.ts). Only
 * the functions, the admin console and the tests import it, so the public site never loads zod.
 */
import { z } from 'zod';
import { BLOG_LIMITS } from './blog';
import { isCalendarDate } from './dates';
import { SLUG_PATTERN } from './slug';
import {
  nullableHttpUrl,
  nullableText,
  PUBLICATION_ORDER,
  publicationInOrder,
  publicationTime,
  requiredText,
  typeError,
} from './validation';

/** A complete, valid stored post: the same rules firestore.rules enforces on every write. */
const blogFieldTypes = z.strictObject({
  title: requiredText(BLOG_LIMITS.title),
  slug: z
    .string({ error: typeError('text') })
    .max(BLOG_LIMITS.slug, { error: `must be at most ${BLOG_LIMITS.slug} characters` })
    .regex(SLUG_PATTERN, { error: 'must be lowercase letters, digits and single hyphens' }),
  excerpt: requiredText(BLOG_LIMITS.excerpt),
  content: requiredText(BLOG_LIMITS.content),
  category: requiredText(BLOG_LIMITS.category),
  author: requiredText(BLOG_LIMITS.author),
  published_date: z
    .string({ error: typeError('a date') })
    .refine(isCalendarDate, { error: 'must be a date written YYYY-MM-DD' }),
  image_url: nullableHttpUrl(BLOG_LIMITS.image_url),
  image_alt: nullableText(BLOG_LIMITS.image_alt),
  is_published: z.boolean({ error: typeError('true or false') }),
  publish_at: publicationTime,
  unpublish_at: publicationTime,
  title_sv: nullableText(BLOG_LIMITS.title),
  excerpt_sv: nullableText(BLOG_LIMITS.excerpt),
  content_sv: nullableText(BLOG_LIMITS.content),
  category_sv: nullableText(BLOG_LIMITS.category),
});

/** With the publication times in order (an unpublish time after the publish time). */
export const blogFieldsSchema = blogFieldTypes.refine(publicationInOrder, PUBLICATION_ORDER);
