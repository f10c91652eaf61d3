import type { Dictionaries } from '@app/platform';
import { contact as en } from '../en/contact';
import { contact as sv } from '../sv/contact';

export const contactStrings: Dictionaries = { en: { contact: en }, sv: { contact: sv } };
