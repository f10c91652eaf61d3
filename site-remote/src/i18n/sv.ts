import { common } from './sv/common';
import { home } from './sv/home';
import { services } from './sv/services';
import { products } from './sv/products';
import { about } from './sv/about';
import { privacy } from './sv/privacy';
import { notFound } from './sv/notFound';
import { blog } from './sv/blog';
import { caseStudies } from './sv/caseStudies';
import { contact } from './sv/contact';
import { seo } from './sv/seo';
import type { en } from './en';

// typeof en: the Swedish dictionary must carry exactly the English keys.
export const sv: typeof en = { common, home, services, products, about, privacy, notFound, blog, caseStudies, contact, seo };
