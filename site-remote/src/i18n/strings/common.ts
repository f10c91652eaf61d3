import type { Dictionaries } from '@app/platform';
import { common as en } from '../en/common';
import { common as sv } from '../sv/common';

export const commonStrings: Dictionaries = { en: { common: en }, sv: { common: sv } };
