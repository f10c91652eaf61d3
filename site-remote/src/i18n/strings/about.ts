import type { Dictionaries } from '@app/platform';
import { about as en } from '../en/about';
import { about as sv } from '../sv/about';

export const aboutStrings: Dictionaries = { en: { about: en }, sv: { about: sv } };
