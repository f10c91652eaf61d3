// One file per page or feature, so each can change without touching the others.
import { common } from './en/common';
import { home } from './en/home';
import { services } from './en/services';
import { products } from './en/products';
import { about } from './en/about';
import { privacy } from './en/privacy';
import { notFound } from './en/notFound';
import { blog } from './en/blog';
import { caseStudies } from './en/caseStudies';
import { contact } from './en/contact';
import { seo } from './en/seo';

export const en = { common, home, services, products, about, privacy, notFound, blog, caseStudies, contact, seo };
