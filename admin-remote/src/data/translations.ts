import {
  BLOGS_COLLECTION,
  type Blog,
  blogFromFirestore,
  blogSwedishUpdate,
  blogToSwedishRequest,
  CASE_STUDIES_COLLECTION,
  type CaseStudy,
  caseStudyFromFirestore,
  caseStudySwedishUpdate,
  caseStudyToSwedishRequest,
  hasSwedishCaseStudyTranslation,
  hasSwedishTranslation,
  type TranslatableKind,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { translateBlog, translateCaseStudy } from '@app/platform/translate';
import { collection, doc, getDocs, updateDoc } from 'firebase/firestore/lite';

/** A post or case study that bulk translation will give Swedish text. */
export type UntranslatedDocument = { kind: 'blogs'; blog: Blog } | { kind: 'caseStudies'; caseStudy: CaseStudy };

/**
 * Every document of the kind still lacking Swedish text, drafts included. All documents are
 * read (no ordering), so none is skipped for a missing sort field.
 */
export async function findUntranslated(kind: TranslatableKind): Promise<UntranslatedDocument[]> {
  if (kind === 'blogs') {
    const snapshot = await getDocs(collection(db(), BLOGS_COLLECTION));
    return snapshot.docs
      .map((document) => blogFromFirestore(document.id, document.data()))
      .filter((blog) => !hasSwedishTranslation(blog))
      .map((blog) => ({ kind: 'blogs', blog }));
  }
  const snapshot = await getDocs(collection(db(), CASE_STUDIES_COLLECTION));
  return snapshot.docs
    .map((document) => caseStudyFromFirestore(document.id, document.data()))
    .filter((caseStudy) => !hasSwedishCaseStudyTranslation(caseStudy))
    .map((caseStudy) => ({ kind: 'caseStudies', caseStudy }));
}

/**
 * Translates one document's English text into Swedish and writes only its `_sv` fields, so an
 * edit of the English text made meanwhile is kept.
 */
export async function translateToSwedish(item: UntranslatedDocument): Promise<void> {
  if (item.kind === 'blogs') {
    const answer = await translateBlog(blogToSwedishRequest(item.blog));
    await updateDoc(doc(db(), BLOGS_COLLECTION, item.blog.id), { ...blogSwedishUpdate(answer) });
    return;
  }
  const answer = await translateCaseStudy(caseStudyToSwedishRequest(item.caseStudy));
  await updateDoc(doc(db(), CASE_STUDIES_COLLECTION, item.caseStudy.id), {
    ...caseStudySwedishUpdate(item.caseStudy, answer),
  });
}
