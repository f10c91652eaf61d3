import {
  matchPreviewPath,
  matchUnsubscribePath,
  PREVIEW_ROUTE_PATTERN,
  SITE_ROUTE_IDS,
  SITE_ROUTES,
  type SiteRouteId,
  UNSUBSCRIBE_PATH,
} from '@app/domain';
import { type PreloadableComponent, preloadableLazy } from '@app/platform';
import { Route, Routes } from '@app/platform/router';
import { type ComponentType, Suspense } from 'react';
import { matchSiteRoute } from './data/loaders';
import { PageLoading } from './features/PageLoading';

// One chunk per page: a route downloads only what it renders, its strings included (each page
// names the string parts it renders through useSiteStrings).
const HomePage = preloadableLazy(() => import('./pages/HomePage'));
const ServicesPage = preloadableLazy(() => import('./pages/ServicesPage'));
const ServiceDetailPage = preloadableLazy(() => import('./pages/ServiceDetailPage'));
const ProductsPage = preloadableLazy(() => import('./pages/ProductsPage'));
const ProductCategoryPage = preloadableLazy(() => import('./pages/ProductCategoryPage'));
const BlogListPage = preloadableLazy(() => import('./pages/BlogListPage'));
const BlogPostPage = preloadableLazy(() => import('./pages/BlogPostPage'));
const CaseStudiesPage = preloadableLazy(() => import('./pages/CaseStudiesPage'));
const AboutPage = preloadableLazy(() => import('./pages/AboutPage'));
const ContactPage = preloadableLazy(() => import('./pages/ContactPage'));
const PrivacyNoticePage = preloadableLazy(() => import('./pages/PrivacyNoticePage'));
const NotFoundPage = preloadableLazy(() => import('./pages/NotFoundPage'));
const PreviewPage = preloadableLazy(() => import('./pages/PreviewPage'));
const UnsubscribePage = preloadableLazy(() => import('./pages/UnsubscribePage'));

/**
 * The page of each public route. The routes themselves (their patterns) are the one list in
 * `@app/domain` (domain/src/routes.ts) that the sitemap is built from too: a page is added there
 * first, and this record does not compile until it names the page's component.
 */
export const PAGES: Record<SiteRouteId, PreloadableComponent<ComponentType>> = {
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
 * Downloads the code of the page at `pathname` (the 404 page for an address the site does not
 * know). The shell calls it before taking over a server-rendered page, so the page's first render
 * in the browser never waits (see preloadableLazy).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (matchPreviewPath(pathname)) return PreviewPage.preload();
  if (matchUnsubscribePath(pathname)) return UnsubscribePage.preload();
  const route = matchSiteRoute(pathname);
  return (route ? PAGES[route.id] : NotFoundPage).preload();
}

/**
 * The public site: every public route, rendered inside the shell's frame; any other path is the 404
 * page.
 */
function SiteApp() {
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
        {/* A preview link: not a public route (no sitemap entry, never indexed; see domain/src/preview.ts). */}
        <Route path={PREVIEW_ROUTE_PATTERN.slice(1)} element={<PreviewPage />} />
        {/* The newsletter's unsubscribe address: not a public route either (domain/src/unsubscribe.ts). */}
        <Route path={UNSUBSCRIBE_PATH.slice(1)} element={<UnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export default Object.assign(SiteApp, { preloadPage });
