/**
 * What visitors' answers carry of a post or a case study: what its public page shows, never the
 * console's own fields. The stored documents also hold whether an item is published, its publish
 * and unpublish times and the review mark (`ready_for_review`), which the console reads and the
 * public pages never show (a live item's are always "published, no publish time, not for review"),
 * and a case study its creation and change times and slug, which its list neither shows nor links.
 * Every public answer built from an item (a page's server data in `#server-data`, `/api/case-studies`,
 * a preview link's page) goes through these, so a field added to the documents for the console
 * reaches no visitor until it is named here. An allowlist, not a list of fields to drop, for that
 * reason.
 *
 * The blog list's cards are already only what a card shows (blogIndex.ts, BLOG_CARD_FIELDS), and
 * the case studies' index only the list's order and liveness (caseStudyIndex.ts).
 */
import type { Blog } from './blog';
import type { CaseStudy } from './caseStudy';
import { BLOG_TYPE, CASE_STUDY_TYPE, contentText } from './contentType';

const blogText = contentText(BLOG_TYPE);
const caseStudyText = contentText(CASE_STUDY_TYPE);

/** The console's fields, which no public answer carries. */
type ConsoleFields = 'is_published' | 'publish_at' | 'unpublish_at' | 'ready_for_review';

/**
 * A post as its public page reads it: its text in both languages (the page shows one, and marks an
 * English fallback in Swedish), its address, its date and when its content last changed (the
 * page's `article:modified_time`).
 */
export type PublicBlog = Omit<Blog, ConsoleFields>;

/** The post's public fields (see {@link PublicBlog}). */
export function publicBlog(blog: PublicBlog): PublicBlog {
  return {
    id: blog.id,
    ...blogText.pick(blog),
    slug: blog.slug,
    published_date: blog.published_date,
    updated_at: blog.updated_at ?? null,
  };
}

/**
 * A case study as the public list (and a preview link) shows it: its text in both languages,
 * its metrics and its image. Not its slug (the list links no story), nor its times (the list's
 * order is the server's).
 */
export type PublicCaseStudy = Omit<CaseStudy, ConsoleFields | 'slug' | 'created_at' | 'updated_at'>;

/** The story's public fields (see {@link PublicCaseStudy}). */
export function publicCaseStudy(caseStudy: PublicCaseStudy): PublicCaseStudy {
  return {
    id: caseStudy.id,
    ...caseStudyText.pick(caseStudy),
    metrics: caseStudy.metrics,
    metrics_sv: caseStudy.metrics_sv,
  };
}
