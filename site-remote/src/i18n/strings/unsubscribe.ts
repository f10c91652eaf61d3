import type { Dictionaries } from '@app/platform';
import { unsubscribe as en } from '../en/unsubscribe';
import { unsubscribe as sv } from '../sv/unsubscribe';

export const unsubscribeStrings: Dictionaries = { en: { unsubscribe: en }, sv: { unsubscribe: sv } };
