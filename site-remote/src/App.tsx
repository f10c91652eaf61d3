import { SITE_ROUTE_IDS, SITE_ROUTES, type SiteRouteId } from '@app/domain';
import { Route, Routes } from '@app/platform/router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { PageLoading } from './features/PageLoading';

// One chunk per page: a route downloads only what it renders, its strings included (each page
// names the string parts it renders through useSiteStrings).
const HomePage = lazy(() => import('./pages/HomePage'));
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const ServiceDetailPage = lazy(() => import('./pages/ServiceDetailPage'));
const ProductsPage = lazy(() => import('./pages/ProductsPage'));
const ProductCategoryPage = lazy(() => import('./pages/ProductCategoryPage'));
const BlogListPage = lazy(() => import('./pages/BlogListPage'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage'));
const CaseStudiesPage = lazy(() => import('./pages/CaseStudiesPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const PrivacyNoticePage = lazy(() => import('./pages/PrivacyNoticePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/**
 * The page of each public route. The routes themselves (their patterns) are the one list in
 * `@app/domain` (domain/src/routes.ts) that the sitemap is built from too: a page is added there
 * first, and this record does not compile until it names the page's component.
 */
export const PAGES: Record<SiteRouteId, LazyExoticComponent<ComponentType>> = {
  home: HomePage,
  services: ServicesPage,
  serviceDetail: ServiceDetailPage,
  products: ProductsPage,
  productCategory: ProductCategoryPage,
  blog: BlogListPage,
  blogPost: BlogPostPage,
  caseStudies: CaseStudiesPage,
  about: AboutPage,
  contact: ContactPage,
  privacyNotice: PrivacyNoticePage,
};

/**
 * The public site: every public route, rendered inside the shell's frame; any other path is the 404
 * page.
 */
export default function SiteApp() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {SITE_ROUTE_IDS.map((id) => {
          const Page = PAGES[id];
          const { pattern } = SITE_ROUTES[id];
          // Patterns are from the site's root; the shell mounts this app there, so they are relative.
          return pattern === '/' ? (
            <Route key={id} index element={<Page />} />
          ) : (
            <Route key={id} path={pattern.slice(1)} element={<Page />} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
