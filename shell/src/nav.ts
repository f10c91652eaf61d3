/**
 * The site map the header, drawer and footer share. Labels are keys in the shell namespace. The
 * service and product ids come from the site's routes list (domain/src/routes.ts).
 */
import { PRODUCT_CATEGORY_IDS, SERVICE_IDS } from '@app/domain';

export interface NavLink {
  to: string;
  label: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'nav.home' },
  {
    to: '/services',
    label: 'nav.services',
    children: [
      ...SERVICE_IDS.map((id) => ({ to: `/services/${id}`, label: `services.${id}` })),
      { to: '/services', label: 'nav.allServices' },
    ],
  },
  {
    to: '/products',
    label: 'nav.products',
    children: [
      ...PRODUCT_CATEGORY_IDS.map((id) => ({ to: `/products/${id}`, label: `products.${id}` })),
      { to: '/products', label: 'nav.allProducts' },
    ],
  },
  { to: '/blog', label: 'nav.blog' },
  { to: '/case-studies', label: 'nav.caseStudies' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

/** Whether a nav item is the current route (a section stays highlighted on its sub-pages). */
export function isActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
