/** The four service pages, in the order the site lists them. */
export const SERVICE_PAGES = [
  '/services/ai-strategy',
  '/services/process-automation',
  '/services/upskill-workshops',
  '/services/ai-integration',
] as const;

/** The five product category pages, in the order the site lists them. */
export const PRODUCT_PAGES = [
  '/products/sales',
  '/products/marketing',
  '/products/legal',
  '/products/finance',
  '/products/operations',
] as const;

/** Every public address of the site, and one it does not have (the 404 page). */
export const PUBLIC_ROUTES = [
  '/',
  '/services',
  ...SERVICE_PAGES,
  '/products',
  ...PRODUCT_PAGES,
  '/blog',
  '/case-studies',
  '/about',
  '/contact',
  '/privacy-notice',
  '/this-page-does-not-exist',
] as const;
