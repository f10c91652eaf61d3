import type { en } from './en';
import { about } from './sv/about';
import { blog } from './sv/blog';
import { caseStudies } from './sv/caseStudies';
import { common } from './sv/common';
import { contact } from './sv/contact';
import { home } from './sv/home';
import { leads } from './sv/leads';
import { notFound } from './sv/notFound';
import { pages } from './sv/pages';
import { preview } from './sv/preview';
import { privacy } from './sv/privacy';
import { products } from './sv/products';
import { seo } from './sv/seo';
import { services } from './sv/services';
import { unsubscribe } from './sv/unsubscribe';

// typeof en: the Swedish dictionary must carry exactly the English keys.
export const sv: typeof en = {
  common,
  home,
  services,
  products,
  about,
  privacy,
  notFound,
  preview,
  blog,
  caseStudies,
  pages,
  contact,
  seo,
  leads,
  unsubscribe,
};
