/**
 * What an import checks in each document before it writes any: the content rules the console's
 * saves and firestore.rules hold every write to, which the Admin SDK's writes are not held to. A
 * hand-edited export whose checksums were recomputed, one cut from another version, or a hostile
 * one would otherwise put in the project what no save could (a title over its limit, a post without
 * its excerpt, a slug no address can carry, a history the console cannot read or that contradicts
 * itself), and the site and the console would show it.
 *
 *   blogs/<id>, case_studies/<id>    the domain's zod schema of the type (blogFieldsSchema,
 *                                    caseStudyFieldsSchema: the fields, their limits, the slug,
 *                                    the publication times, the review mark: true only on a
 *                                    draft), with the leniency of firestore.rules: the fields
 *                                    added later (addedLaterFields), the publication times,
 *                                    `ready_for_review`, `revision` and `updated_at` may be absent;
 *                                    `revision`, when present, is a whole number from 1 and names
 *                                    the newest version of the item's history (its head's `next` -
 *                                    1); `updated_at` (when the content last changed, domain/src/
 *                                    contentChange.ts), when present, a time (never null)
 *                                    no two items of a type carry the same slug (the site's
 *                                    address shows one item: the other could not be reached)
 *   blog_slugs/<slug>, case_study_slugs/<slug>, blog_redirects/<slug>
 *                                    exactly `{ id }` (text), its id a slug (as the rules' claims),
 *                                    `id` naming an item of the export (move.ts strayReason); a
 *                                    claim's item carries its slug, as the rules keep every claim,
 *                                    a redirect's carries another (mayWriteRedirect). One naming no
 *                                    item would keep its slug taken in the project, or redirect to
 *                                    a page that is not there. A slug is claimed or an old address,
 *                                    never both (move.ts claimedAddresses): the rules claim a slug
 *                                    only where no redirect of it is left, and both are refused
 *   <item>/revisions/<000042>        a version as the console's save writes it (admin-remote/src/
 *                                    data/collection.ts) and the rules' isRevision holds it: exactly
 *                                    { number, fields, saved_at, saved_by, restored_from } and
 *                                    optionally `translation_sources` (the item's sources saved with
 *                                    it, fingerprints as below), `number`
 *                                    its id's; `fields` the item's schema as above, naming this
 *                                    version as its `revision` (or not at all: saved before items
 *                                    named it); `saved_at` a time and `saved_by` an e-mail address,
 *                                    or both null in version 1 only (the version stored before
 *                                    history was kept); `restored_from` null or an earlier version
 *                                    still kept when this one was saved (one of the last
 *                                    REVISIONS_KEPT), and in the export if it is kept still
 *   <item>/revisions/head            exactly { next }, a whole number from 2, and the history as the
 *                                    rules keep it: its item in the export, the versions exactly
 *                                    the last REVISIONS_KEPT below `next` (from 1 while fewer were
 *                                    saved), none without a head; version 1 stored before history
 *                                    was kept comes with version 2 (`next` from 3)
 *   translation_sources/<collection>_<id>
 *                                    the sources of an item of the export: exactly `fields` and,
 *                                    optionally, `english`, each a map from the type's translated
 *                                    fields to fingerprints (FINGERPRINT_PATTERN), as the rules'
 *                                    isFingerprints
 *
 * `content:import --only blogs/<id>` checks what it would write: the item with its history and
 * what goes with it (move.ts selectDocuments), so its claims, redirects and sources are checked
 * against it, and a stray document of another item elsewhere in the export stops nothing.
 */

import {
  addedLaterFields,
  BLOG_REDIRECTS_COLLECTION,
  BLOG_SLUGS_COLLECTION,
  BLOG_TRANSLATABLE_FIELDS,
  BLOG_TYPE,
  BLOGS_COLLECTION,
  blogFieldsSchema,
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_SLUGS_COLLECTION,
  CASE_STUDY_TRANSLATABLE_FIELDS,
  CASE_STUDY_TYPE,
  type ContentProblem,
  type ContentTypeDescriptor,
  caseStudyFieldsSchema,
  DOCUMENT_ID_FIELD,
  type DocumentRefusal,
  FINGERPRINT_PATTERN,
  fieldIssues,
  isValidEmail,
  contentProblem as problem,
  READY_FOR_REVIEW_FIELD,
  REVISION_FIELD,
  REVISION_SOURCES_FIELD,
  REVISIONS_HEAD,
  REVISIONS_KEPT,
  REVISIONS_SUBCOLLECTION,
  revisionId,
  type Schema,
  slugSchema,
  TRANSLATION_SOURCES_COLLECTION,
  translationSourcesId,
  UPDATED_AT_FIELD,
} from '@app/domain';
import { documentsFile, type ExportedDocument } from './manifest';
import { claimedAddresses, ownerOf, strayProblem } from './move';
import { describeRefusal } from './problems';
import { type Json, type JsonObject, parseTimestampText } from './values';

