import type { seo as en } from '../en/seo';

export const seo: typeof en = {};
