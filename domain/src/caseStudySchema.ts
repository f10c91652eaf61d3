/**
 * The zod schema of a stored case study (the types, limits and save rules are in caseStudy.ts).
 * Only the functions, the admin console and the tests import it, so the public site never loads
 * zod.
 */
import { z } from 'zod';
import { CASE_STUDY_LIMITS } from './caseStudy';
import { METRIC_PART_MAX_LENGTH } from './metrics';
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

const metricSchema = z.strictObject({
  metric: z
    .string({ error: typeError('text') })
    .max(METRIC_PART_MAX_LENGTH, { error: `must be at most ${METRIC_PART_MAX_LENGTH} characters` }),
  value: z
    .string({ error: typeError('text') })
    .max(METRIC_PART_MAX_LENGTH, { error: `must be at most ${METRIC_PART_MAX_LENGTH} characters` }),
});

/** A complete, valid case study: the same rules firestore.rules enforces on every write. */
const caseStudyFieldTypes = z.strictObject({
  title: requiredText(CASE_STUDY_LIMITS.title),
  slug: z
    .string({ error: typeError('text') })
    .max(CASE_STUDY_LIMITS.slug, { error: `must be at most ${CASE_STUDY_LIMITS.slug} characters` })
    .regex(SLUG_PATTERN, { error: 'must be lowercase letters, digits and single hyphens' }),
  client_name: requiredText(CASE_STUDY_LIMITS.client_name),
  industry: requiredText(CASE_STUDY_LIMITS.industry),
  challenge: requiredText(CASE_STUDY_LIMITS.section),
  solution: requiredText(CASE_STUDY_LIMITS.section),
  results: requiredText(CASE_STUDY_LIMITS.section),
  metrics: z
    .array(metricSchema, { error: typeError('a list of {metric, value} or null') })
    .min(1, { error: 'must not be empty (use null)' })
    .max(CASE_STUDY_LIMITS.metrics, { error: `must have at most ${CASE_STUDY_LIMITS.metrics} entries` })
    .nullable(),
  testimonial: nullableText(CASE_STUDY_LIMITS.testimonial),
  testimonial_author: nullableText(CASE_STUDY_LIMITS.testimonial_author),
  testimonial_role: nullableText(CASE_STUDY_LIMITS.testimonial_role),
  image_url: nullableHttpUrl(CASE_STUDY_LIMITS.image_url),
  image_alt: nullableText(CASE_STUDY_LIMITS.image_alt),
  is_published: z.boolean({ error: typeError('true or false') }),
  publish_at: publicationTime,
  unpublish_at: publicationTime,
  created_at: z.date({ error: typeError('a date and time') }),
  title_sv: nullableText(CASE_STUDY_LIMITS.title),
  industry_sv: nullableText(CASE_STUDY_LIMITS.industry),
  challenge_sv: nullableText(CASE_STUDY_LIMITS.section),
  solution_sv: nullableText(CASE_STUDY_LIMITS.section),
  results_sv: nullableText(CASE_STUDY_LIMITS.section),
  testimonial_sv: nullableText(CASE_STUDY_LIMITS.testimonial),
});

/** With the publication times in order (an unpublish time after the publish time). */
export const caseStudyFieldsSchema = caseStudyFieldTypes.refine(publicationInOrder, PUBLICATION_ORDER);
