import type { Dictionaries } from '@app/platform';
import { products as en } from '../en/products';
import { products as sv } from '../sv/products';

export const productsStrings: Dictionaries = { en: { products: en }, sv: { products: sv } };
