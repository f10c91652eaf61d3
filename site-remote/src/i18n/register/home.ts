import { registerStrings } from '@app/platform';
import { home as en } from '../en/home';
import { home as sv } from '../sv/home';

registerStrings('site', { en: { home: en }, sv: { home: sv } });
