import { CASE_STUDIES_PAGE_SIZE, type Language, type ListPage, listPage, type PublicCaseStudy } from '@app/domain';
import type { AppConfig } from '@app/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCaseStudiesPage, readCaseStudiesPage } from './caseStudies';
import { retryUnlessRefused } from './listApi';

/**
 * One page of the published case studies, newest first, in a language (the stories carry both;
 * the language is the page's address's, as the browser asks for it). The server's render reads
 * it from Firestore (readCaseStudiesPage: the case studies' index, then the page's stories); the
 * browser asks the server for the page (fetchCaseStudiesPage: `/api/case-studies`, the same read
 * on the server), so a page the server rendered hydrates from its data under the same key without
 * asking. Only this page's stories are cached, so only they reach the page's server data.
 */
export const caseStudiesQuery = (request: { language: Language; page: number }, config?: AppConfig) =>
  queryOptions({
    queryKey: ['case_studies', 'published', request],
    queryFn: () =>
      typeof window === 'undefined' ? readCaseStudiesPage(request.page, config) : fetchCaseStudiesPage(request),
  });

export interface CaseStudiesResult {
  loading: boolean;
  /** The page, or null while it loads; a failed load is an empty list. */
  list: ListPage<PublicCaseStudy> | null;
}

/** A page of the published case studies. A failed load is logged only and shows as an empty list. */
export function useCaseStudies(page: number, language: Language): CaseStudiesResult {
  const { data, error, isPending } = useQuery({
    ...caseStudiesQuery({ language, page }),
    // A refused request (4xx) is not asked again.
    retry: retryUnlessRefused,
  });
  useEffect(() => {
    if (error) console.error('Failed to load case studies', error);
  }, [error]);
  if (data) return { loading: false, list: data };
  return isPending
    ? { loading: true, list: null }
    : { loading: false, list: listPage([], page, CASE_STUDIES_PAGE_SIZE) };
}
