import { registerStrings } from '@app/platform';
import { products as en } from '../en/products';
import { products as sv } from '../sv/products';

registerStrings('site', { en: { products: en }, sv: { products: sv } });
