import { SITE_ROUTE_IDS, sitePaths } from '@app/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SiteApp, { PAGES } from './App';
import { renderPage } from './test/render';

// Each page is replaced by its name: this test is about which page answers which address.
function stub(name: string) {
  return { default: () => <p>page: {name}</p> };
}
vi.mock('./pages/HomePage', () => stub('home'));
vi.mock('./pages/ServicesPage', () => stub('services'));
vi.mock('./pages/ServiceDetailPage', () => stub('serviceDetail'));
vi.mock('./pages/ProductsPage', () => stub('products'));
vi.mock('./pages/ProductCategoryPage', () => stub('productCategory'));
vi.mock('./pages/BlogListPage', () => stub('blog'));
vi.mock('./pages/BlogPostPage', () => stub('blogPost'));
vi.mock('./pages/CaseStudiesPage', () => stub('caseStudies'));
vi.mock('./pages/AboutPage', () => stub('about'));
vi.mock('./pages/ContactPage', () => stub('contact'));
vi.mock('./pages/PrivacyNoticePage', () => stub('privacyNotice'));
vi.mock('./pages/NotFoundPage', () => stub('notFound'));

describe('the site routes', () => {
  it('has a page for exactly the routes of the shared list (the sitemap’s)', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...SITE_ROUTE_IDS].sort());
  });

  // Every address the sitemap lists is answered by its own route's page, never the 404 page.
  it.each(sitePaths(['a-post']))('answers $path with the $route page', async ({ route, path }) => {
    await renderPage(<SiteApp />, { url: path });
    expect(await screen.findByText(`page: ${route}`)).toBeInTheDocument();
  });

  it.each(['/admin', '/no-such-page', '/blog/a/b', '/services/x/y'])('answers %s with the 404 page', async (path) => {
    await renderPage(<SiteApp />, { url: path });
    expect(await screen.findByText('page: notFound')).toBeInTheDocument();
  });
});
