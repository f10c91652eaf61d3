/**
 * The zod schema of a stored case study: CASE_STUDY_TYPE's fields (contentSchema.ts), its
 * metrics and creation time. Only the functions, the admin console and the tests import it, so
 * the public site never loads zod.
 */
import { z } from 'zod';
import { contentSchema } from './contentSchema';
import { CASE_STUDY_TYPE } from './contentType';
import { METRIC_PART_MAX_LENGTH, METRICS_MAX_COUNT } from './metrics';
import { typeError } from './validation';

const metricPart = z
  .string({ error: typeError('text') })
  .max(METRIC_PART_MAX_LENGTH, { error: `must be at most ${METRIC_PART_MAX_LENGTH} characters` });

export const caseStudyFieldsSchema = contentSchema(CASE_STUDY_TYPE, {
  metrics: z
    .array(z.strictObject({ metric: metricPart, value: metricPart }), {
      error: typeError('a list of {metric, value} or null'),
    })
    .min(1, { error: 'must not be empty (use null)' })
    .max(METRICS_MAX_COUNT, { error: `must have at most ${METRICS_MAX_COUNT} entries` })
    .nullable(),
  created_at: z.date({ error: typeError('a date and time') }),
});