/** The fields firestore.rules lets a stored document of `type` lack (read as null). */
const mayLack = (type: ContentTypeDescriptor) => [
  ...addedLaterFields(type),
  'publish_at',
  'unpublish_at',
  READY_FOR_REVIEW_FIELD,
];

interface ContentRules {
  schema: Schema;
  mayLack: readonly string[];
  /** The English fields whose Swedish translation keeps a source (the keys of its fingerprints). */
  translatable: readonly string[];
}

const CONTENT: Record<string, ContentRules> = {
  [BLOGS_COLLECTION]: { schema: blogFieldsSchema, mayLack: mayLack(BLOG_TYPE), translatable: BLOG_TRANSLATABLE_FIELDS },
  [CASE_STUDIES_COLLECTION]: {
    schema: caseStudyFieldsSchema,
    mayLack: mayLack(CASE_STUDY_TYPE),
    translatable: CASE_STUDY_TRANSLATABLE_FIELDS,
  },
};

const CLAIMS: readonly string[] = [BLOG_SLUGS_COLLECTION, CASE_STUDY_SLUGS_COLLECTION, BLOG_REDIRECTS_COLLECTION];

/** A version's id: its number in six digits (revisionId), as the rules' `[0-9]{6}`. */
const VERSION_ID = /^[0-9]{6}$/;
const VERSION_KEYS = ['number', 'fields', 'saved_at', 'saved_by', 'restored_from'] as const;

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

/** A map of fields (not a list, a timestamp or another tagged value), as the schemas read it. */
function asMap(json: Json | undefined): Record<string, unknown> | null {
  if (json === undefined) return null;
  const value = schemaValue(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
    ? (value as Record<string, unknown>)
    : null;
}

const isWholeNumberFrom = (value: unknown, from: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= from;

/** The keys of `data` that are not `accepted`, each as "is not an accepted field". */
function unacceptedKeys(data: JsonObject, accepted: readonly string[]): ContentProblem[] {
  return Object.keys(data)
    .filter((key) => !accepted.includes(key))
    .map((key) => problem('notAccepted', { count: 1 }, key));
}

/** A field's problem as the domain's schema words it: required, too long, or its own words. */
function schemaProblem(field: string, issue: { message: string; max: number | null }): ContentProblem {
  if (issue.message === 'is required') return problem('required', {}, field);
  if (issue.max !== null) return problem('tooLong', { max: issue.max, message: issue.message }, field);
  return problem('fieldInvalid', { message: issue.message }, field);
}

/**
 * Each field `schema` refuses in `input`, `<field>: <message>`, the first problem of each (as
 * fieldIssues), a field no document of the type has as "is not an accepted field" (as firstProblem).
 */
function schemaProblems(schema: Schema, input: unknown, prefix: string): ContentProblem[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const byField = new Map<string, ContentProblem>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const found: ContentProblem[] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => problem('notAccepted', { count: 1 }, `${prefix}${[...path, key].join('.')}`))
        : [
            schemaProblem(`${prefix}${path.join('.') || 'document'}`, {
              message: issue.message,
              max: issue.code === 'too_big' ? Number(issue.maximum) : null,
            }),
          ];
    for (const each of found) if (each.field && !byField.has(each.field)) byField.set(each.field, each);
  }
  return [...byField.values()];
}

/**
 * Each problem of a content document, `<field>: <message>` (`fields.<field>` with `prefix`
 * `fields.`, for a version's copy of the document).
 */
