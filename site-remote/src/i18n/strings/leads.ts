import type { Dictionaries } from '@app/platform';
import { leads as en } from '../en/leads';
import { leads as sv } from '../sv/leads';

export const leadsStrings: Dictionaries = { en: { leads: en }, sv: { leads: sv } };
