// Complete, valid documents for tests (the domain's, the site's and admin's components', the rules');
// each test overrides what it is about. Imported as '@app/domain/testing', never by app code.
import type { BlogFields } from './blog';
import { type CaseStudyDraft, type CaseStudyFields, emptyCaseStudyDraft } from './caseStudy';
import { BLOG_TYPE, CASE_STUDY_TYPE, type ContentTypeDescriptor, contentText } from './contentType';

export const createdAt = new Date('2025-02-01T10:00:00Z');

/** Every text field of the type empty: the optional ones (Swedish, image, …) null. */
const emptyText = <T extends ContentTypeDescriptor>(type: T) => contentText(type).read({});

export function blog(overrides: Partial<BlogFields> = {}): BlogFields {
  return {
    ...emptyText(BLOG_TYPE),
    title: 'How AI increased sales by 40%',
    slug: 'how-ai-increased-sales-by-40',
    excerpt: 'A short story.',
    content: '# Heading\n\nBody',
    category: 'AI Strategy',
    author: 'Anna',
    published_date: '2025-01-05',
    image_url: null,
    image_alt: null,
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    ready_for_review: false,
    ...overrides,
  };
}

export function caseStudy(overrides: Partial<CaseStudyFields> = {}): CaseStudyFields {
  return {
    ...emptyText(CASE_STUDY_TYPE),
    title: 'Faster invoicing',
    slug: 'faster-invoicing',
    client_name: 'Acme AB',
    industry: 'Finance',
    challenge: 'Manual work',
    solution: 'Automation',
    results: '**Big** gains',
    metrics: [{ metric: 'Time saved', value: '70%' }],
    metrics_sv: null,
    testimonial: null,
    testimonial_author: null,
    testimonial_role: null,
    image_url: null,
    image_alt: null,
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    ready_for_review: false,
    created_at: createdAt,
    ...overrides,
  };
}

/** A case study as the editor holds it, with English text only. */
export function englishCaseStudyDraft(overrides: Partial<CaseStudyDraft> = {}): CaseStudyDraft {
  return {
    ...emptyCaseStudyDraft(),
    title: 'Faster invoicing',
    client_name: 'Acme AB',
    industry: 'Finance',
    challenge: 'Manual work',
    solution: 'Automation',
    results: '**Big** gains',
    ...overrides,
  };
}

/** The keys of a post in every public answer (publicContent.ts publicBlog): the tests of each answer name them here once. */
export const PUBLIC_BLOG_KEYS: readonly string[] = [
  'id',
  'slug',
  'published_date',
  'updated_at',
  'title',
  'title_sv',
  'excerpt',
  'excerpt_sv',
  'content',
  'content_sv',
  'category',
  'category_sv',
  'author',
  'image_url',
  'image_alt',
  'image_alt_sv',
  'seo_title',
  'seo_title_sv',
  'seo_description',
  'seo_description_sv',
].sort();

/** The keys of a case study in every public answer (publicContent.ts publicCaseStudy). */
export const PUBLIC_CASE_STUDY_KEYS: readonly string[] = [
  'id',
  'title',
  'title_sv',
  'client_name',
  'industry',
  'industry_sv',
  'challenge',
  'challenge_sv',
  'solution',
  'solution_sv',
  'results',
  'results_sv',
  'testimonial',
  'testimonial_sv',
  'testimonial_author',
  'testimonial_role',
  'testimonial_role_sv',
  'image_url',
  'image_alt',
  'image_alt_sv',
  'metrics',
  'metrics_sv',
].sort();
