import { registerStrings } from '@app/platform';
import { about as en } from '../en/about';
import { about as sv } from '../sv/about';

registerStrings('site', { en: { about: en }, sv: { about: sv } });
