/**
 * One content collection as the admin console reads and writes it, in domain objects. The blog
 * and case-study modules are instances of this, each naming its collection, its converters, its
 * schema and how the editor's draft becomes stored fields.
 *
 * Slugs are unique per collection. Each document's slug is claimed by a small document `{ id }`
 * in the collection's claims collection (`blog_slugs/{slug}`), written in the same transaction as
 * the document: two saves racing for one slug both read the free claim, Firestore refuses the
 * later commit and retries that transaction, which then sees the claim and takes `-2`. No save
 * reads the whole collection.
 *
 * A published document renamed by a save leaves its old slug in `slugRedirects` as `{ id }` (same
 * transaction), so its old address redirects to wherever it lives now; a slug that still redirects
 * to another document is taken only when the editor says so ({@link SlugRedirectsError}), and
 * taking it removes the redirect.
 *
 * Every save also keeps the version it wrote in the document's `revisions` subcollection
 * (`000001`, `000002` …, with who and when), in the same transaction; `revisions/head` holds the
 * next number, and the document its own version's number (`revision`). The last {@link REVISIONS_KEPT} are kept. A document that had no history yet (seeded
 * or imported) gets its stored version recorded first, as "before history". firestore.rules
 * refuses any other way of writing a document: a slug its claim does not name, or a write without
 * its next revision.
 *
 * The list reads each document's listed fields only (./projection.ts), and marks its out-of-date
 * Swedish from the English fingerprints every save keeps beside its translation sources.
 */
import {
  changedContentFields,
  englishFingerprints,
  type FieldIssue,
  type FieldSuggestions,
  fieldIssues,
  fieldSuggestions,
  type PublicationFields,
  REVISION_FIELD,
  REVISION_SOURCES_FIELD,
  REVISIONS_HEAD,
  REVISIONS_KEPT,
  REVISIONS_SUBCOLLECTION,
  type ReviewFields,
  readUpdatedAt,
  revisionId,
  type Schema,
  slugCandidates,
  sourcesAfterRestore,
  sourcesAfterSave,
  staleFromFingerprints,
  staleSwedishFields,
  TRANSLATION_SOURCES_COLLECTION,
  type TranslatedPairs,
  type TranslationSources,
  type TranslationSourcesDocument,
  toStockholmDateTime,
  translationSourcesId,
  UPDATED_AT_FIELD,
} from '@app/domain';
import { auth } from '@app/platform/auth';
import { db } from '@app/platform/firestore';
import { dequal } from 'dequal';
import { FirebaseError } from 'firebase/app';
import {
  type CollectionReference,
  collection,
  type DocumentData,
  doc,
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Transaction,
  where,
} from 'firebase/firestore/lite';
import { EditConflictError, type SaveOptions } from './editConflict';
import { type ReadServerTime, type RunProjectedQuery, signedInProjection, signedInServerTime } from './projection';

export interface CollectionDefinition<Fields, Draft> {
  name: string;
  /** Where each slug's claim `{ id }` is kept. */
  slugClaims: string;
  /**
   * Where a published document's old slug is kept as `{ id }` when a save renames it, so its old
   * address redirects to the current one; absent for a type without public addresses.
   */
  slugRedirects?: string;
  /** The list is sorted on this field, newest first. */
  newestFirstBy: string;
  /** The stored fields a row of the list shows (domain listedFields): all the list reads of a document. */
  listed: readonly string[];
  /** The stored fields whose values the editor suggests (domain suggestedFields). */
  suggested: readonly string[];
  fromFirestore: (id: string, data: DocumentData) => Fields & { id: string };
  toFirestore: (fields: Fields) => DocumentData;
  /** The stored document's schema: a save that fails it writes nothing. */
  schema: Schema;
  /** The English fields with a Swedish `_sv` twin, whose translation sources a save records. */
  translatable: readonly string[];
  /**
   * The draft as stored fields, its slug not yet made unique (the save does that); `loaded` is
   * the document the editor opened, absent when creating one; `now`, the time of the save, which
   * decides whether a publication time has come (the domain's publicationFromDraft; absent: the
   * browser's clock).
   */
  draftToFields: (draft: Draft, loaded?: Fields, now?: Date) => Fields;
}

