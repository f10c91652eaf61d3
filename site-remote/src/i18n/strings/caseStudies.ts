import type { Dictionaries } from '@app/platform';
import { caseStudies as en } from '../en/caseStudies';
import { caseStudies as sv } from '../sv/caseStudies';

export const caseStudiesStrings: Dictionaries = { en: { caseStudies: en }, sv: { caseStudies: sv } };
