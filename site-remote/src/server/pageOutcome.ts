/**
 * A page's answer, decided on the server before its render: the route's loader reads the page's
 * data into the request's cache (../data/loaders.ts), then the route's outcome says from that data
 * whether the page is there (200), missing (404) or moved (a redirect, which is not rendered), with
 * its head tags, built by the page's own head builder, the one its `<PageMeta>` uses in the
 * browser. The render then only renders (shell/src/server/render.tsx).
 */
import {
  isValidSlug,
  matchPreviewPath,
  matchUnsubscribePath,
  previewPath,
  type SiteRouteId,
  unsubscribeTokenOf,
} from '@app/domain';
import { type PageLoad, type PageOutcome, registerStrings } from '@app/platform';
import { findProductCategory } from '../content/products';
import { findService } from '../content/services';
import { BLOG_PARAMS, blogListRequest } from '../data/blogList';
import { caseStudiesPageAsked } from '../data/caseStudies';
import { matchSiteRoute, prefetchPage, routerPathname } from '../data/loaders';
import { blogListQuery, blogPostQuery, blogRedirectQuery } from '../data/useBlogs';
import { caseStudiesQuery } from '../data/useCaseStudies';
import { previewQuery } from '../data/usePreview';
import { unsubscribeQuery } from '../data/useUnsubscribe';
import { blogPostHead } from '../features/blog/BlogPostArticle';
import { siteStrings } from '../i18n';
import { aboutHead } from '../pages/AboutPage';
import { blogCategoryMoved, blogFirstPage, blogListHead, blogListView } from '../pages/BlogListPage';
import { postMissingHead } from '../pages/BlogPostPage';
import { caseStudiesHead, caseStudiesView } from '../pages/CaseStudiesPage';
import { contactHead } from '../pages/ContactPage';
import { homeHead } from '../pages/HomePage';
import { notFoundHead } from '../pages/NotFoundPage';
import { caseStudyPreviewHead } from '../pages/PreviewPage';
import { privacyNoticeHead } from '../pages/PrivacyNoticePage';
import { productCategoryHead } from '../pages/ProductCategoryPage';
import { productsHead } from '../pages/ProductsPage';
import { serviceDetailHead } from '../pages/ServiceDetailPage';
import { servicesHead } from '../pages/ServicesPage';
import { unsubscribeHead } from '../pages/UnsubscribePage';
import { buildPageMeta, metaContext, type PageMetaInput, renderHeadHtml } from '../seo/meta';
import type { SiteT } from '../seo/pageHead';
import { hyphenateCachedTitles, hyphenatedPreview } from './hyphenatedTitles';

/** What a route's outcome reads: the request, its loaded data and the site's strings. */
interface Page extends Omit<PageLoad, 'i18n'> {
  t: SiteT;
  params: Record<string, string | undefined>;
}

/** A route's outcome: its head (404 when the page is not there), or where it moved. */
type Outcome =
  | { status?: 404 | undefined; head: PageMetaInput; transient?: boolean }
  | { status: 301 | 302; redirect: string };

const notFound = ({ t, pathname }: Page): Outcome => ({ status: 404, head: notFoundHead(t, pathname) });

const OUTCOMES: Record<SiteRouteId, (page: Page) => Outcome> = {
  home: ({ t, config }) => ({ head: homeHead(t, config) }),
  services: ({ t }) => ({ head: servicesHead(t) }),
  serviceDetail: ({ t, params, search }) => {
    const service = findService(params.serviceId);
    return service ? { head: serviceDetailHead(t, service) } : { status: 302, redirect: `/services${search}` };
  },
  products: ({ t }) => ({ head: productsHead(t) }),
  productCategory: (page) => {
    const category = findProductCategory(page.params.category);
    return category ? { head: productCategoryHead(page.t, category) } : notFound(page);
  },
  blog: ({ t, client, search, language }) => {
    const params = new URLSearchParams(search);
    const request = blogListRequest(params, language);
    // A junk ?page=: the first page, with the search and category asked for.
    if (!request) return { status: 302, redirect: blogFirstPage(params, params.get(BLOG_PARAMS.search) ?? '') };
    const list = client.getQueryData(blogListQuery(request).queryKey) ?? null;
    // A category named in the other language: under its name here (302: it follows the content).
    const moved = blogCategoryMoved(request, list);
    if (moved) return { status: 302, redirect: moved };
    const view = blogListView(request, list, language);
    return { status: view.beyond ? 404 : undefined, head: blogListHead(t, view) };
  },
  blogPost: ({ t, client, config, language, params, search }) => {
    const slug = params.slug ?? '';
    // null: no such post (or no such old address); undefined: the read failed (the render answers 503).
    const post = client.getQueryData(blogPostQuery(slug).queryKey);
    if (post) return { head: blogPostHead(t, config, language, { post }) };
    const moved = post === null ? client.getQueryData(blogRedirectQuery(slug).queryKey) : undefined;
    // A renamed post's old address: for good to where it lives now, with the query asked with.
    if (moved) return { status: 301, redirect: `/blog/${moved}${search}` };
    const missing = moved === null ? 'notFound' : 'error';
    if (missing === 'error') return { head: postMissingHead(t, `/blog/${slug}`, missing) };
    // No post yet: one may be published at the slug any moment (an address no post can have may be kept).
    return { status: 404, transient: isValidSlug(slug), head: postMissingHead(t, `/blog/${slug}`, missing) };
  },
  caseStudies: ({ t, client, search, language }) => {
    const page = caseStudiesPageAsked(new URLSearchParams(search));
    // A junk ?page=: the first page.
    if (page === null) return { status: 302, redirect: '/case-studies' };
    const view = caseStudiesView(page, client.getQueryData(caseStudiesQuery({ language, page }).queryKey) ?? null);
    return { status: view.beyond ? 404 : undefined, head: caseStudiesHead(t, view) };
  },
  about: ({ t, config }) => ({ head: aboutHead(t, config) }),
  contact: ({ t }) => ({ head: contactHead(t) }),
  privacyNotice: ({ t, config }) => ({ head: privacyNoticeHead(t, config) }),
};

