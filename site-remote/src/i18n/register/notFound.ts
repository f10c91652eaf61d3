import { registerStrings } from '@app/platform';
import { notFound as en } from '../en/notFound';
import { notFound as sv } from '../sv/notFound';

registerStrings('site', { en: { notFound: en }, sv: { notFound: sv } });
