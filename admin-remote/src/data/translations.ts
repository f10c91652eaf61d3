import {
  CONTENT_TYPES,
  type ContentTypeId,
  missingSwedishFields,
  sourcesAfterTranslation,
  staleSwedishFields,
  swedishUpdate,
  type TranslationSources,
  toSwedishRequest,
  twinnedFields,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { translate } from '@app/platform/translate';
import { collection, type DocumentData, getDocs } from 'firebase/firestore/lite';
import { allBlogTranslationSources, patchBlog } from './blogs';
import { allCaseStudyTranslationSources, patchCaseStudy } from './caseStudies';

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
    patch: (...args: Parameters<typeof patchBlog>) => patchBlog(...args),
  },
  caseStudies: {
    allSources: () => allCaseStudyTranslationSources(),
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
 * were missing or out of date (a current Swedish text, perhaps edited by hand, stays), and what
 * they were translated from, as a new version in the document's history (as every save is). A
 * document saved by anyone since it was read (its English or its Swedish) is left as saved: the
 * write throws an EditConflictError and changes nothing.
 */
export async function translateToSwedish(item: UntranslatedDocument): Promise<void> {
  const type = TYPES[item.kind];
  const wanted = new Set([...item.missing, ...item.stale].map((field) => `${field}_sv`));
  const answer = await translate(type, toSwedishRequest(type, item.stored));
  const update = Object.fromEntries(
    Object.entries(swedishUpdate(type, item.stored, answer)).filter(([field]) => wanted.has(field)),
  );
  const written = Object.keys(update).map((field) => field.replace(/_sv$/, ''));
  await STORE[item.kind].patch(
    item.id,
    update,
    sourcesAfterTranslation(item.stored, written, item.sources),
    item.stored,
  );
}
