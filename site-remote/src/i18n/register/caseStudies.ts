import { registerStrings } from '@app/platform';
import { caseStudies as en } from '../en/caseStudies';
import { caseStudies as sv } from '../sv/caseStudies';

registerStrings('site', { en: { caseStudies: en }, sv: { caseStudies: sv } });
