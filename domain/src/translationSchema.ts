/**
 * The schema of a translation function's request, from the type's descriptor (contentType.ts):
 * any of the `translated` fields, at least one, each with its limit (metrics as their list), a
 * required one with text when sent, the target language, the id of the stored document being
 * translated (its own category name counts among the agreed ones only while current) and the
 * category (industry) the editor holds empty in the target language (its own name left out). The
 * editor's Auto-Translate sends every field the item has; bulk translation only those whose
 * Swedish it will write. Only the functions and the tests import this module.
 */
import { z } from 'zod';
import { metricsListSchema } from './contentSchema';
import type { ContentField, ContentTypeDescriptor } from './contentType';
import { LANGUAGES } from './language';
import { requestedFields, type TranslateRequest } from './translation';
import { requiredText, typeError, withinLength } from './validation';

const targetLang = z.enum(LANGUAGES, { error: "must be 'en' or 'sv'" });
/** A Firestore document id: no slash, at most 1,500 characters (compared with the ids of the documents found). */
const documentId = z
  .string({ error: typeError('text') })
  .regex(/^[^/]{1,1500}$/, { error: 'must be a document id' })
  .optional();

const optionalText = (max: number) =>
  z
    .string({ error: typeError('text') })
    .check(withinLength(max))
    .optional();

function requestFieldSchema(field: ContentField) {
  if (field.kind === 'metrics') return metricsListSchema(field.max).optional();
  return field.required ? requiredText(field.max).optional() : optionalText(field.max);
}

/**
 * The request's `unnamed`: some of the type's suggested translated fields (a post's category, a
 * case study's industry), each once; absent for a type without any.
 */
function unnamedSchema(type: ContentTypeDescriptor) {
  const names = Object.entries(type.fields)
    .filter(([, field]) => field.swedish === 'translated' && field.suggested)
    .map(([name]) => name);
  return z
    .array(
      z.string({ error: typeError('text') }).refine((name) => names.includes(name), {
        error: `must be ${names.length > 0 ? names.map((name) => `'${name}'`).join(' or ') : 'left out'}`,
      }),
      { error: typeError('a list') },
    )
    .refine((list) => new Set(list).size === list.length, { error: 'must name each field once' })
    .optional();
}

export function translationRequestSchema<T extends ContentTypeDescriptor>(
  type: T,
): z.ZodType<TranslateRequest<T>, TranslateRequest<T>> {
  const fields = Object.entries(type.fields)
    .filter(([, field]) => field.swedish === 'translated')
    .map(([name, field]) => [name, requestFieldSchema(field)] as const);
  return (
    z
      .strictObject({ ...Object.fromEntries(fields), targetLang, documentId, unnamed: unnamedSchema(type) })
      // Only the language: nothing to send the model.
      .refine((request) => requestedFields(type, request as TranslateRequest<T>).length > 0, {
        error: 'has no field to translate',
      }) as unknown as z.ZodType<TranslateRequest<T>, TranslateRequest<T>>
  );
}
