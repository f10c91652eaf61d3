// One file per page or feature, so each can change without touching the others.

import { about } from './en/about';
import { blog } from './en/blog';
import { caseStudies } from './en/caseStudies';
import { common } from './en/common';
import { contact } from './en/contact';
import { home } from './en/home';
import { leads } from './en/leads';
import { notFound } from './en/notFound';
import { pages } from './en/pages';
import { preview } from './en/preview';
import { privacy } from './en/privacy';
import { products } from './en/products';
import { seo } from './en/seo';
import { services } from './en/services';
import { unsubscribe } from './en/unsubscribe';

export const en = {
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
