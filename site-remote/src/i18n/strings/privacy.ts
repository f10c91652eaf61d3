import type { Dictionaries } from '@app/platform';
import { privacy as en } from '../en/privacy';
import { privacy as sv } from '../sv/privacy';

export const privacyStrings: Dictionaries = { en: { privacy: en }, sv: { privacy: sv } };
