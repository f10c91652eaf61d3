import {
  BLOG_TRANSLATABLE_FIELDS,
  BLOGS_COLLECTION,
  type Blog,
  blogFromFirestore,
  blogSwedishUpdate,
  blogToSwedishRequest,
  CASE_STUDIES_COLLECTION,
  CASE_STUDY_TRANSLATABLE_FIELDS,
  type CaseStudy,
  caseStudyFromFirestore,
  caseStudySwedishUpdate,
  caseStudyToSwedishRequest,
  missingSwedishFields,
  sourcesAfterTranslation,
  staleSwedishFields,
  type TranslatableKind,
  type TranslationSources,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { translateBlog, translateCaseStudy } from '@app/platform/translate';
import { collection, getDocs } from 'firebase/firestore/lite';
import { allBlogTranslationSources, patchBlog } from './blogs';
import { allCaseStudyTranslationSources, patchCaseStudy } from './caseStudies';

/** A post or case study that bulk translation will give Swedish text, and which fields. */
export type UntranslatedDocument = ({ kind: 'blogs'; blog: Blog } | { kind: 'caseStudies'; caseStudy: CaseStudy }) & {
  /** The English fields with no Swedish yet. */
  missing: readonly string[];
  /** The English fields changed since their Swedish was translated. */
  stale: readonly string[];
  sources: TranslationSources;
};

const STORED = { blogs: BLOGS_COLLECTION, caseStudies: CASE_STUDIES_COLLECTION } as const;
const TRANSLATABLE = { blogs: BLOG_TRANSLATABLE_FIELDS, caseStudies: CASE_STUDY_TRANSLATABLE_FIELDS } as const;

/**
 * Every document of the kind, drafts included, with Swedish missing or out of date (its English
 * changed after the Swedish was translated). All documents are read (no ordering), so none is
 * skipped for a missing sort field.
 */
export async function findUntranslated(kind: TranslatableKind): Promise<UntranslatedDocument[]> {
  const [snapshot, allSources] = await Promise.all([
    getDocs(collection(db(), STORED[kind])),
    kind === 'blogs' ? allBlogTranslationSources() : allCaseStudyTranslationSources(),
  ]);
  return snapshot.docs.flatMap((document): UntranslatedDocument[] => {
    const data = document.data();
    const sources = allSources.get(document.id) ?? {};
    const missing = missingSwedishFields(TRANSLATABLE[kind], data);
    const stale = staleSwedishFields(TRANSLATABLE[kind], data, data, sources);
    if (missing.length === 0 && stale.length === 0) return [];
    return kind === 'blogs'
      ? [{ kind, blog: blogFromFirestore(document.id, data), missing, stale, sources }]
      : [{ kind, caseStudy: caseStudyFromFirestore(document.id, data), missing, stale, sources }];
  });
}

/**
 * Translates one document's English text into Swedish and writes only the Swedish fields that
 * were missing or out of date (a current Swedish text, perhaps edited by hand, stays), and what
 * they were translated from, as a new version in the document's history (as every save is). An
 * edit of the English text made meanwhile is kept.
 */
export async function translateToSwedish(item: UntranslatedDocument): Promise<void> {
  const wanted = new Set([...item.missing, ...item.stale].map((field) => `${field}_sv`));
  const only = (update: Record<string, string | null>) =>
    Object.fromEntries(Object.entries(update).filter(([field]) => wanted.has(field)));
  const [id, english, update] =
    item.kind === 'blogs'
      ? [item.blog.id, item.blog, only({ ...blogSwedishUpdate(await translateBlog(blogToSwedishRequest(item.blog))) })]
      : [
          item.caseStudy.id,
          item.caseStudy,
          only({
            ...caseStudySwedishUpdate(
              item.caseStudy,
              await translateCaseStudy(caseStudyToSwedishRequest(item.caseStudy)),
            ),
          }),
        ];
  const written = Object.keys(update).map((field) => field.replace(/_sv$/, ''));
  const sources = sourcesAfterTranslation(english, written, item.sources);
  await (item.kind === 'blogs' ? patchBlog : patchCaseStudy)(id, update, sources);
}
