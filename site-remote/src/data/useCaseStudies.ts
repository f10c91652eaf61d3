import type { CaseStudy } from '@app/domain';
import { useEffect } from 'react';
import { listPublishedCaseStudies } from './caseStudies';
import { useQuery } from './query';

export interface CaseStudiesResult {
  loading: boolean;
  caseStudies: CaseStudy[];
}

/** Published case studies. A failed load is logged only and shows as an empty list. */
export function useCaseStudies(): CaseStudiesResult {
  const state = useQuery('case_studies:published', listPublishedCaseStudies);
  useEffect(() => {
    if (state.status === 'error') console.error('Failed to load case studies', state.error);
  }, [state]);
  return {
    loading: state.status === 'loading',
    caseStudies: state.status === 'success' ? state.data : [],
  };
}
