import type { Dictionaries } from '@app/platform';
import { preview as en } from '../en/preview';
import { preview as sv } from '../sv/preview';

export const previewStrings: Dictionaries = { en: { preview: en }, sv: { preview: sv } };
