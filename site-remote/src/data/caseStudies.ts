import {
  CASE_STUDIES_COLLECTION,
  type CaseStudy,
  caseStudyFromFirestore,
  isLive,
  newestFirst,
  PAGE_PARAM,
  parseListPage,
} from '@app/domain';
import type { AppConfig } from '@app/platform';
import { queryLive } from './published';

/** Published case studies that are live now (as the post pages do, see getPublishedBlogBySlug), newest first. */
export async function listPublishedCaseStudies(config?: AppConfig): Promise<CaseStudy[]> {
  const docs = await queryLive(CASE_STUDIES_COLLECTION, {}, undefined, config);
  const now = new Date();
  const live = docs
    .map((doc) => caseStudyFromFirestore(doc.id, doc.data()))
    .filter((caseStudy) => isLive(caseStudy, now));
  return newestFirst(live, (caseStudy) => caseStudy.created_at.getTime());
}

/**
 * The page of the case studies an address asks for, or null when its `?page=` is junk (0, -1, 'x':
 * the page redirects to the first page). A page beyond the last is asked for as it is (404).
 */
export function caseStudiesPageAsked(params: URLSearchParams): number | null {
  const page = parseListPage(params.get(PAGE_PARAM));
  return page === 'invalid' ? null : page;
}

/** The query of the case studies' page `page` ('page=2'; '' for the first), so each page has one address. */
export function caseStudiesSearch(page: number): string {
  return page > 1 ? new URLSearchParams({ [PAGE_PARAM]: String(page) }).toString() : '';
}