/**
 * A row of the admin list: a document's listed fields (the others are not read), and which of its
 * English fields changed since their Swedish was translated.
 */
export type ContentRow = PublicationFields & {
  id: string;
  /** A draft a writer asked an admin to review (`ready_for_review`). */
  ready_for_review?: boolean;
  title: string;
  slug: string;
  staleSwedish: readonly string[];
} & Readonly<Record<string, unknown>>;

export interface ContentCollection<Fields, Draft> {
  /** Every document's row, drafts included (only staff may read those), newest first. */
  list: () => Promise<ContentRow[]>;
  /** One document, or null when it does not exist. */
  get: (id: string) => Promise<(Fields & { id: string }) | null>;
  /**
   * Creates a document from the editor's values (slug, date and null rules of the domain). Throws
   * {@link InvalidFieldsError} when the values break the schema (nothing is written).
   */
  create: (
    draft: Draft,
    options?: Pick<SaveOptions, 'takeOverRedirect' | 'translated'>,
  ) => Promise<Fields & { id: string }>;
  /**
   * Saves the editor's values over `loaded`, the document as the editor opened it. In one
   * transaction the stored document is compared with `loaded`: if someone changed or deleted it
   * meanwhile, nothing is written and an {@link EditConflictError} carries the stored version
   * (unless `overwrite`). Throws {@link InvalidFieldsError} as `create` does.
   */
  update: (loaded: Fields & { id: string }, draft: Draft, options?: SaveOptions) => Promise<Fields & { id: string }>;
  /**
   * Writes `change` (stored fields, e.g. the Swedish ones bulk translation fills in) over the
   * stored document as a new version, with `sources` as its translation sources. Throws an
   * {@link EditConflictError} (nothing written) when the document no longer exists, or, given
   * `expected` (the document as stored when `change` was made from it), when it was saved since:
   * a save made meanwhile is never overwritten. Throws {@link InvalidFieldsError} (nothing written)
   * when the changed document breaks the schema, e.g. a translation longer than its field.
   */
  patch: (id: string, change: DocumentData, sources: TranslationSources, expected?: DocumentData) => Promise<void>;
  /**
   * Deletes the document and its slug's claim; the functions remove its history, translation
   * sources and old addresses (functions/src/deletion/content.ts).
   */
  remove: (id: string) => Promise<void>;
  /**
   * The document's kept versions, newest first: who saved each and when, without their bodies (a
   * projected query: 50 versions of a long post are megabytes, the list a few kilobytes).
   */
  revisions: (id: string) => Promise<RevisionSummary[]>;
  /** One kept version whole (null when it is no longer kept). */
  revision: (id: string, number: number) => Promise<Revision<Fields & { id: string }> | null>;
  /** What each Swedish field of the document was translated from (see domain translationSources). */
  translationSources: (id: string) => Promise<TranslationSources>;
  /** The same for every document of the collection, by document id. */
  allTranslationSources: () => Promise<Map<string, TranslationSources>>;
  /** The values each suggested field has among the documents, drafts included (domain fieldSuggestions). */
  suggestions: () => Promise<FieldSuggestions>;
  /** The server's time now: Firestore's read time, the clock saves decide publication times by. */
  serverTime: () => Promise<Date>;
}

/** One saved version of a document as the History list shows it, without its body. */
export interface RevisionSummary {
  number: number;
  /** When it was saved; null for the version that existed before history was kept. */
  savedAt: Date | null;
  /** The e-mail of the admin who saved it; null before history was kept. */
  savedBy: string | null;
  /** The version this one restored, when it was a restore. */
  restoredFrom: number | null;
}

/** One saved version of a document whole (`T`: the document as the console reads it). */
export interface Revision<T> extends RevisionSummary {
  fields: T;
}

/** What a version's summary is read from: every field of it but the document it holds. */
const REVISION_SUMMARY_FIELDS = ['number', 'saved_at', 'saved_by', 'restored_from'] as const;

