/**
 * Shared pieces of the zod schemas and one way of turning a zod error into a message that names
 * the field ("email: must be a valid e-mail address"), used by the forms and the functions alike.
 */
import { z } from 'zod';
import { hasVisibleText } from './firestoreData';
import { withoutDirectionControls } from './textFields';

export interface FieldProblem {
  /** Dotted path of the offending field, or 'request' when the whole input is wrong. */
  field: string;
  message: string;
}

/** Any schema, and what it produces: for callers that do not import zod themselves. */
export type Schema = z.ZodType;
export type SchemaOutput<S extends Schema> = z.output<S>;

type ValidationResult<T> = { ok: true; value: T } | { ok: false; problem: FieldProblem };

/**
 * The id of a document a request names: letters, digits, `_` and `-`, at most 128 (the Admin SDK's
 * bound), never `__…__`, which Firestore reserves and refuses to read (a 500, not a 400).
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** "is required" for a missing value, "must be text" (etc.) for a value of the wrong type. */
export function typeError(expected: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`;
}

/**
 * A text's length limit as firestore.rules' `size()` and the browser's `maxlength` count it: in
 * UTF-16 code units (`text.length`), where an emoji is two. zod's own `max` counts code points (an
 * emoji is one), so it passed text of up to twice the limit that the rules then refused. The issue
 * is zod's own `too_big` (the forms read its `maximum`), and it ends the checks: no pattern is run
 * over text longer than the field takes. Use: `.check(withinLength(max))`.
 */
export function withinLength(max: number) {
  return (payload: z.core.ParsePayload<string>): void => {
    if (payload.value.length <= max) return;
    const message = `must be at most ${max} characters`;
    payload.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum: max,
      inclusive: true,
      input: payload.value,
      message,
      continue: false,
    });
  };
}

export const hasNoDirectionControls = (text: string) => withoutDirectionControls(text) === text;
export const DIRECTION_CONTROLS_ERROR = {
  error: 'must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)',
};

/**
 * Text that must contain a character a reader sees (not only spaces or invisible characters:
 * firestoreData.ts hasVisibleText), up to `max` characters, and no direction
 * controls (textFields.ts DIRECTION_CONTROLS: the editor's conversions take them out; firestore.rules
 * refuses them).
 */
export function requiredText(max: number) {
  return z
    .string({ error: typeError('text') })
    .check(withinLength(max))
    .refine(hasVisibleText, { error: 'is required' })
    .refine(hasNoDirectionControls, DIRECTION_CONTROLS_ERROR);
}

/** Text, or null when absent; an empty string is not allowed (save absent values as null). */
export function nullableText(max: number) {
  return z
    .string({ error: typeError('text or null') })
    .check(withinLength(max))
    .refine(hasVisibleText, { error: 'must not be blank (use null)' })
    .refine(hasNoDirectionControls, DIRECTION_CONTROLS_ERROR)
    .nullable();
}

/** An http(s) address (stored image URLs), or null. */
export function nullableHttpUrl(max: number) {
  return z
    .string({ error: typeError('an address or null') })
    .check(withinLength(max))
    .regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) address' })
    .nullable();
}

export function firstProblem(error: z.ZodError): FieldProblem {
  const issue = error.issues[0];
  if (!issue) return { field: 'request', message: 'is invalid' };
  if (issue.code === 'unrecognized_keys') {
    const [key] = issue.keys;
    return { field: [...issue.path, key ?? ''].filter((p) => p !== '').join('.'), message: 'is not an accepted field' };
  }
  const field = issue.path.map(String).join('.');
  if (!field) {
    return { field: 'request', message: issue.code === 'invalid_type' ? 'must be an object' : issue.message };
  }
  return { field, message: issue.message };
}

/** "email: must be a valid e-mail address". */
export function describeProblem(problem: FieldProblem): string {
  return `${problem.field}: ${problem.message}`;
}

/** Runs a schema and reports the first problem by field, instead of throwing. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): ValidationResult<z.output<Schema>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, problem: firstProblem(result.error) };
}

/** One field's problem as an editor shows it beside the field. */
export interface FieldIssue {
  /** Dotted path of the field (`title_sv`, `metrics.2.value`). */
  field: string;
  /** The limit when the value is too long (or has too many entries), so a form can say it in its language. */
  max: number | null;
  message: string;
}

/** Every field the schema refuses, the first problem of each: for forms that mark all fields at once. */
export function fieldIssues(schema: z.ZodType, input: unknown): FieldIssue[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const byField = new Map<string, FieldIssue>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    if (byField.has(field)) continue;
    byField.set(field, { field, max: issue.code === 'too_big' ? Number(issue.maximum) : null, message: issue.message });
  }
  return [...byField.values()];
}

/** A publication time (publish_at, unpublish_at): a date and time, or null when none is set. */
export const publicationTime = z.date({ error: typeError('a date and time or null') }).nullable();

/**
 * A document's unpublish time, when it has both, must come after its publish time (firestore.rules
 * too): `schema.refine(publicationInOrder, PUBLICATION_ORDER)`.
 */
export function publicationInOrder(fields: { publish_at: Date | null; unpublish_at: Date | null }): boolean {
  return !fields.publish_at || !fields.unpublish_at || fields.unpublish_at.getTime() > fields.publish_at.getTime();
}

export const PUBLICATION_ORDER: { path: PropertyKey[]; error: string } = {
  path: ['unpublish_at'],
  error: 'must be after the publish time',
};
