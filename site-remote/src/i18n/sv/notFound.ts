import type { notFound as en } from '../en/notFound';

export const notFound: typeof en = {};
