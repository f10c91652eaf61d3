import {
  CASE_STUDIES_COLLECTION,
  CASE_STUDIES_PAGE_SIZE,
  CASE_STUDY_INDEX_COLLECTION,
  CASE_STUDY_INDEX_DOCUMENT,
  CASE_STUDY_LIST_API_PATH,
  type CaseStudy,
  type CaseStudyListApiRequest,
  caseStudyFromFirestore,
  caseStudyIndexPage,
  caseStudyListApiQuery,
  caseStudyListPageFromJson,
  isLive,
  type ListPage,
  listPage,
  newestFirst,
  PAGE_PARAM,
  type PublicCaseStudy,
  parseListPage,
  publicCaseStudy,
} from '@app/domain';
import type { AppConfig } from '@app/platform';
import { loadFirestore } from './firestore';
import { fetchListPage } from './listApi';
import { queryLive } from './published';

/**
 * Published case studies that are live now (as the post pages do, see getPublishedBlogBySlug),
 * newest first: every live story, read whole. What the list reads only while the case studies'
 * index does not exist (see {@link readCaseStudiesPage}).
 */
async function listPublishedCaseStudies(config?: AppConfig): Promise<CaseStudy[]> {
  const docs = await queryLive(CASE_STUDIES_COLLECTION, {}, undefined, config);
  const now = new Date();
  const live = docs
    .map((doc) => caseStudyFromFirestore(doc.id, doc.data()))
    .filter((caseStudy) => isLive(caseStudy, now));
  return newestFirst(live, (caseStudy) => caseStudy.created_at.getTime());
}

/**
 * The story `id` if visitors may read it now, else null. A get, which firestore.rules answers from
 * the stored story itself (isLive at the server's time): a story that is not live (unpublished or
 * deleted since the index listed it, its unpublish time come) is refused, and missing from its
 * page. Not one query for the page's ids (`documentId() in`): Firestore refuses an equality on
 * the id beside the live filters' inequality on `unpublish_at` (INVALID_ARGUMENT), and the rules
 * check such a query against each document it names, so one story no longer live would refuse
 * the whole page (tests/rules/firestore.rules.test.ts shows both).
 */
async function getLive(id: string, config?: AppConfig): Promise<CaseStudy | null> {
  const { db, sdk } = await loadFirestore(config);
  try {
    const doc = await sdk.getDoc(sdk.doc(db, CASE_STUDIES_COLLECTION, id));
    return doc.exists() ? caseStudyFromFirestore(doc.id, doc.data()) : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * Page `page` of the published case studies, newest first (the server's render reads it; the
 * browser asks the server for it, {@link fetchCaseStudiesPage}) (CASE_STUDIES_PAGE_SIZE a page), from the
 * case studies' index (domain/src/caseStudyIndex.ts): one read of the index, which gives the
 * page's ids, the page count and the total, then those ten stories, read at once (getLive), in
 * the index's order: eleven reads however many stories there are. A story the index lists that is
 * no longer live (unpublished since, its trigger still to run) is missing from its page, which
 * then shows fewer. Without the index (a project deployed before it, until `pnpm
 * content:reindex` writes it) every live story is read, as before the index, so the list is never
 * empty for want of it.
 */
export async function readCaseStudiesPage(page: number, config?: AppConfig): Promise<ListPage<PublicCaseStudy>> {
  const { db, sdk } = await loadFirestore(config);
  const index = await sdk.getDoc(sdk.doc(db, CASE_STUDY_INDEX_COLLECTION, CASE_STUDY_INDEX_DOCUMENT));
  if (!index.exists()) {
    const all = await listPublishedCaseStudies(config);
    return listPage(all.map(publicCaseStudy), page, CASE_STUDIES_PAGE_SIZE);
  }
  const now = new Date();
  const { items: ids, ...pages } = caseStudyIndexPage(index.data(), page, CASE_STUDIES_PAGE_SIZE, now);
  if (ids.length === 0) return { items: [], ...pages };
  const found = await Promise.all(ids.map((id) => getLive(id, config)));
  const items = found.filter((caseStudy): caseStudy is CaseStudy => caseStudy !== null && isLive(caseStudy, now));
  return { items: items.map(publicCaseStudy), ...pages };
}

/**
 * A page of the case studies as the server reads it (`/api/case-studies`, the function
 * contentList: domain/src/listApi.ts), for the browser: the page's ten stories, where reading them
 * here is the whole index (343 KB at 1,000 stories) and ten reads more. What the list shows of each
 * story (publicCaseStudy), as the server's render reads it.
 */
export async function fetchCaseStudiesPage(request: CaseStudyListApiRequest): Promise<ListPage<PublicCaseStudy>> {
  const json = await fetchListPage(
    `${CASE_STUDY_LIST_API_PATH}?${caseStudyListApiQuery(request)}`,
    'The case-study list',
  );
  return caseStudyListPageFromJson(json);
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
