import type { privacy as en } from '../en/privacy';

export const privacy: typeof en = {};
