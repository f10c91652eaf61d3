import type { Dictionaries } from '@app/platform';
import { blog as en } from '../en/blog';
import { blog as sv } from '../sv/blog';

export const blogStrings: Dictionaries = { en: { blog: en }, sv: { blog: sv } };
