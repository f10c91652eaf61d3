/**
 * Network helpers of the site-content specs: the apps read a post from the site's own API
 * (`/api/blog/<slug>`) and send a lead form by posting it to its own page (`<LeadForm>`: fetch,
 * asking for JSON); the tests slow, break or rewrite those answers with page.route.
 */
import { createHash } from 'node:crypto';
import type { APIResponse, BrowserContext, Page, Request, Route, TestInfo } from '@playwright/test';
import { SHELL_URL } from './ports';

/**
 * `route`'s request as the server answers it, with its JSON body; null when the test ended or the
 * page moved on while it was on its way (Playwright disposed of the response: no request is left to
 * answer). Seen failing translation.spec after its assertions had passed, in two-worker runs, as
 * "Response has been disposed" and as "route.fetch: Test ended.".
 */
export async function fetchJson(route: Route): Promise<{ response: APIResponse; json: unknown } | null> {
  try {
    const response = await route.fetch();
    return { response, json: await response.json() };
  } catch (error) {
    if (/disposed|test ended/i.test(String(error))) return null;
    throw error;
  }
}

/**
 * The apps' read of a post opened inside them: `/api/blog/<slug>` (the function contentList, which
 * answers the post as its page shows it, domain/src/listApi.ts), on the site's own origin.
 */
function isPostRead(url: URL): boolean {
  return url.origin === SHELL_URL && /^\/api\/blog\/[^/]+$/.test(url.pathname);
}

/** Every read of a post by the apps fails at the network level (the request is aborted). */
export async function abortPostReads(page: Page): Promise<void> {
  await page.route(isPostRead, (route) => route.abort('connectionfailed'));
}

/**
 * Rewrites the server's real answers to the apps' reads of a post: `edit` gets the post as JSON
 * and returns the post to answer with. Any answer but 200 (no such post) reaches the page as sent.
 */
export async function rewritePostReads(
  page: Page,
  edit: (post: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await page.route(isPostRead, async (route: Route) => {
    const fetched = await fetchJson(route);
    if (!fetched) return;
    const { response, json } = fetched;
    if (!response.ok()) return route.fulfill({ response });
    await route.fulfill({ response, json: edit(json as Record<string, unknown>) });
  });
}

export type LeadForm = 'newsletter' | 'quiz' | 'contact';

/** Whether `request` is the apps' post of lead form `form`: the form's fields to its page, asking for JSON. */
export function isLeadPost(request: Request, form: LeadForm): boolean {
  return (
    request.method() === 'POST' &&
    new URL(request.url()).origin === SHELL_URL &&
    (request.headers().accept ?? '').includes('application/json') &&
    new URLSearchParams(request.postData() ?? '').get('form') === form
  );
}

/**
 * The lead endpoint counts a rate limit per visitor network (X-Forwarded-For; 5 per 10 minutes
 * locally). Each test is a visitor of its own, so tests never use up each other's quota: every POST
 * to the site from `target` (a page, or every tab of a context: the plain form posts too, which the
 * Hosting emulator hands to renderPage with the headers it was sent) carries the test's address.
 */
export async function asOwnVisitor(target: Page | BrowserContext, testInfo: TestInfo): Promise<string> {
  const address = visitorAddress(testInfo);
  await target.route(
    (url) => url.origin === SHELL_URL,
    (route) =>
      route.request().method() === 'POST'
        ? route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } })
        : route.fallback(),
  );
  return address;
}

function visitorAddress(testInfo: TestInfo): string {
  const bytes = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/**
 * The Functions emulator starts a worker for a function on its first call, which takes seconds.
 * Posting a lead form once without a form token (refused, nothing stored or counted) before the
 * tests makes their timing the site's, not the emulator's. From a network of its own.
 */
export async function warmUpLeadFunctions(): Promise<void> {
  await fetch(`${SHELL_URL}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: SHELL_URL,
      'x-forwarded-for': '10.255.255.254',
    },
    body: 'form=newsletter&form_token=&email=warm-up',
  }).then(
    (response) => response.body?.cancel(),
    () => undefined,
  );
}

/** The lead post is answered like a failing server: HTTP 500 with a page that is not our JSON. */
export async function failLeadPost(page: Page, form: LeadForm): Promise<void> {
  await page.route(
    (url) => url.origin === SHELL_URL,
    (route) =>
      isLeadPost(route.request(), form)
        ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' })
        : route.fallback(),
  );
}

/**
 * Holds the apps' post of lead form `form` until the returned release() is called, so the sending
 * state can be checked for as long as the checks take (a fixed delay raced them under load).
 */
export async function holdLeadPost(page: Page, form: LeadForm): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.origin === SHELL_URL,
    async (route) => {
      if (isLeadPost(route.request(), form)) await released;
      await route.fallback();
    },
  );
  return release;
}

/** Counts the apps' posts of lead form `form`. */
export function countLeadPosts(page: Page, form: LeadForm): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (isLeadPost(request, form)) posts += 1;
  });
  return () => posts;
}

/** The blog list's page asked of the site once the apps run (/api/blog, domain/src/listApi.ts). */
export const BLOG_LIST_API = /^[^?]*\/api\/blog(\?|$)/;

/** The case-study list's page asked of the site once the apps run (/api/case-studies, domain/src/listApi.ts). */
export const CASE_STUDY_LIST_API = /^[^?]*\/api\/case-studies(\?|$)/;

/** Holds every request the page makes to `url` until the returned release() is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Every request `page` makes from now on: a list's to the site (`list`: the blog list's unless `list` names another), and any to
 * Firestore (`firestore`: a read of the blog index would be one).
 */
export function recordRequests(
  page: Page,
  list: RegExp = BLOG_LIST_API,
): { list: () => Request[]; firestore: () => Request[] } {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return {
    list: () => seen.filter((request) => list.test(request.url())),
    firestore: () => seen.filter((request) => /\/v1\/projects\/[^/]+\/databases\//.test(request.url())),
  };
}
