import { registerStrings } from '@app/platform';
import { services as en } from '../en/services';
import { services as sv } from '../sv/services';

registerStrings('site', { en: { services: en }, sv: { services: sv } });
