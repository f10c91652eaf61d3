/**
 * What an import checks in each document before it writes any: the content rules the console's
 * saves and firestore.rules hold every write to, which the Admin SDK's writes are not held to. A
 * hand-edited export whose checksums were recomputed would otherwise put in the project what no
 * save could (a title over its limit, a post without its excerpt, a slug no address can carry),
 * and the site would show it.
 *
 *   blogs/<id>, case_studies/<id>    the domain's zod schema of the type (blogFieldsSchema,
 *                                    caseStudyFieldsSchema: the fields, their limits, the slug,
 *                                    the publication times), with the leniency of firestore.rules:
 *                                    the fields added later (addedLaterFields), the publication
 *                                    times and `revision` may be absent; `revision`, when
 *                                    present, is a whole number from 1
 *   blog_slugs/<slug>, case_study_slugs/<slug>, blog_redirects/<slug>
 *                                    exactly `{ id }` (text), its id a slug (as the rules' claims)
 *
 * The revisions under a document and the translation sources are not checked here: a restore of a
 * revision is a console save, checked by the schema before it is written.
 */

import { REVISION_FIELD } from '../../domain/src/audit';
import { BLOG_REDIRECTS_COLLECTION, BLOG_SLUGS_COLLECTION, BLOGS_COLLECTION } from '../../domain/src/blog';
import { blogFieldsSchema } from '../../domain/src/blogSchema';
import { CASE_STUDIES_COLLECTION, CASE_STUDY_SLUGS_COLLECTION } from '../../domain/src/caseStudy';
import { caseStudyFieldsSchema } from '../../domain/src/caseStudySchema';
import { slugSchema } from '../../domain/src/contentSchema';
import { addedLaterFields, BLOG_TYPE, CASE_STUDY_TYPE, type ContentTypeDescriptor } from '../../domain/src/contentType';
import { fieldIssues, type Schema } from '../../domain/src/validation';
import { documentsFile, type ExportedDocument } from './manifest';
import { type Json, type JsonObject, parseTimestampText } from './values';

/** The fields firestore.rules lets a stored document of `type` lack (read as null). */
const mayLack = (type: ContentTypeDescriptor) => [...addedLaterFields(type), 'publish_at', 'unpublish_at'];

const CONTENT: Record<string, { schema: Schema; mayLack: readonly string[] }> = {
  [BLOGS_COLLECTION]: { schema: blogFieldsSchema, mayLack: mayLack(BLOG_TYPE) },
  [CASE_STUDIES_COLLECTION]: { schema: caseStudyFieldsSchema, mayLack: mayLack(CASE_STUDY_TYPE) },
};

const CLAIMS: readonly string[] = [BLOG_SLUGS_COLLECTION, CASE_STUDY_SLUGS_COLLECTION, BLOG_REDIRECTS_COLLECTION];

/**
 * A stored value as the schemas read it: a timestamp as a Date; any other tagged value (a
 * reference, bytes …) stays the tagged object, which no field of the schemas accepts.
 */
function schemaValue(json: Json): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.map(schemaValue);
  const keys = Object.keys(json);
  if (keys.length === 1 && keys[0] === '$timestamp' && typeof json.$timestamp === 'string') {
    try {
      const { seconds, nanoseconds } = parseTimestampText(json.$timestamp);
      return new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6));
    } catch {
      return json;
    }
  }
  if (keys.length === 1 && keys[0] === '$map' && json.$map && typeof json.$map === 'object') {
    return schemaValue(json.$map);
  }
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, schemaValue(value)]));
}

/**
 * Each field `schema` refuses in `input`, `<field>: <message>`, the first problem of each (as
 * fieldIssues), a field no document of the type has as "is not an accepted field" (as firstProblem).
 */
function schemaProblems(schema: Schema, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const found =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [[...path, key].join('.'), 'is not an accepted field'] as const)
        : [[path.join('.') || 'document', issue.message] as const];
    for (const [field, message] of found) if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => `${field}: ${message}`);
}

/** Each problem of a content document, `<field>: <message>`. */
function contentProblems(data: JsonObject, rules: { schema: Schema; mayLack: readonly string[] }): string[] {
  const { [REVISION_FIELD]: revision, ...fields } = data;
  const input: Record<string, unknown> = {};
  for (const name of rules.mayLack) input[name] = null;
  Object.assign(input, schemaValue(fields) as Record<string, unknown>);
  const problems = schemaProblems(rules.schema, input);
  if (revision !== undefined && !(typeof revision === 'number' && Number.isInteger(revision) && revision >= 1))
    problems.push(`${REVISION_FIELD}: must be a whole number from 1`);
  return problems;
}

/** Each problem of a slug claim or an old slug's redirect (`{ id }` under its slug). */
function claimProblems(slug: string, data: JsonObject): string[] {
  const problems: string[] = [];
  const slugIssue = fieldIssues(slugSchema, slug)[0];
  if (slugIssue) problems.push(`its id (the slug ${JSON.stringify(slug)}): ${slugIssue.message}`);
  if (typeof data.id !== 'string' || data.id === '') problems.push('id: must be the id of the document it goes with');
  const others = Object.keys(data).filter((key) => key !== 'id');
  if (others.length) problems.push(`${others.join(', ')}: ${others.length === 1 ? 'is' : 'are'} not an accepted field`);
  return problems;
}

/**
 * Every document of `documents` the content rules refuse, one line each: its file in the export,
 * its path and each field's problem. Empty when all are valid.
 */
export function invalidDocuments(documents: readonly ExportedDocument[]): string[] {
  const lines: string[] = [];
  for (const document of documents) {
    const segments = document.path.split('/');
    if (segments.length !== 2) continue;
    const [collection = '', id = ''] = segments;
    const content = CONTENT[collection];
    const problems = content
      ? contentProblems(document.data, content)
      : CLAIMS.includes(collection)
        ? claimProblems(id, document.data)
        : [];
    if (problems.length) lines.push(`${documentsFile(collection)}, ${document.path}: ${problems.join('; ')}`);
  }
  return lines;
}

/** The export holds documents the content rules refuse: nothing is imported. */
export class InvalidDocumentsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `The export holds ${problems.length === 1 ? 'a document' : `${problems.length} documents`} the content rules refuse; nothing was imported:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'InvalidDocumentsError';
    this.problems = problems;
  }
}
