import { registerStrings } from '@app/platform';
import { common as en } from '../en/common';
import { common as sv } from '../sv/common';

registerStrings('site', { en: { common: en }, sv: { common: sv } });
