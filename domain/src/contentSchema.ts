/**
 * The zod schemas of stored content, derived from the descriptors (contentType.ts): every text
 * field with its limit, required or nullable, an image address where the kind says so, each
 * Swedish twin nullable with its English field's limit, metrics as a list of {metric, value} or
 * null. The type's own fields (slug, dates, publication) are added by `contentSchema`'s caller.
 * Only the functions, the admin console and the tests import this, so the public site never loads
 * zod.
 */
import { z } from 'zod';
import type { ContentField, ContentTypeDescriptor } from './contentType';
import { METRIC_PART_MAX_LENGTH } from './metrics';
import { isDraftPublication } from './schedule';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';
import {
  DIRECTION_CONTROLS_ERROR,
  hasNoDirectionControls,
  nullableHttpUrl,
  nullableText,
  PUBLICATION_ORDER,
  publicationInOrder,
  publicationTime,
  requiredText,
  typeError,
  withinLength,
} from './validation';

/** A metric's name or value: text within its limit, without direction controls, as every text field. */
const metricPart = z
  .string({ error: typeError('text') })
  .check(withinLength(METRIC_PART_MAX_LENGTH))
  .refine(hasNoDirectionControls, DIRECTION_CONTROLS_ERROR);

/** A non-empty list of at most `max` {metric, value} entries (each part text of limited length). */
export function metricsListSchema(max: number) {
  return z
    .array(z.strictObject({ metric: metricPart, value: metricPart }), {
      error: typeError('a list of {metric, value} or null'),
    })
    .min(1, { error: 'must not be empty (use null)' })
    .max(max, { error: `must have at most ${max} entries` });
}

function fieldSchema(field: ContentField, twin: boolean) {
  if (field.kind === 'metrics') return metricsListSchema(field.max).nullable();
  if (field.kind === 'imageUrl') return nullableHttpUrl(field.max);
  return field.required && !twin ? requiredText(field.max) : nullableText(field.max);
}

/** The schema of each stored field of `type` (text and metrics), the Swedish twins included. */
export function textFieldSchemas(type: ContentTypeDescriptor): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(type.fields).flatMap(([name, field]) => [
      [name, fieldSchema(field, false)],
      ...(field.swedish ? [[`${name}_sv`, fieldSchema(field, true)]] : []),
    ]),
  );
}

export const slugSchema = z
  .string({ error: typeError('text') })
  .check(withinLength(SLUG_MAX_LENGTH))
  .regex(SLUG_PATTERN, { error: 'must be lowercase letters, digits and single hyphens' });

/**
 * A complete, valid stored document of `type` (the same rules firestore.rules enforces on every
 * write): its text fields, slug and publication, `own` fields of the type, and nothing else; the
 * unpublish time, when set, after the publish time; ready for review only on a draft.
 */
const READY_ON_DRAFT_ONLY = {
  path: ['ready_for_review'],
  error: 'may be true only on a draft (unpublished, with no publish time)',
};

export function contentSchema(type: ContentTypeDescriptor, own: Record<string, z.ZodType>) {
  return z
    .strictObject({
      ...textFieldSchemas(type),
      slug: slugSchema,
      is_published: z.boolean({ error: typeError('true or false') }),
      publish_at: publicationTime,
      unpublish_at: publicationTime,
      // Added later (absent or null: not asked for); true only on a draft, as firestore.rules says.
      ready_for_review: z
        .boolean({ error: typeError('true or false') })
        .nullable()
        .optional(),
      ...own,
    })
    .refine(publicationInOrder, PUBLICATION_ORDER)
    .refine((fields) => fields.ready_for_review !== true || isDraftPublication(fields), READY_ON_DRAFT_ONLY);
}
