import type { services as en } from '../en/services';

export const services: typeof en = {};
