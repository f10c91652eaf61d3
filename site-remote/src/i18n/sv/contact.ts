import type { contact as en } from '../en/contact';

export const contact: typeof en = {};
