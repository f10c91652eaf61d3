// The content rules an import holds every document to before it writes any (validate.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { blogToFirestore } from '../../domain/src/blog';
import { caseStudyToFirestore } from '../../domain/src/caseStudy';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import type { ExportedDocument } from './manifest';
import { invalidDocuments } from './validate';
import { encodeData, type JsonObject } from './values';

/** A post as content:export writes it: every field, timestamps tagged. */
const exportedPost = (overrides: Record<string, unknown> = {}): JsonObject =>
  encodeData({ ...blogToFirestore(blog()), revision: 3, ...overrides });
const exportedCase = (overrides: Record<string, unknown> = {}): JsonObject =>
  encodeData({
    ...caseStudyToFirestore(caseStudy()),
    created_at: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
    ...overrides,
  });

const at = (path: string, data: JsonObject): ExportedDocument => ({ path, data });

describe('invalidDocuments', () => {
  it('accepts what the console saves, documents stored before the later fields and times, claims and revisions', () => {
    const { image_alt, image_alt_sv, seo_title, publish_at, unpublish_at, revision, ...older } = exportedPost();
    const { metrics_sv, testimonial_role_sv, ...olderCase } = exportedCase();
    expect(
      invalidDocuments([
        at('blogs/p1', exportedPost()),
        at(
          'blogs/p2',
          exportedPost({ publish_at: Timestamp.fromDate(new Date('2030-01-01T08:00:00Z')), is_published: false }),
        ),
        at('blogs/p3', older),
        at('case_studies/c1', exportedCase()),
        at('case_studies/c2', olderCase),
        at('blog_slugs/how-ai-increased-sales-by-40', { id: 'p1' }),
        at('case_study_slugs/faster-invoicing', { id: 'c1' }),
        at('blog_redirects/old-address', { id: 'p1' }),
        // Revisions and translation sources are not the import's to judge (a restore is a checked save).
        at('blogs/p1/revisions/000001', { number: 1, fields: { title: 'x'.repeat(500) } }),
        at('translation_sources/blogs_p1', { fields: {} }),
      ]),
    ).toEqual([]);
  });

  it.each([
    ['a title over its limit', exportedPost({ title: 'x'.repeat(201) }), 'title: must be at most 200 characters'],
    ['a required field missing', (({ excerpt, ...rest }) => rest)(exportedPost()), 'excerpt: is required'],
    ['a blank required field', exportedPost({ author: '   ' }), 'author: '],
    ['a bad slug', exportedPost({ slug: 'Not A Slug' }), 'slug: must be lowercase letters, digits and single hyphens'],
    ['a field no post has', exportedPost({ admin_note: 'hi' }), 'admin_note: is not an accepted field'],
    ['a date that is not YYYY-MM-DD', exportedPost({ published_date: '05/01/2025' }), 'published_date: '],
    [
      'a publish time as text',
      exportedPost({ publish_at: '2030-01-01' }),
      'publish_at: must be a date and time or null',
    ],
    ['an image address that is not http(s)', exportedPost({ image_url: 'javascript:alert(1)' }), 'image_url: '],
    ['a revision that is no number', exportedPost({ revision: 'three' }), 'revision: must be a whole number from 1'],
  ])('refuses a post with %s, naming its file, its path and the field', (_what, data, problem) => {
    const [line, ...more] = invalidDocuments([at('blogs/ok', exportedPost()), at('blogs/bad', data)]);
    expect(more).toEqual([]);
    expect(line).toMatch(/^firestore\/blogs\.json, blogs\/bad: /);
    expect(line).toContain(problem);
  });

  it('refuses a case study over its limits or without its creation time, every field of it named', () => {
    const { created_at, ...noCreated } = exportedCase();
    expect(
      invalidDocuments([
        at('case_studies/c1', exportedCase({ challenge: 'x'.repeat(20_001), metrics: [] })),
        at('case_studies/c2', noCreated),
      ]),
    ).toEqual([
      'firestore/case_studies.json, case_studies/c1: challenge: must be at most 20000 characters; metrics: must not be empty (use null)',
      'firestore/case_studies.json, case_studies/c2: created_at: is required',
    ]);
  });

  it('refuses a slug claim or redirect that is not exactly { id } under a slug', () => {
    expect(
      invalidDocuments([
        at('blog_slugs/Bad Slug', { id: 'p1' }),
        at('case_study_slugs/fine', { id: 7 }),
        at('blog_redirects/old', { id: 'p1', to: '/elsewhere' }),
      ]),
    ).toEqual([
      'firestore/blog_slugs.json, blog_slugs/Bad Slug: its id (the slug "Bad Slug"): must be lowercase letters, digits and single hyphens',
      'firestore/case_study_slugs.json, case_study_slugs/fine: id: must be the id of the document it goes with',
      'firestore/blog_redirects.json, blog_redirects/old: to: is not an accepted field',
    ]);
  });
});
