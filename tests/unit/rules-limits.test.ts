/**
 * The size limits are written once, in the domain (BLOG_LIMITS, CASE_STUDY_LIMITS, the metrics
 * limits), and used by the zod schemas and the editor's inputs. firestore.rules cannot import
 * them, so this test reads every limit the rules write and compares it with the domain's.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BLOG_LIMITS,
  BLOG_TRANSLATABLE_FIELDS,
  blogToFirestore,
  CASE_STUDY_LIMITS,
  CASE_STUDY_TRANSLATABLE_FIELDS,
  caseStudyToFirestore,
  METRIC_PART_MAX_LENGTH,
  METRICS_MAX_COUNT,
  SLUG_MAX_LENGTH,
} from '../../domain/src/index';
import { blog, caseStudy } from '../../domain/src/testFixtures';

const rules = fs.readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** The body of one rules function, up to the next `function` or `match`. */
function body(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `firestore.rules defines ${name}`).toBeGreaterThanOrEqual(0);
  const rest = rules.slice(start + 1);
  const end = rest.search(/\n\s*(function |match )/);
  return rest.slice(0, end === -1 ? undefined : end);
}

/** `isRequiredText(data.title, 200)` → { title: 200 }, for every sized check of a validator. */
function sizedFields(validator: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [, field, max] of body(validator).matchAll(/is\w*Text\(data\.(\w+), (\d+)\)/g)) {
    found[field as string] = Number(max);
  }
  return found;
}

const withSwedish = (limits: Record<string, number>, translated: readonly string[]) => ({
  ...limits,
  ...Object.fromEntries(translated.map((field) => [`${field}_sv`, limits[field]])),
});

describe('firestore.rules limits are the domain limits', () => {
  it('blog posts', () => {
    const { title, excerpt, content, category, author } = BLOG_LIMITS;
    expect(sizedFields('isValidBlog')).toEqual(
      withSwedish({ title, excerpt, content, category, author }, BLOG_TRANSLATABLE_FIELDS),
    );
  });

  it('case studies', () => {
    const { title, client_name, industry, section, testimonial, testimonial_author, testimonial_role } =
      CASE_STUDY_LIMITS;
    const sections = { challenge: section, solution: section, results: section };
    expect(sizedFields('isValidCaseStudy')).toEqual(
      withSwedish(
        { title, client_name, industry, ...sections, testimonial, testimonial_author, testimonial_role },
        CASE_STUDY_TRANSLATABLE_FIELDS,
      ),
    );
  });

  it('slugs, image addresses and metrics', () => {
    expect(BLOG_LIMITS.slug).toBe(SLUG_MAX_LENGTH);
    expect(CASE_STUDY_LIMITS.slug).toBe(SLUG_MAX_LENGTH);
    expect(body('isSlug')).toContain(`value.size() <= ${SLUG_MAX_LENGTH}`);
    expect(BLOG_LIMITS.image_url).toBe(CASE_STUDY_LIMITS.image_url);
    expect(body('isImageUrl')).toContain(`value.size() <= ${BLOG_LIMITS.image_url}`);
    expect(BLOG_LIMITS.image_alt).toBe(CASE_STUDY_LIMITS.image_alt);
    expect(body('hasValidImageAlt')).toContain(`isNullableText(data.image_alt, ${BLOG_LIMITS.image_alt})`);
    expect(body('isMetric')).toContain(`item.metric.size() <= ${METRIC_PART_MAX_LENGTH}`);
    expect(body('isMetric')).toContain(`item.value.size() <= ${METRIC_PART_MAX_LENGTH}`);
    expect(CASE_STUDY_LIMITS.metrics).toBe(METRICS_MAX_COUNT);
    expect(body('isMetricList')).toContain(`count <= ${METRICS_MAX_COUNT}`);
    // One positional check per allowed entry (rules have no loops).
    expect(body('isMetricList').match(/isMetricAt\(list, count, \d\)/g)).toHaveLength(METRICS_MAX_COUNT);
  });
});

/** The names a rules function's list holds: `return ['title', 'slug', …];`. */
function listedFields(name: string): string[] {
  return [...body(name).matchAll(/'(\w+)'/g)].map(([, field]) => field as string).sort();
}

describe('firestore.rules field lists are the stored documents', () => {
  it('blog posts and case studies, the publication times included', () => {
    // The required lists and the optional ones (fields added after documents were first stored) together.
    const optional = listedFields('OPTIONAL_FIELDS');
    expect(optional).toEqual(['image_alt', 'publish_at', 'unpublish_at']);
    expect([...listedFields('blogFields'), ...optional].sort()).toEqual(Object.keys(blogToFirestore(blog())).sort());
    expect([...listedFields('caseStudyFields'), ...optional].sort()).toEqual(
      Object.keys(caseStudyToFirestore(caseStudy())).sort(),
    );
    expect(body('isValidBlog')).toContain('isSchedule(data)');
    expect(body('isValidCaseStudy')).toContain('isSchedule(data)');
  });
});
