import type { Dictionaries } from '@app/platform';
import { home as en } from '../en/home';
import { home as sv } from '../sv/home';

export const homeStrings: Dictionaries = { en: { home: en }, sv: { home: sv } };
