import { CASE_STUDIES_COLLECTION, type CaseStudy, caseStudyFromFirestore, isLive } from '@app/domain';
import { loadFirestore } from './firestore';

/** Published case studies that are live now (as the post pages do, see getPublishedBlogBySlug), newest first. */
export async function listPublishedCaseStudies(): Promise<CaseStudy[]> {
  const { db, sdk } = await loadFirestore();
  const { collection, getDocs, orderBy, query, where } = sdk;
  const snapshot = await getDocs(
    query(collection(db, CASE_STUDIES_COLLECTION), where('is_published', '==', true), orderBy('created_at', 'desc')),
  );
  const now = new Date();
  return snapshot.docs
    .map((doc) => caseStudyFromFirestore(doc.id, doc.data()))
    .filter((caseStudy) => isLive(caseStudy, now));
}