function contentProblems(data: JsonObject, rules: ContentRules, prefix = ''): ContentProblem[] {
  const { [REVISION_FIELD]: revision, [UPDATED_AT_FIELD]: updatedAt, ...fields } = data;
  const input: Record<string, unknown> = {};
  for (const name of rules.mayLack) input[name] = null;
  Object.assign(input, schemaValue(fields) as Record<string, unknown>);
  const problems = schemaProblems(rules.schema, input, prefix);
  if (revision !== undefined && !isWholeNumberFrom(revision, 1))
    problems.push(problem('wholeNumber', { from: 1 }, `${prefix}${REVISION_FIELD}`));
  if (updatedAt !== undefined && !(schemaValue(updatedAt) instanceof Date))
    problems.push(problem('dateTime', {}, `${prefix}${UPDATED_AT_FIELD}`));
  return problems;
}

/** Each problem of a slug claim or an old slug's redirect (`{ id }` under its slug). */
function claimProblems(slug: string, data: JsonObject): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const slugIssue = fieldIssues(slugSchema, slug)[0];
  if (slugIssue) problems.push(problem('claimSlugInvalid', { slug, message: slugIssue.message }, DOCUMENT_ID_FIELD));
  if (typeof data.id !== 'string' || data.id === '') problems.push(problem('claimIdInvalid', {}, 'id'));
  const others = Object.keys(data).filter((key) => key !== 'id');
  if (others.length) problems.push(problem('notAccepted', { count: others.length }, others.join(', ')));
  return problems;
}

/** A version of an item's history as read from the export, for the checks across its history. */
interface Version {
  path: string;
  /** The number its id (six digits) is, or null. */
  slot: number | null;
  /** Its number, when it is a whole number that its id agrees with; null otherwise. */
  number: number | null;
  /** The version stored before history was kept: saved by nobody, at no time. */
  beforeHistory: boolean;
  /** The earlier version it restored, when that is one. */
  restoredFrom: number | null;
}

/** One item's history in the export: the documents under `<item>/revisions`. */
interface History {
  head: { path: string; next: number | null } | null;
  versions: Version[];
}

/**
 * Each problem of a version (`<item>/revisions/<id>`) on its own, and what the checks across its
 * history need of it.
 */
function versionProblems(
  path: string,
  id: string,
  data: JsonObject,
  collection: string,
  rules: ContentRules,
): [ContentProblem[], Version] {
  const problems: ContentProblem[] = [];
  const version: Version = {
    path,
    slot: VERSION_ID.test(id) ? Number(id) : null,
    number: null,
    beforeHistory: false,
    restoredFrom: null,
  };
  if (version.slot === null) problems.push(problem('versionIdInvalid', {}, DOCUMENT_ID_FIELD));
  problems.push(...unacceptedKeys(data, [...VERSION_KEYS, REVISION_SOURCES_FIELD]));
  for (const key of VERSION_KEYS) if (!(key in data)) problems.push(problem('required', {}, key));
  if (data[REVISION_SOURCES_FIELD] !== undefined)
    problems.push(...fingerprintProblems(REVISION_SOURCES_FIELD, data[REVISION_SOURCES_FIELD], collection, rules));
  const { number, fields, saved_at: savedAt, saved_by: savedBy, restored_from: restoredFrom } = data;

  if (!isWholeNumberFrom(number, 1)) problems.push(problem('wholeNumber', { from: 1 }, 'number'));
  else if (version.slot !== null && revisionId(number) !== id)
    problems.push(problem('versionNumberMismatch', { number, id }, 'number'));
  else if (version.slot !== null) version.number = number;

  // Saved by nobody at no time: the version stored before history was kept, which the console
  // writes once, as version 1, with the first save's version (the rules' isRevision).
  version.beforeHistory = savedAt === null && savedBy === null;
  if (version.beforeHistory) {
    if (number !== 1) problems.push(problem('beforeHistoryNotFirst', {}, 'saved_at, saved_by'));
    if (restoredFrom !== null && restoredFrom !== undefined)
      problems.push(problem('beforeHistoryRestored', {}, 'restored_from'));
  } else {
    if (savedAt !== undefined && !(schemaValue(savedAt) instanceof Date))
      problems.push(problem('dateTime', {}, 'saved_at'));
    if (savedBy !== undefined && !(typeof savedBy === 'string' && savedBy === savedBy.trim() && isValidEmail(savedBy)))
      problems.push(problem('saverEmail', {}, 'saved_by'));
  }

  if (restoredFrom !== null && restoredFrom !== undefined && !version.beforeHistory) {
    if (!isWholeNumberFrom(restoredFrom, 1)) problems.push(problem('restoredFromInvalid', {}, 'restored_from'));
    else if (isWholeNumberFrom(number, 1) && restoredFrom >= number)
      problems.push(problem('restoredFromNotBefore', { restored: restoredFrom, number }, 'restored_from'));
    else if (isWholeNumberFrom(number, 1) && restoredFrom < number - REVISIONS_KEPT)
      problems.push(
        problem('restoredFromNotKept', { restored: restoredFrom, number, kept: REVISIONS_KEPT }, 'restored_from'),
      );
    else version.restoredFrom = restoredFrom;
  }

  if (fields !== undefined) {
    const copy = asMap(fields);
    if (!copy) problems.push(problem('versionFieldsInvalid', {}, 'fields'));
    else {
      problems.push(...contentProblems(fields as JsonObject, rules, 'fields.'));
      // A save names its own version in the document it writes; versions saved before items named
      // theirs have none; the version stored before history was kept holds the item as it was.
      const named = copy[REVISION_FIELD];
      if (!version.beforeHistory && version.number !== null && isWholeNumberFrom(named, 1) && named !== version.number)
        problems.push(
          problem('versionRevisionMismatch', { named, number: version.number }, `fields.${REVISION_FIELD}`),
        );
    }
  }
  return [problems, version];
}

