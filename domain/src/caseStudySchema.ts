/**
 * The zod schema of a stored case study: CASE_STUDY_TYPE's fields (contentSchema.ts: the text, the
 * metrics and their Swedish twins) and its creation time. Only the functions, the admin console
 * and the tests import it, so the public site never loads zod.
 */
import { z } from 'zod';
import { contentSchema } from './contentSchema';
import { CASE_STUDY_TYPE } from './contentType';
import { typeError } from './validation';

export const caseStudyFieldsSchema = contentSchema(CASE_STUDY_TYPE, {
  created_at: z.date({ error: typeError('a date and time') }),
});
