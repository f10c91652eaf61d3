/**
 * The schema of a translation function's request, from the type's descriptor (contentType.ts):
 * each `translated` field with its limit, required or optional as the descriptor says (metrics as
 * their list), and the target language. Only the functions and the tests import this module.
 */
import { z } from 'zod';
import { metricsListSchema } from './contentSchema';
import type { ContentField, ContentTypeDescriptor } from './contentType';
import { LANGUAGES } from './language';
import type { TranslateRequest } from './translation';
import { requiredText, typeError, withinLength } from './validation';

const targetLang = z.enum(LANGUAGES, { error: "must be 'en' or 'sv'" });

const optionalText = (max: number) =>
  z
    .string({ error: typeError('text') })
    .check(withinLength(max))
    .optional();

function requestFieldSchema(field: ContentField) {
  if (field.kind === 'metrics') return metricsListSchema(field.max).optional();
  return field.required ? requiredText(field.max) : optionalText(field.max);
}

export function translationRequestSchema<T extends ContentTypeDescriptor>(
  type: T,
): z.ZodType<TranslateRequest<T>, TranslateRequest<T>> {
  const fields = Object.entries(type.fields)
    .filter(([, field]) => field.swedish === 'translated')
    .map(([name, field]) => [name, requestFieldSchema(field)] as const);
  return z.strictObject({ ...Object.fromEntries(fields), targetLang }) as unknown as z.ZodType<
    TranslateRequest<T>,
    TranslateRequest<T>
  >;
}
