import type { Dictionaries } from '@app/platform';
import { pages as en } from '../en/pages';
import { pages as sv } from '../sv/pages';

export const pagesStrings: Dictionaries = { en: { pages: en }, sv: { pages: sv } };
