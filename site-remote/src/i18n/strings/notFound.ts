import type { Dictionaries } from '@app/platform';
import { notFound as en } from '../en/notFound';
import { notFound as sv } from '../sv/notFound';

export const notFoundStrings: Dictionaries = { en: { notFound: en }, sv: { notFound: sv } };