/** A version's summary from its stored fields (a timestamp as the SDK's Timestamp or a Date). */
function revisionSummary(data: DocumentData): RevisionSummary {
  const savedAt = data.saved_at as Timestamp | Date | null | undefined;
  return {
    number: Number(data.number),
    savedAt: savedAt instanceof Date ? savedAt : savedAt ? savedAt.toDate() : null,
    savedBy: typeof data.saved_by === 'string' ? data.saved_by : null,
    restoredFrom: typeof data.restored_from === 'number' ? data.restored_from : null,
  };
}

/** What a save wrote: the document's fields, its version's number, and whether it dated a change. */
interface Written<Fields> {
  fields: Fields;
  version: number;
  /** The save wrote a new `updated_at` (the commit's time); else it kept `kept`. */
  changed: boolean;
  kept: Date | null;
}

/** The values break the stored document's schema; each field's first problem. */
export class InvalidFieldsError extends Error {
  readonly issues: readonly FieldIssue[];
  constructor(issues: readonly FieldIssue[]) {
    super(`Invalid fields: ${issues.map((issue) => issue.field).join(', ')}`);
    this.name = 'InvalidFieldsError';
    this.issues = issues;
  }
}

/**
 * The slug asked for still redirects to another document (its old address, see
 * `slugRedirects`): nothing was written. Saving again with `takeOverRedirect` takes it.
 */
export class SlugRedirectsError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`The slug "${slug}" still redirects to another item`);
    this.name = 'SlugRedirectsError';
    this.slug = slug;
  }
}

/** How many clashes one save resolves (`-2` … `-50`) before it gives up. */
const MAX_SLUG_CANDIDATES = 50;

/** The signed-in admin's e-mail, which firestore.rules requires as a revision's `saved_by`. */
const signedInEmail = () => auth().currentUser?.email ?? '';

/** A stored value as Firestore compares it: a Date as the Timestamp it is stored as. */
const asStored = (value: unknown): unknown => (value instanceof Date ? Timestamp.fromDate(value) : value);

/** Two stored values, as a commit writing one over the other would find them (firestore.rules' diff). */
function sameStored(a: unknown, b: unknown): boolean {
  const [x, y] = [asStored(a), asStored(b)];
  if (x instanceof Timestamp || y instanceof Timestamp) {
    return x instanceof Timestamp && y instanceof Timestamp && x.isEqual(y);
  }
  return dequal(x, y);
}

/**
 * The `updated_at` a save writes (domain contentChange.ts): the server's time when it changes any
 * stored field but the publication (or creates the document); else the stored one, or none (a
 * document stored before it existed keeps none). firestore.rules holds the console to the same.
 * `before` is the document as stored, `written` as this save writes it.
 */
function updatedAtOf(before: DocumentData | null, written: DocumentData): Record<string, unknown> {
  if (!before || changedContentFields(before, written, sameStored).length > 0) {
    return { [UPDATED_AT_FIELD]: serverTimestamp() };
  }
  return Object.hasOwn(before, UPDATED_AT_FIELD) ? { [UPDATED_AT_FIELD]: before[UPDATED_AT_FIELD] } : {};
}

/**
 * Runs a save's transaction, and once more when the rules refused its commit. Two admins saving
 * the same slug at once both read it free; the later commit then meets the other's claim, which
 * the rules refuse (a slug's claim names one document) before Firestore would report contention,
 * and the retried transaction reads the claim and takes the next free slug. A save the rules
 * refuse for any other reason is refused again and its error thrown.
 */
async function withOneRetryOnRefusal<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return save();
    throw error;
  }
}

/**
 * `fields` with the stored publication times of `loaded` where the editor left them as it showed
 * them (to the minute, in Stockholm time). The editor's fields have no seconds and read a time of
 * the autumn's repeated hour as its first pass, so a save that did not touch them would otherwise
 * move a time stored with seconds (an import) by those seconds, or one stored in the second pass
 * an hour earlier: a scheduled post would go live early, and the audit log would name the admin as
 * having rescheduled it. A writer's save must keep the stored unpublish time exactly too
 * (firestore.rules: scheduling is an admin's).
 */
