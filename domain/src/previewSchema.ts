/** The preview-link callables' requests (see preview.ts). */
import { z } from 'zod';
import { isPreviewToken, PREVIEW_COLLECTIONS, PREVIEW_DEFAULT_DAYS, PREVIEW_MAX_DAYS } from './preview';
import { DOCUMENT_ID_PATTERN, typeError } from './validation';

export const createPreviewLinkRequestSchema = z.strictObject({
  collection: z.enum(PREVIEW_COLLECTIONS, { error: `must be one of ${PREVIEW_COLLECTIONS.join(', ')}` }),
  id: z
    .string({ error: typeError('text') })
    .regex(DOCUMENT_ID_PATTERN, { error: 'must be the id of a post or case study' }),
  days: z
    .number({ error: typeError('number') })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1 day' })
    .max(PREVIEW_MAX_DAYS, { error: `must be at most ${PREVIEW_MAX_DAYS} days` })
    .default(PREVIEW_DEFAULT_DAYS),
});

export const revokePreviewLinkRequestSchema = z.strictObject({
  token: z.string({ error: typeError('text') }).refine(isPreviewToken, { error: 'must be a preview link token' }),
});
