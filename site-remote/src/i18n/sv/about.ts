import type { about as en } from '../en/about';

export const about: typeof en = {};
