// Complete, valid documents for tests (the domain's and the admin console's; never imported by
// production code); each test overrides what it is about.
import type { BlogFields } from './blog';
import { type CaseStudyDraft, type CaseStudyFields, emptyCaseStudyDraft } from './caseStudy';

export const createdAt = new Date('2025-02-01T10:00:00Z');

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
    is_published: true,
    title_sv: null,
    excerpt_sv: null,
    content_sv: null,
    category_sv: null,
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
    is_published: true,
    created_at: createdAt,
    title_sv: null,
    industry_sv: null,
    challenge_sv: null,
    solution_sv: null,
    results_sv: null,
    testimonial_sv: null,
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