/** Each problem of a history's head (`<item>/revisions/head`) on its own, and its `next` if valid. */
function headProblems(data: JsonObject): [ContentProblem[], number | null] {
  const problems = unacceptedKeys(data, ['next']);
  const { next } = data;
  if (next === undefined) problems.push(problem('required', {}, 'next'));
  else if (!isWholeNumberFrom(next, 2)) problems.push(problem('headNextInvalid', {}, 'next'));
  return [problems, isWholeNumberFrom(next, 2) ? next : null];
}

/** The versions missing from a history a problem names: the first five (the problem says how many in all). */
const MISSING_NAMED = 5;

/**
 * The problems of one item's history taken whole, by path: whether it goes with an item of the
 * export, its head, which versions it keeps, and what the item names of it. `item` is the item's
 * data when the export holds it.
 */
function historyProblems(itemPath: string, item: JsonObject | undefined, history: History): [string, ContentProblem][] {
  const found: [string, ContentProblem][] = [];
  const documentPaths = [...(history.head ? [history.head.path] : []), ...history.versions.map((v) => v.path)];
  if (!item) {
    for (const path of documentPaths) found.push([path, problem('historyWithoutItem', { item: itemPath })]);
    return found;
  }
  const named = item[REVISION_FIELD];
  if (!history.head) {
    if (history.versions.length)
      found.push([itemPath, problem('historyHeadMissing', {}, `${REVISIONS_SUBCOLLECTION}/${REVISIONS_HEAD}`)]);
    if (isWholeNumberFrom(named, 1)) found.push([itemPath, problem('revisionWithoutHead', { named }, REVISION_FIELD)]);
    return found;
  }
  const { next } = history.head;
  if (next === null) return found;
  const newest = next - 1;
  const oldest = Math.max(1, next - REVISIONS_KEPT);
  if (isWholeNumberFrom(named, 1) && named !== newest)
    found.push([itemPath, problem('revisionNotNewest', { named, newest, next }, REVISION_FIELD)]);
  // What is in the export is judged by the versions' ids (a number that disagrees is its own problem).
  const present = new Set(history.versions.flatMap((version) => (version.slot === null ? [] : [version.slot])));
  for (const version of history.versions) {
    if (version.number === null) continue;
    if (version.number >= next)
      found.push([version.path, problem('versionAfterHead', { number: version.number, next }, 'number')]);
    else if (version.number < oldest)
      found.push([
        version.path,
        problem('versionTooOld', { number: version.number, kept: REVISIONS_KEPT, next }, 'number'),
      ]);
    if (version.beforeHistory && next < 3)
      found.push([version.path, problem('beforeHistoryAlone', { next }, 'saved_at, saved_by')]);
  }
  const missing: number[] = [];
  for (let number = oldest; number <= newest; number++) if (!present.has(number)) missing.push(number);
  if (missing.length)
    found.push([
      history.head.path,
      problem(
        'versionsMissing',
        {
          next,
          oldest: revisionId(oldest),
          newest: revisionId(newest),
          missing: missing.slice(0, MISSING_NAMED).map(revisionId),
          count: missing.length,
        },
        'next',
      ),
    ]);
  for (const version of history.versions)
    if (version.restoredFrom !== null && version.restoredFrom >= oldest && !present.has(version.restoredFrom))
      found.push([version.path, problem('restoredFromMissing', { restored: version.restoredFrom }, 'restored_from')]);
  return found;
}

