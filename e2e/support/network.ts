/**
 * Network helpers of the site-content specs: the site reads Firestore through its REST
 * `runQuery` call and sends leads to callable Functions; the tests slow, break or empty those
 * answers with page.route.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Request, Route, TestInfo } from '@playwright/test';
import { SHELL_URL } from './ports';
import { appConfig } from './test';

/** The lite SDK's reads: a query (`runQuery`), a document by its path (`getDoc`: `batchGet`). */
const RUN_QUERY = /\/documents:(runQuery|batchGet)/;

function queries(request: Request, collection: string): boolean {
  const body = request.postData() ?? '';
  return (
    request.method() === 'POST' &&
    (body.includes(`"collectionId":"${collection}"`) || body.includes(`/documents/${collection}/`))
  );
}

/** Holds every query of `collection`, and every read of one of its documents, until the returned release() is called. */
export async function holdQueries(page: Page, collection: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RUN_QUERY, async (route) => {
    if (!queries(route.request(), collection)) return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}

/** Every query of `collection` fails at the network level (the request is aborted). */
export async function abortQueries(page: Page, collection: string): Promise<void> {
  await page.route(RUN_QUERY, (route) =>
    queries(route.request(), collection) ? route.abort('connectionfailed') : route.fallback(),
  );
}

interface RunQueryItem {
  readTime?: string;
  document?: { name: string; fields: Record<string, { stringValue?: string } & Record<string, unknown>> };
}

/**
 * Rewrites the real answers to queries of `collection`: `edit` gets the answer's items (the
 * REST form, `[{ document?, readTime }]`) and returns the items to answer with.
 */
export async function rewriteQueries(
  page: Page,
  collection: string,
  edit: (items: RunQueryItem[]) => RunQueryItem[],
): Promise<void> {
  await page.route(RUN_QUERY, async (route: Route) => {
    if (!queries(route.request(), collection)) return route.fallback();
    const response = await route.fetch();
    const items = (await response.json()) as RunQueryItem[];
    await route.fulfill({ response, json: edit(items) });
  });
}

/** Answers queries of `collection` with no documents (what Firestore sends for an empty result). */
export function emptyQueries(page: Page, collection: string): Promise<void> {
  return rewriteQueries(page, collection, (items) => [{ readTime: items[0]?.readTime ?? new Date().toISOString() }]);
}

const LEAD_FUNCTIONS = ['subscribeNewsletter', 'sendQuizLead', 'sendContact'] as const;

/** Lead callables (subscribeNewsletter, sendQuizLead, sendContact) as the browser calls them. */
export const leadFunctionUrl = (name: (typeof LEAD_FUNCTIONS)[number]) => `**/${name}`;

/**
 * The lead functions count a rate limit per visitor network (X-Forwarded-For; 5 per 10 minutes
 * locally). Each test is a visitor of its own, so tests never use up each other's quota.
 */
export async function asOwnVisitor(page: Page, testInfo: TestInfo): Promise<string> {
  const address = visitorAddress(testInfo);
  await page.route('**/europe-north1/*', (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  return address;
}

function visitorAddress(testInfo: TestInfo): string {
  const bytes = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/**
 * The same for the plain form posts (the browser's own POST to a page, which the Hosting emulator
 * hands to renderPage with the headers it was sent), in every tab of `context`.
 */
export async function postsAsOwnVisitor(context: BrowserContext, testInfo: TestInfo): Promise<string> {
  const address = visitorAddress(testInfo);
  await context.route(
    (url) => url.origin === SHELL_URL,
    (route) =>
      route.request().method() === 'POST'
        ? route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } })
        : route.fallback(),
  );
  return address;
}

/**
 * The Functions emulator starts a worker for a function on its first call, which takes seconds.
 * Calling each lead function once with an invalid input (refused, nothing stored) before the
 * tests makes their timing the site's, not the emulator's. From a network of its own, so no
 * visitor's rate limit is used.
 */
export async function warmUpLeadFunctions(): Promise<void> {
  const { emulators, firebase, functionsRegion } = await appConfig();
  const host = emulators?.functions;
  if (!host) return;
  await Promise.all(
    LEAD_FUNCTIONS.map((name) =>
      fetch(`http://${host.host}:${host.port}/${firebase.projectId}/${functionsRegion}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
        body: JSON.stringify({ data: { email: 'warm-up' } }),
      }).then(
        (response) => response.body?.cancel(),
        () => undefined,
      ),
    ),
  );
}

/** The lead function answers like a failing server: HTTP 500 with a callable error body. */
export async function failLeadFunction(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => {
    const origin = route.request().headers().origin ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'content-type, authorization, x-firebase-appcheck',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({
      status: 500,
      headers: cors,
      json: { error: { status: 'INTERNAL', message: 'INTERNAL' } },
    });
  });
}

/** Lets the lead function answer only after `ms`, so the sending state can be seen. */
export async function slowLeadFunction(page: Page, url: string, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}