export function keptPublicationTimes<Fields extends PublicationFields>(fields: Fields, loaded?: Fields): Fields {
  const kept = (written: Date | null, stored: Date | null | undefined) =>
    stored && written && toStockholmDateTime(stored) === toStockholmDateTime(written) ? stored : written;
  return {
    ...fields,
    publish_at: kept(fields.publish_at, loaded?.publish_at),
    unpublish_at: kept(fields.unpublish_at, loaded?.unpublish_at),
  };
}

export function contentCollection<
  Fields extends { slug: string; title: string; updated_at?: Date | null } & PublicationFields & ReviewFields,
  Draft,
>(
  definition: CollectionDefinition<Fields, Draft>,
  database: () => Firestore = db,
  editor: () => string = signedInEmail,
  projected: RunProjectedQuery = signedInProjection,
  serverTime: ReadServerTime = signedInServerTime,
): ContentCollection<Fields, Draft> {
  const { fromFirestore, toFirestore, draftToFields } = definition;
  const documents = () => collection(database(), definition.name);
  const claims = (): CollectionReference => collection(database(), definition.slugClaims);
  const redirects = (): CollectionReference | null =>
    definition.slugRedirects ? collection(database(), definition.slugRedirects) : null;
  const revisionsOf = (id: string) => collection(database(), definition.name, id, REVISIONS_SUBCOLLECTION);
  const sourcesDoc = (id: string) =>
    doc(database(), TRANSLATION_SOURCES_COLLECTION, translationSourcesId(definition.name, id));
  const sourcesFrom = (data: DocumentData | undefined): TranslationSources =>
    (data?.fields ?? {}) as TranslationSources;

  /** Every document's sources document, by document id (the ids starting `{collection}_`, not the other type's). */
  async function sourceDocuments(): Promise<Map<string, TranslationSourcesDocument>> {
    const prefix = translationSourcesId(definition.name, '');
    const all = collection(database(), TRANSLATION_SOURCES_COLLECTION);
    const ids = [where(documentId(), '>=', prefix), where(documentId(), '<', `${prefix}\uffff`)];
    const snapshot = await getDocs(query(all, ...ids));
    // Every id in the range starts with the prefix.
    return new Map(
      snapshot.docs.map((entry): [string, TranslationSourcesDocument] => {
        const { english } = entry.data();
        const kept = english && typeof english === 'object' ? { english: english as TranslationSources } : {};
        return [entry.id.slice(prefix.length), { fields: sourcesFrom(entry.data()), ...kept }];
      }),
    );
  }

  /**
   * The out-of-date Swedish of `id`, from its sources document. One saved before the English was
   * kept beside the sources is read whole, once: the English of the document as stored is added to
   * its sources then (in a transaction, so a save meanwhile is not overwritten).
   */
  async function staleSwedish(id: string, sources: TranslationSourcesDocument | undefined): Promise<string[]> {
    const stale = staleFromFingerprints(definition.translatable, sources ?? { fields: {} });
    if (stale || !sources) return stale ?? [];
    return runTransaction(database(), async (transaction) => {
      const stored = await transaction.get(doc(documents(), id));
      const current = await transaction.get(sourcesDoc(id));
      const data = stored.data();
      if (!data || !current.exists()) return [];
      if (current.get('english') === undefined) {
        transaction.update(sourcesDoc(id), { english: englishFingerprints(definition.translatable, data) });
      }
      return staleSwedishFields(definition.translatable, data, data, sourcesFrom(current.data()));
    });
  }

  // Field by field, as stored: key order, Dates and Timestamps compared by value (dequal).
  const same = (a: Fields, b: Fields) => dequal(toFirestore(a), toFirestore(b));

  /**
   * When a save of `draft` happens, for whether its publish or unpublish time has come: by the
   * server's clock, which firestore.rules and the scheduled publishing go by. By the browser's, a
   * clock running ten minutes ahead published a post scheduled five minutes away at once (stored
   * published, no time left for the rules to check), and one running behind held back a time
   * already past. Asked only when the draft has a time; when it cannot be read (the save is most
   * likely failing too), the browser's clock.
   */
  async function saveTime(draft: Draft): Promise<Date | undefined> {
    const times = draft as Partial<Record<'publish_at' | 'unpublish_at', unknown>>;
    const timed = [times.publish_at, times.unpublish_at].some((time) => typeof time === 'string' && time.trim());
    return timed ? serverTime(definition.name).catch(() => undefined) : undefined;
  }

  function checked(draft: Draft, loaded?: Fields, now?: Date): Fields {
    const fields = keptPublicationTimes(draftToFields(draft, loaded, now), loaded);
    const issues = fieldIssues(definition.schema, toFirestore(fields));
    if (issues.length > 0) throw new InvalidFieldsError(issues);
    return fields;
  }

  /**
   * The first of `base`, `base-2` … that is free or already this document's, and whether a
   * redirect is kept under it (which the save removes). A slug that still redirects to another
   * document is not free: `base` itself throws {@link SlugRedirectsError} unless `takeOver`, the
   * others are skipped.
   */
  async function freeSlug(
    transaction: Transaction,
    base: string,
    id: string,
    takeOver: boolean,
  ): Promise<{ slug: string; redirected: boolean }> {
    let tried = 0;
    const kept = redirects();
    for (const candidate of slugCandidates(base)) {
      const claim = await transaction.get(doc(claims(), candidate));
      if (!claim.exists() || claim.get('id') === id) {
        const redirect = kept ? await transaction.get(doc(kept, candidate)) : null;
        if (!redirect?.exists()) return { slug: candidate, redirected: false };
        if (redirect.get('id') === id || takeOver) return { slug: candidate, redirected: true };
        if (tried === 0) throw new SlugRedirectsError(candidate);
      }
      if (++tried === MAX_SLUG_CANDIDATES) break;
    }
    throw new InvalidFieldsError([{ field: 'slug', max: null, message: 'is taken; choose another' }]);
  }

  /**
   * Writes the document with a free slug and its claim, gives up the previous slug's claim,
   * records what its Swedish fields were translated from, and keeps the written version in the
   * history. `before` is the stored document (null when creating), as read (`fields`) and as
   * stored (`data`). Every read happens before the first write, as transactions require.
   */
  async function writeVersion(
    transaction: Transaction,
    id: string,
    fields: Fields,
    before: { fields: Fields; data: DocumentData } | null,
    restoredFrom: number | null = null,
    translationSources?: TranslationSources,
    takeOverRedirect = false,
    translated: TranslatedPairs = {},
  ): Promise<Written<Fields>> {
    const previous = before?.fields ?? null;
    const { slug, redirected } = await freeSlug(transaction, fields.slug, id, takeOverRedirect);
    const previousClaim =
      previous?.slug && previous.slug !== slug ? await transaction.get(doc(claims(), previous.slug)) : null;
    const head = await transaction.get(doc(revisionsOf(id), REVISIONS_HEAD));
    const sources = await transaction.get(sourcesDoc(id));
    // A restore brings back what its version's Swedish was translated from (recorded with it).
    const version =
      restoredFrom === null ? null : await transaction.get(doc(revisionsOf(id), revisionId(restoredFrom)));
    const saved = { ...fields, slug };
    // Each version converted to its stored form once.
    const savedData = toFirestore(saved);
    const previousData = previous && toFirestore(previous);
    let next = head.exists() ? Number(head.get('next')) : 1;
    if (!head.exists() && before) {
      // Its first save through the console: what was stored before becomes version 1, exactly as
      // stored (firestore.rules compares it with the stored document; the converters may have
      // normalised what they read).
      transaction.set(doc(revisionsOf(id), revisionId(next)), {
        number: next,
        fields: before.data,
        saved_at: null,
        saved_by: null,
        restored_from: null,
      });
      next += 1;
    }
    // The document names the revision written with it, so the audit log's trigger finds who
    // saved this very write (functions/src/audit/content.ts), however quickly another save follows.
    // When its content last changed: now, unless this save changes only its publication.
    const changeTime = updatedAtOf(before?.data ?? null, savedData);
    const stored = { ...savedData, [REVISION_FIELD]: next, ...changeTime };
    transaction.set(doc(documents(), id), stored);
    const recorded = version?.get(REVISION_SOURCES_FIELD);
    const nextSources =
      translationSources ??
      (version?.exists()
        ? sourcesAfterRestore(definition.translatable, savedData, previousData, sourcesFrom(sources.data()), {
            fields: version.get('fields') ?? {},
            sources: recorded && typeof recorded === 'object' ? (recorded as TranslationSources) : null,
          })
        : sourcesAfterSave(definition.translatable, savedData, previousData, sourcesFrom(sources.data()), translated));
    transaction.set(sourcesDoc(id), {
      fields: nextSources,
      english: englishFingerprints(definition.translatable, savedData),
    } satisfies TranslationSourcesDocument);
    transaction.set(doc(claims(), slug), { id });
    const kept = redirects();
    if (redirected && kept) transaction.delete(doc(kept, slug));
    if (previousClaim?.exists() && previousClaim.get('id') === id) {
      transaction.delete(previousClaim.ref);
      // A published document's old address now redirects to it (resolved by id at request time).
      if (kept && previousData?.is_published === true) {
        transaction.set(doc(kept, previousClaim.id), { id });
      }
    }

    transaction.set(doc(revisionsOf(id), revisionId(next)), {
      number: next,
      fields: stored,
      saved_at: serverTimestamp(),
      saved_by: editor(),
      restored_from: restoredFrom,
      [REVISION_SOURCES_FIELD]: nextSources,
    });
    transaction.set(doc(revisionsOf(id), REVISIONS_HEAD), { next: next + 1 });
    if (next > REVISIONS_KEPT) transaction.delete(doc(revisionsOf(id), revisionId(next - REVISIONS_KEPT)));
    const keptTime = before ? readUpdatedAt(before.data) : null;
    return {
      fields: saved,
      version: next,
      changed: !before || changeTime[UPDATED_AT_FIELD] !== before.data[UPDATED_AT_FIELD],
      kept: keptTime,
    };
  }

  /**
   * The saved document as the editor keeps it, with when its content last changed: the stored time
   * when the save kept it, else the commit's own time, which its version's `saved_at` holds exactly
   * (the same request's time; a version never changes). Read after the commit; null when it cannot be.
   */
  async function withChangeTime(id: string, written: Written<Fields>): Promise<Fields & { id: string }> {
    if (!written.changed) return { id, ...written.fields, updated_at: written.kept };
    const version = await getDoc(doc(revisionsOf(id), revisionId(written.version))).catch(() => null);
    const savedAt = version?.get('saved_at') as Timestamp | null | undefined;
    return { id, ...written.fields, updated_at: savedAt ? savedAt.toDate() : null };
  }

  return {
    async list() {
      const { name, listed, newestFirstBy } = definition;
      // The sources are a help, not the list: when they cannot be read the rows still show, unmarked.
      const [rows, sources] = await Promise.all([
        projected({ collection: name, fields: listed, newestFirstBy }),
        sourceDocuments().catch(() => new Map<string, TranslationSourcesDocument>()),
      ]);
      return Promise.all(
        rows.map(async ({ id, data }): Promise<ContentRow> => {
          const read = fromFirestore(id, data);
          const byName = new Map<string, unknown>(Object.entries(read));
          return {
            ...Object.fromEntries(listed.map((field) => [field, byName.get(field)])),
            id,
            title: read.title,
            slug: read.slug,
            is_published: read.is_published,
            publish_at: read.publish_at,
            unpublish_at: read.unpublish_at,
            ready_for_review: read.ready_for_review,
            staleSwedish: await staleSwedish(id, sources.get(id)),
          };
        }),
      );
    },
    async get(id) {
      const snapshot = await getDoc(doc(documents(), id));
      return snapshot.exists() ? fromFirestore(snapshot.id, snapshot.data()) : null;
    },
    async create(draft, options = {}) {
      const fields = checked(draft, undefined, await saveTime(draft));
      const { id } = doc(documents());
      const written = await withOneRetryOnRefusal(() =>
        runTransaction(database(), (transaction) =>
          writeVersion(
            transaction,
            id,
            fields,
            null,
            null,
            undefined,
            options.takeOverRedirect ?? false,
            options.translated,
          ),
        ),
      );
      return withChangeTime(id, written);
    },
    async update(loaded, draft, options = {}) {
      const fields = checked(draft, loaded, await saveTime(draft));
      const written = await withOneRetryOnRefusal(() =>
        runTransaction(database(), async (transaction) => {
          const stored = await transaction.get(doc(documents(), loaded.id));
          const data = stored.data();
          const current = data ? fromFirestore(stored.id, data) : null;
          if (!options.overwrite && (!current || !same(current, loaded))) throw new EditConflictError(current);
          return writeVersion(
            transaction,
            loaded.id,
            fields,
            current && data ? { fields: current, data } : null,
            options.restoredFrom ?? null,
            undefined,
            options.takeOverRedirect ?? false,
            options.translated,
          );
        }),
      );
      return withChangeTime(loaded.id, written);
    },
    async patch(id, change, sources, expected) {
      await runTransaction(database(), async (transaction) => {
        const stored = await transaction.get(doc(documents(), id));
        const data = stored.data();
        if (!data) throw new EditConflictError(null);
        const current = fromFirestore(id, data);
        if (expected && !same(current, fromFirestore(id, expected))) throw new EditConflictError(current);
        const fields = fromFirestore(id, { ...toFirestore(current), ...change });
        // As every save: a change that breaks the schema (a translation longer than its field) writes nothing.
        const issues = fieldIssues(definition.schema, toFirestore(fields));
        if (issues.length > 0) throw new InvalidFieldsError(issues);
        await writeVersion(transaction, id, fields, { fields: current, data }, null, sources);
      });
    },
    async remove(id) {
      // The document and its slug's claim, in one commit (firestore.rules: a deleted document gives
      // up its claim in the deleting write). The rest it leaves (its history, translation sources,
      // old addresses) the functions' trigger removes however it was deleted
      // (functions/src/deletion/content.ts), so a browser closed now leaves nothing behind.
      await runTransaction(database(), async (transaction) => {
        const stored = await transaction.get(doc(documents(), id));
        const slug = stored.exists() ? String(stored.get('slug')) : '';
        const claim = slug ? await transaction.get(doc(claims(), slug)) : null;
        transaction.delete(stored.ref);
        if (claim?.exists() && claim.get('id') === id) transaction.delete(claim.ref);
      });
    },
    async translationSources(id) {
      return sourcesFrom((await getDoc(sourcesDoc(id))).data());
    },
    async allTranslationSources() {
      return new Map([...(await sourceDocuments())].map(([id, sources]) => [id, sources.fields]));
    },
    async suggestions() {
      const { name, suggested, newestFirstBy } = definition;
      const documents = await projected({ collection: name, fields: suggested, newestFirstBy });
      return fieldSuggestions(
        documents.map(({ data }) => data),
        suggested,
      );
    },
    serverTime: () => serverTime(definition.name),
    async revisions(id) {
      // The head (`revisions/head`) has no `number`: ordering by it leaves the head out.
      const rows = await projected({
        collection: REVISIONS_SUBCOLLECTION,
        parent: `${definition.name}/${id}`,
        fields: REVISION_SUMMARY_FIELDS,
        newestFirstBy: 'number',
        limit: REVISIONS_KEPT,
      });
      return rows.map(({ data }) => revisionSummary(data));
    },
    async revision(id, number) {
      const snapshot = await getDoc(doc(revisionsOf(id), revisionId(number)));
      const data = snapshot.data();
      if (!data) return null;
      return { ...revisionSummary(data), fields: fromFirestore(id, (data.fields ?? {}) as DocumentData) };
    },
  };
}