/**
 * Each problem of a translation-sources document (`translation_sources/<collection>_<id>`) on its
 * own (whether its item is in the export is strayReason's).
 */
function sourcesProblems(id: string, data: JsonObject): ContentProblem[] {
  const collection = Object.keys(CONTENT).find((name) => id.startsWith(translationSourcesId(name, '')));
  const itemId = collection ? id.slice(translationSourcesId(collection, '').length) : '';
  const rules = collection ? CONTENT[collection] : undefined;
  if (!collection || !rules || !itemId)
    return [
      problem(
        'sourcesIdInvalid',
        { forms: Object.keys(CONTENT).map((name) => translationSourcesId(name, '<id>')) },
        DOCUMENT_ID_FIELD,
      ),
    ];
  const problems = unacceptedKeys(data, ['fields', 'english']);
  if (data.fields === undefined) problems.push(problem('required', {}, 'fields'));
  for (const key of ['fields', 'english'] as const) {
    if (data[key] !== undefined) problems.push(...fingerprintProblems(key, data[key], collection, rules));
  }
  return problems;
}

/** What is wrong with `value` (at `key`) as a map from `collection`'s translated fields to fingerprints. */
function fingerprintProblems(
  key: string,
  value: Json | undefined,
  collection: string,
  rules: ContentRules,
): ContentProblem[] {
  const fingerprints = asMap(value);
  if (!fingerprints) return [problem('fingerprintsInvalid', {}, key)];
  return Object.entries(fingerprints).flatMap(([field, fingerprint]) => {
    if (!rules.translatable.includes(field)) return [problem('notTranslatedField', { collection }, `${key}.${field}`)];
    if (typeof fingerprint !== 'string' || !FINGERPRINT_PATTERN.test(fingerprint))
      return [problem('fingerprintInvalid', {}, `${key}.${field}`)];
    return [];
  });
}

/**
 * The items of `items` (by path) that carry the slug of another item of their type, each with
 * those others. A slug is one item's address: of two items carrying it, the site shows one (its
 * query by slug takes the first), and the rules let only one hold its claim.
 */
export function sharedSlugs(items: ReadonlyMap<string, JsonObject>): Map<string, string[]> {
  const carriers = new Map<string, string[]>();
  for (const [itemPath, item] of items)
    if (typeof item.slug === 'string') {
      const key = `${itemPath.split('/')[0]}/${item.slug}`;
      carriers.set(key, [...(carriers.get(key) ?? []), itemPath]);
    }
  const shared = new Map<string, string[]>();
  for (const paths of carriers.values())
    if (paths.length > 1)
      for (const itemPath of paths)
        shared.set(
          itemPath,
          paths.filter((other) => other !== itemPath),
        );
  return shared;
}

/**
 * The content rules, a document at a time: `check` each document as it is read, `problems` once
 * all are, each refused document's problems by path (a field's, or its history's). It keeps of the
 * documents only what the checks across documents need: each item's slug and the version it
 * names, each version's number and what it restored, each claim's, old address's and sources'
 * path and the item it names; so an import checks an export of any size in memory that does not
 * grow with the posts' text (import.ts).
 */
