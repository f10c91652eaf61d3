import type { Dictionaries } from '@app/platform';
import { services as en } from '../en/services';
import { services as sv } from '../sv/services';

export const servicesStrings: Dictionaries = { en: { services: en }, sv: { services: sv } };
