/**
 * The zod schema of a stored blog post: BLOG_TYPE's fields (contentSchema.ts) and its date. Only
 * the functions, the admin console and the tests import it, so the public site never loads zod.
 */
import { z } from 'zod';
import { contentSchema } from './contentSchema';
import { BLOG_TYPE } from './contentType';
import { isCalendarDate } from './dates';
import { typeError } from './validation';

export const blogFieldsSchema = contentSchema(BLOG_TYPE, {
  published_date: z
    .string({ error: typeError('a date') })
    .refine(isCalendarDate, { error: 'must be a date written YYYY-MM-DD' }),
});
