import type { CaseStudy } from '@app/domain';
import type { AppConfig } from '@app/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listPublishedCaseStudies } from './caseStudies';

/** The published case studies. */
export const caseStudiesQuery = (config?: AppConfig) =>
  queryOptions({ queryKey: ['case_studies', 'published'], queryFn: () => listPublishedCaseStudies(config) });

export interface CaseStudiesResult {
  loading: boolean;
  caseStudies: CaseStudy[];
}

/** Published case studies. A failed load is logged only and shows as an empty list. */
export function useCaseStudies(): CaseStudiesResult {
  const { data, error, isPending } = useQuery(caseStudiesQuery());
  useEffect(() => {
    if (error) console.error('Failed to load case studies', error);
  }, [error]);
  return { loading: isPending, caseStudies: data ?? [] };
}
