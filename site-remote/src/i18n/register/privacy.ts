import { registerStrings } from '@app/platform';
import { privacy as en } from '../en/privacy';
import { privacy as sv } from '../sv/privacy';

registerStrings('site', { en: { privacy: en }, sv: { privacy: sv } });
