import { CASE_STUDIES_PAGE_SIZE, type CaseStudy, type ListPage, listPage } from '@app/domain';
import type { AppConfig } from '@app/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readCaseStudiesPage } from './caseStudies';

/**
 * One page of the published case studies, newest first (readCaseStudiesPage: the case studies'
 * index, then the page's stories). Only this page's stories are cached, so only they reach the
 * page's server data.
 */
export const caseStudiesQuery = (page: number, config?: AppConfig) =>
  queryOptions({
    queryKey: ['case_studies', 'published', { page }],
    queryFn: () => readCaseStudiesPage(page, config),
  });

export interface CaseStudiesResult {
  loading: boolean;
  /** The page, or null while it loads; a failed load is an empty list. */
  list: ListPage<CaseStudy> | null;
}

/** A page of the published case studies. A failed load is logged only and shows as an empty list. */
export function useCaseStudies(page: number): CaseStudiesResult {
  const { data, error, isPending } = useQuery(caseStudiesQuery(page));
  useEffect(() => {
    if (error) console.error('Failed to load case studies', error);
  }, [error]);
  if (data) return { loading: false, list: data };
  return isPending
    ? { loading: true, list: null }
    : { loading: false, list: listPage([], page, CASE_STUDIES_PAGE_SIZE) };
}
