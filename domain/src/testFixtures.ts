// Complete, valid documents for tests (the domain's, the site's and admin's components', the rules');
// each test overrides what it is about. Imported as '@app/domain/testing', never by app code.
import { BLOG_TRANSLATABLE_FIELDS, type BlogFields } from './blog';
import {
  CASE_STUDY_TRANSLATABLE_FIELDS,
  type CaseStudyDraft,
  type CaseStudyFields,
  emptyCaseStudyDraft,
} from './caseStudy';

export const createdAt = new Date('2025-02-01T10:00:00Z');

/** Every Swedish variant of `fields` left empty (null), as in a document not yet translated. */
function noSwedish<K extends string>(fields: readonly K[]): Record<`${K}_sv`, null> {
  return Object.fromEntries(fields.map((field) => [`${field}_sv`, null])) as Record<`${K}_sv`, null>;
}

export function blog(overrides: Partial<BlogFields> = {}): BlogFields {
  return {
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
    ...noSwedish(BLOG_TRANSLATABLE_FIELDS),
    ...overrides,
  };
}

export function caseStudy(overrides: Partial<CaseStudyFields> = {}): CaseStudyFields {
  return {
    title: 'Faster invoicing',
    slug: 'faster-invoicing',
    client_name: 'Acme AB',
    industry: 'Finance',
    challenge: 'Manual work',
    solution: 'Automation',
    results: '**Big** gains',
    metrics: [{ metric: 'Time saved', value: '70%' }],
    testimonial: null,
    testimonial_author: null,
    testimonial_role: null,
    image_url: null,
    image_alt: null,
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    created_at: createdAt,
    ...noSwedish(CASE_STUDY_TRANSLATABLE_FIELDS),
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
