import type { caseStudies as en } from '../en/caseStudies';

export const caseStudies: typeof en = {};
