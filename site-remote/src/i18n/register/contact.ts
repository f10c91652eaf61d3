import { registerStrings } from '@app/platform';
import { contact as en } from '../en/contact';
import { contact as sv } from '../sv/contact';

registerStrings('site', { en: { contact: en }, sv: { contact: sv } });
