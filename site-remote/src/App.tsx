import { Route, Routes } from '@app/platform/router';
import { lazy, Suspense } from 'react';
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
 * The public site: every public route, rendered inside the shell's frame; any other path is the 404
 * page.
 */
export default function SiteApp() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:serviceId" element={<ServiceDetailPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:category" element={<ProductCategoryPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="case-studies" element={<CaseStudiesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy-notice" element={<PrivacyNoticePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
