import type { Dictionaries } from '@app/platform';
import { en } from './en';
import { sv } from './sv';

export const adminStrings: Dictionaries = { en, sv };
