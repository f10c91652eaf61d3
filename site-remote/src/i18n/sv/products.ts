import type { products as en } from '../en/products';

export const products: typeof en = {};
