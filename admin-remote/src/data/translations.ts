import {
  CONTENT_TYPES,
  type ContentTypeId,
  missingSwedishFields,
  requestedFields,
  sourcesAfterTranslation,
  staleSwedishFields,
  swedishUpdate,
  type TranslationSources,
  toSwedishRequest,
  twinnedFields,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { translate } from '@app/platform/translate';
import { collection, type DocumentData, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { allBlogTranslationSources, blogTranslationSources, patchBlog } from './blogs';
import { allCaseStudyTranslationSources, caseStudyTranslationSources, patchCaseStudy } from './caseStudies';
import { EditConflictError } from './editConflict';

/** A post or case study that bulk translation will give Swedish text, and which fields. */
export interface UntranslatedDocument {
  kind: ContentTypeId;
  id: string;
  /** The document as stored. */
  stored: DocumentData;
  /** The English fields with no Swedish yet. */
  missing: readonly string[];
  /** The English fields changed since their Swedish was translated. */
  stale: readonly string[];
  sources: TranslationSources;
}

const TYPES = Object.fromEntries(CONTENT_TYPES.map((type) => [type.id, type])) as Record<
  ContentTypeId,
  (typeof CONTENT_TYPES)[number]
>;

// Called through arrows, so a test that replaces a data module sees its replacements.
const STORE = {
  blogs: {
    allSources: () => allBlogTranslationSources(),
    sources: (id: string) => blogTranslationSources(id),
    patch: (...args: Parameters<typeof patchBlog>) => patchBlog(...args),
  },
  caseStudies: {
    allSources: () => allCaseStudyTranslationSources(),
    sources: (id: string) => caseStudyTranslationSources(id),
    patch: (...args: Parameters<typeof patchCaseStudy>) => patchCaseStudy(...args),
  },
} as const;

/**
 * Every document of the kind, drafts included, with Swedish missing or out of date (its English
 * changed after the Swedish was translated). All documents are read (no ordering), so none is
 * skipped for a missing sort field.
 */
export async function findUntranslated(kind: ContentTypeId): Promise<UntranslatedDocument[]> {
  const type = TYPES[kind];
  const translatable = twinnedFields(type, 'translated');
  const [snapshot, allSources] = await Promise.all([
    getDocs(collection(db(), type.collection)),
    STORE[kind].allSources(),
  ]);
  return snapshot.docs.flatMap((document): UntranslatedDocument[] => {
    const stored = document.data();
    const sources = allSources.get(document.id) ?? {};
    const missing = missingSwedishFields(translatable, stored);
    const stale = staleSwedishFields(translatable, stored, stored, sources);
    if (missing.length === 0 && stale.length === 0) return [];
    return [{ kind, id: document.id, stored, missing, stale, sources }];
  });
}

/**
 * Translates one document's English text into Swedish and writes only the Swedish fields that
 * are missing or out of date (a current Swedish text, perhaps edited by hand, stays), and what
 * they were translated from, as a new version in the document's history (as every save is). Only
 * those fields' English goes to the model: a post whose title alone changed sends its title, not
 * its body of up to 100,000 characters (model cost, the caller's characters of the hour, time).
 * The document and its sources are read again when its turn comes, so a long run translates what
 * is stored then, not what the offer read (an English edit since is translated; Swedish written
 * since is left alone: 'current', nothing asked or written). A document saved by anyone while
 * its translation runs, or deleted, is left as it is: the write throws an EditConflictError and
 * changes nothing.
 */
export async function translateToSwedish(item: UntranslatedDocument): Promise<'translated' | 'current'> {
  const type = TYPES[item.kind];
  const translatable = twinnedFields(type, 'translated');
  const [snapshot, sources] = await Promise.all([
    getDoc(doc(db(), type.collection, item.id)),
    STORE[item.kind].sources(item.id),
  ]);
  const stored = snapshot.exists() ? snapshot.data() : null;
  if (!stored) throw new EditConflictError(null);
  const wanted = [
    ...new Set([
      ...missingSwedishFields(translatable, stored),
      ...staleSwedishFields(translatable, stored, stored, sources),
    ]),
  ];
  // Its id: its own Swedish category (missing or out of date) is no name the others agree on.
  const request = { ...toSwedishRequest(type, stored, wanted), documentId: item.id };
  // Out of date only where the English was emptied (an optional field): no English to translate.
  if (requestedFields(type, request).length === 0) return 'current';
  const answer = await translate(type, request);
  const sent = new Set(requestedFields(type, request).map((field) => `${field}_sv`));
  const update = Object.fromEntries(
    Object.entries(swedishUpdate(type, stored, answer)).filter(([field]) => sent.has(field)),
  );
  const written = Object.keys(update).map((field) => field.replace(/_sv$/, ''));
  await STORE[item.kind].patch(item.id, update, sourcesAfterTranslation(stored, written, sources), stored);
  return 'translated';
}
