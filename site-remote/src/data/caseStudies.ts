import { CASE_STUDIES_COLLECTION, type CaseStudy, caseStudyFromFirestore, isLive } from '@app/domain';
import type { AppConfig } from '@app/platform';
import { newestFirst, queryLive } from './published';

/** Published case studies that are live now (as the post pages do, see getPublishedBlogBySlug), newest first. */
export async function listPublishedCaseStudies(config?: AppConfig): Promise<CaseStudy[]> {
  const docs = await queryLive(CASE_STUDIES_COLLECTION, {}, undefined, config);
  const now = new Date();
  const live = docs
    .map((doc) => caseStudyFromFirestore(doc.id, doc.data()))
    .filter((caseStudy) => isLive(caseStudy, now));
  return newestFirst(live, (caseStudy) => caseStudy.created_at.getTime());
}
