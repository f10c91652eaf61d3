import { CASE_STUDIES_COLLECTION, type CaseStudy, caseStudyFromFirestore } from '@app/domain';

async function firestore() {
  const [{ db }, lite] = await Promise.all([import('@app/platform/firestore'), import('firebase/firestore/lite')]);
  return { db: db(), ...lite };
}

/** Published case studies, newest first. */
export async function listPublishedCaseStudies(): Promise<CaseStudy[]> {
  const { db, collection, getDocs, orderBy, query, where } = await firestore();
  const snapshot = await getDocs(
    query(collection(db, CASE_STUDIES_COLLECTION), where('is_published', '==', true), orderBy('created_at', 'desc')),
  );
  return snapshot.docs.map((doc) => caseStudyFromFirestore(doc.id, doc.data()));
}
