import { registerStrings } from '@app/platform';
import { seo as en } from '../en/seo';
import { seo as sv } from '../sv/seo';

registerStrings('site', { en: { seo: en }, sv: { seo: sv } });
