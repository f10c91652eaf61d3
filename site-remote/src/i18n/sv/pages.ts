import type { pages as en } from '../en/pages';

export const pages: typeof en = {
  previous: 'Föregående sida',
  next: 'Nästa sida',
  position: 'Sida {{page}} av {{count}}',
  first: 'Gå till första sidan',
};