/**
 * A preview link's page: its item, read by the caller (`loadPreview`) into the cache where the
 * preview page reads it, under the link's own address; the 404 page when the link does not work. A
 * malformed token is looked up nowhere.
 */
async function previewOutcome(page: Page, token: string | null): Promise<Outcome> {
  const content = token && page.loadPreview ? await page.loadPreview(token) : null;
  // The page shows its item with its long titles' hyphenated copies, as its public page would.
  page.client.setQueryData(previewQuery(token ?? '').queryKey, content && (await hyphenatedPreview(content)));
  if (!token || !content) return notFound(page);
  const { t, config, language } = page;
  const path = previewPath(token);
  return {
    head:
      content.collection === 'blogs'
        ? blogPostHead(t, config, language, { post: content.item, path, noindex: true })
        : caseStudyPreviewHead(t, language, content.item, path),
  };
}

/**
 * The unsubscribe page (`/unsubscribe?token=…`): the subscription its token names, read by the
 * caller (`loadUnsubscribe`: the functions check the token and read the lead) into the cache where
 * the page reads it; a 404 (that changes nothing) when the token does not work. A malformed token
 * is looked up nowhere.
 */
async function unsubscribeOutcome(page: Page): Promise<Outcome> {
  const token = unsubscribeTokenOf(page.search);
  const subscription = token && page.loadUnsubscribe ? await page.loadUnsubscribe(token) : null;
  page.client.setQueryData(unsubscribeQuery(token).queryKey, subscription);
  if (!subscription) return { status: 404, head: unsubscribeHead(page.t, 'invalid') };
  return { head: unsubscribeHead(page.t, subscription.unsubscribed ? 'done' : 'confirm') };
}

/**
 * Loads the page at `request.pathname` into the request's cache and decides its answer: status,
 * redirect and head tags, as data. A failed read is kept in the cache as its error, never thrown
 * (the render shows it and the shell answers 503).
 */
export async function loadPage({ i18n, ...request }: PageLoad): Promise<PageOutcome> {
  const { client, pathname, search, language, config } = request;
  await prefetchPage(client, pathname, search, language, config);
  await hyphenateCachedTitles(client);
  // Every string of the site, so a head builder finds its own (the pages then add none again).
  registerStrings('site', siteStrings, i18n);
  const page: Page = { ...request, t: i18n.getFixedT(language, 'site'), params: {} };
  const route = matchSiteRoute(pathname);
  const preview = route ? null : matchPreviewPath(routerPathname(pathname));
  const unsubscribe = !route && !preview && matchUnsubscribePath(routerPathname(pathname));
  const outcome = route
    ? OUTCOMES[route.id]({ ...page, params: route.params })
    : preview
      ? await previewOutcome(page, preview.token)
      : unsubscribe
        ? await unsubscribeOutcome(page)
        : notFound(page);
  if ('redirect' in outcome) return { ...outcome, head: '' };
  return {
    status: outcome.status ?? 200,
    head: renderHeadHtml(buildPageMeta(outcome.head, metaContext(config, language))),
    // Never kept by a shared cache (a revoked link stops at once; a subscriber's address reaches
    // no one else), never indexed.
    ...(preview || unsubscribe ? { private: true } : {}),
    ...('transient' in outcome && outcome.transient ? { transient: true } : {}),
  };
}
