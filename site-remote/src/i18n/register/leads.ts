import { registerStrings } from '@app/platform';
import { leads as en } from '../en/leads';
import { leads as sv } from '../sv/leads';

registerStrings('site', { en: { leads: en }, sv: { leads: sv } });
