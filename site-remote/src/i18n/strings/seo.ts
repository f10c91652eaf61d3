import type { Dictionaries } from '@app/platform';
import { seo as en } from '../en/seo';
import { seo as sv } from '../sv/seo';

export const seoStrings: Dictionaries = { en: { seo: en }, sv: { seo: sv } };