export function contentChecker() {
  const problems = new Map<string, ContentProblem[]>();
  const add = (path: string, found: readonly ContentProblem[]) => {
    if (found.length) problems.set(path, [...(problems.get(path) ?? []), ...found]);
  };
  /** Each item's slug and the version it names (what the checks across documents read of it). */
  const items = new Map<string, JsonObject>();
  const histories = new Map<string, History>();
  /** Claims, redirects and translation sources: checked against the items once all are read. */
  const owned: ExportedDocument[] = [];
  return {
    check(document: ExportedDocument): void {
      const segments = document.path.split('/');
      const [collection = '', id = '', subcollection = '', subId = ''] = segments;
      const content = CONTENT[collection];
      if (segments.length === 2) {
        if (content) {
          const { slug, [REVISION_FIELD]: revision } = document.data;
          items.set(document.path, {
            ...(slug === undefined ? {} : { slug }),
            ...(revision === undefined ? {} : { [REVISION_FIELD]: revision }),
          });
          add(document.path, contentProblems(document.data, content));
        } else if (CLAIMS.includes(collection)) {
          add(document.path, claimProblems(id, document.data));
          owned.push({
            path: document.path,
            data: typeof document.data.id === 'string' ? { id: document.data.id } : {},
          });
        } else if (collection === TRANSLATION_SOURCES_COLLECTION) {
          add(document.path, sourcesProblems(id, document.data));
          owned.push({ path: document.path, data: {} });
        }
      } else if (content && segments.length === 4 && subcollection === REVISIONS_SUBCOLLECTION) {
        const itemPath = `${collection}/${id}`;
        const history = histories.get(itemPath) ?? { head: null, versions: [] };
        histories.set(itemPath, history);
        if (subId === REVISIONS_HEAD) {
          const [found, next] = headProblems(document.data);
          add(document.path, found);
          history.head = { path: document.path, next };
        } else {
          const [found, version] = versionProblems(document.path, subId, document.data, collection, content);
          add(document.path, found);
          history.versions.push(version);
        }
      }
    },
    /** Each refused document's problems, by path; empty when all are valid. */
    problems(): Map<string, ContentProblem[]> {
      // One that names no item at all its own checks refuse (its id, or its `id`), once.
      for (const document of owned) {
        const stray = ownerOf(document) ? strayProblem(document, items) : null;
        const field = document.path.startsWith(`${TRANSLATION_SOURCES_COLLECTION}/`) ? DOCUMENT_ID_FIELD : 'id';
        if (stray) add(document.path, [{ ...stray, field }]);
      }
      for (const [itemPath, others] of sharedSlugs(items)) {
        const slug = items.get(itemPath)?.slug;
        add(
          itemPath,
          others.map((other) => problem('slugShared', { slug: typeof slug === 'string' ? slug : null, other }, 'slug')),
        );
      }
      for (const { redirect, claim } of claimedAddresses(owned)) {
        const slug = claim.split('/')[1] ?? '';
        add(claim, [problem('claimAlsoRedirect', { slug, other: redirect }, DOCUMENT_ID_FIELD)]);
        add(redirect, [problem('redirectAlsoClaimed', { slug, other: claim }, DOCUMENT_ID_FIELD)]);
      }
      for (const [itemPath, item] of items)
        if (!histories.has(itemPath))
          for (const [path, problem] of historyProblems(itemPath, item, { head: null, versions: [] }))
            add(path, [problem]);
      for (const [itemPath, history] of histories)
        for (const [path, problem] of historyProblems(itemPath, items.get(itemPath), history)) add(path, [problem]);
      return problems;
    },
  };
}

/**
 * Every document of `documents` the content rules refuse (contentChecker), in their order, each
 * with its file and its problems. Empty when all are valid.
 */
export function refusedDocuments(documents: readonly ExportedDocument[]): DocumentRefusal[] {
  const checker = contentChecker();
  for (const document of documents) checker.check(document);
  const problems = checker.problems();
  return documents.flatMap((document) => {
    const found = problems.get(document.path);
    if (!found) return [];
    problems.delete(document.path);
    return [{ file: documentsFile(document.path.split('/')[0] ?? ''), path: document.path, problems: found }];
  });
}

/** refusedDocuments in English, one line each: the document's file, its path and each of its problems. */
export const invalidDocuments = (documents: readonly ExportedDocument[]): string[] =>
  refusedDocuments(documents).map(describeRefusal);

/**
 * The export holds documents the content rules refuse: nothing is imported. `refusals`: each
 * document with its problems, as data (the console words them in its language); `problems`: the
 * same in English, a line each.
 */
export class InvalidDocumentsError extends Error {
  readonly refusals: readonly DocumentRefusal[];
  readonly problems: readonly string[];
  constructor(refusals: readonly DocumentRefusal[]) {
    const problems = refusals.map(describeRefusal);
    super(
      `The export holds ${problems.length === 1 ? 'a document' : `${problems.length} documents`} the content rules refuse; nothing was imported:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'InvalidDocumentsError';
    this.refusals = refusals;
    this.problems = problems;
  }
}
