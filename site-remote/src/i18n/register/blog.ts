import { registerStrings } from '@app/platform';
import { blog as en } from '../en/blog';
import { blog as sv } from '../sv/blog';

registerStrings('site', { en: { blog: en }, sv: { blog: sv } });
