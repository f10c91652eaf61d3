/**
 * Every function index.ts exports, by what starts it. Each callable refuses a call without a valid
 * App Check token when enforcement is on, before anything else (its staff or admin check
 * included): a callable added without `requireCallableAppCheck` fails here. Each public HTTP
 * endpoint is named below with why it takes requests without a token, so a new one fails here
 * until someone decides. The other triggers (Firestore and Storage events, Auth's blocking
 * function, schedules, the task queue) are started by Google's services, never by a browser.
 *
 * The functions are loaded as the CLI's discovery loads them (testFunctions.ts).
 */
import type { CallableRequest, Request } from 'firebase-functions/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callablesOf, loadExportedFunctions, triggerOf as triggerIn } from './testFunctions';

/**
 * The HTTP functions that take requests without App Check, and why. Hosting rewrites to each; a
 * token would mean loading App Check and reCAPTCHA on every visitor's page (README: App Check).
 */
const PUBLIC_HTTP: Record<string, string> = {
  renderPage:
    'every public page, requested by browsers, crawlers and link previews, none of which carries a token; and the ' +
    "browser's plain lead form post, which cannot carry one (it has the form token and its own share of the global " +
    "limit). The apps' JSON lead post through it does carry one, checked by requireAppCheck (leads/formPost.ts; " +
    'tests/functions/appCheck.test.ts)',
  seoFiles: 'the sitemap and the RSS feeds: public files for crawlers and feed readers',
  contentList: 'a page of a public list as JSON: what every visitor of the blog and the case studies reads',
};

/**
 * The HTTP functions the console calls with a file for an answer, which check App Check and the
 * caller's ID token themselves, as a callable does (each is held to that below), and why it is no
 * callable.
 */
const STAFF_HTTP: Record<string, string> = {
  exportSiteContent: "an admin's download of the site's content: a .tar.gz, which the callable protocol cannot answer",
  restoreSiteContent:
    "an admin's restore of the site's content from an archive of up to 32 MB, sent as the body: the callable protocol takes JSON",
};

/** The triggers Google's services start (no browser calls them). */
const NOT_FROM_BROWSERS = ['eventTrigger', 'blockingTrigger', 'scheduleTrigger', 'taskQueueTrigger'];

const functions = await loadExportedFunctions();
const { names: indexNames, byName: exported } = functions;
const triggerOf = (name: string) => triggerIn(functions, name);
const CALLABLES = callablesOf(functions);

afterEach(() => vi.unstubAllEnvs());

/** A call as the callable SDK hands it over: no account, no verified App Check token (`app`). */
function callWithout(headers: Record<string, string>): CallableRequest {
  const rawRequest = { headers, header: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  return { data: {}, rawRequest, acceptsStreaming: false } as CallableRequest;
}

describe('the functions index.ts exports', () => {
  it('are each a function of a module it requires, started by one known trigger', () => {
    expect(indexNames.length).toBeGreaterThan(20);
    for (const name of indexNames) {
      expect(exported.has(name), `${name} is not exported by a module index.ts requires`).toBe(true);
      expect(['callableTrigger', 'httpsTrigger', ...NOT_FROM_BROWSERS], name).toContain(triggerOf(name));
    }
  });

  it('name every HTTP function, with why it takes requests without App Check or why it is no callable, and no other', () => {
    expect(indexNames.filter((name) => triggerOf(name) === 'httpsTrigger').sort()).toEqual(
      [...Object.keys(PUBLIC_HTTP), ...Object.keys(STAFF_HTTP)].sort(),
    );
  });

  it('include the callables the console calls and the two on-demand runs', () => {
    expect(CALLABLES).toEqual(
      expect.arrayContaining(['translateBlog', 'inviteStaff', 'retryLeadDeliveriesNow', 'publishScheduledContentNow']),
    );
  });
});

describe.each(CALLABLES)('%s', (name) => {
  const run = (request: CallableRequest) => {
    const callable = exported.get(name)?.run;
    if (!callable) throw new Error(`${name} has no run()`);
    return callable(request);
  };

  it('refuses a call without an App Check token when enforced, before anything else, saying so', async () => {
    vi.stubEnv('APP_CHECK_ENFORCED', 'true');
    await expect(run(callWithout({}))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: expect.stringContaining('no App Check token'),
      details: { reason: 'app-check-missing' },
    });
  });

  it('refuses a token the SDK did not verify (forged or expired) when enforced', async () => {
    vi.stubEnv('APP_CHECK_ENFORCED', 'true');
    await expect(run(callWithout({ 'x-firebase-appcheck': 'forged' }))).rejects.toMatchObject({
      code: 'unauthenticated',
      details: { reason: 'app-check-invalid' },
    });
  });

  it('goes on to its sign-in check when enforcement is off (as on the local stack)', async () => {
    vi.stubEnv('APP_CHECK_ENFORCED', 'false');
    const refusal: unknown = await run(callWithout({})).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ code: 'unauthenticated', message: expect.stringMatching(/^Sign in/) });
    expect(refusal).not.toMatchObject({ details: { reason: expect.stringMatching(/^app-check/) } });
  });
});

/** A request to an HTTP function from a page: a POST with `headers`, answered into `answer`. */
async function requestHttp(name: string, headers: Record<string, string>) {
  const handler = exported.get(name) as unknown as (request: Request, response: unknown) => Promise<void> | void;
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const request = {
    method: 'POST',
    headers: lower,
    header: (key: string) => lower[key.toLowerCase()],
    get: (key: string) => lower[key.toLowerCase()],
  } as unknown as Request;
  const answer: { status: number; body: unknown; headers: Record<string, string> } = {
    status: 200,
    body: undefined,
    headers: {},
  };
  const response = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return response;
    },
    set(values: Record<string, string>) {
      Object.assign(answer.headers, values);
      return response;
    },
    setHeader(key: string, value: string) {
      answer.headers[key] = value;
    },
    getHeader: (key: string) => answer.headers[key],
    removeHeader(key: string) {
      delete answer.headers[key];
    },
    json(body: unknown) {
      answer.body = body;
      return response;
    },
    send(body: unknown) {
      answer.body = body;
      return response;
    },
    end() {
      return response;
    },
    on: () => response,
  };
  await handler(request, response);
  return answer;
}

describe.each(Object.keys(STAFF_HTTP))('%s (HTTP, for staff)', (name) => {
  it('refuses a request without an App Check token when enforced, before anything else, saying so', async () => {
    vi.stubEnv('APP_CHECK_ENFORCED', 'true');
    // An ID token is there, so only App Check can be what refuses it.
    const answer = await requestHttp(name, { Authorization: 'Bearer some-token' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      error: {
        status: 'UNAUTHENTICATED',
        message: expect.stringContaining('no App Check token'),
        details: { reason: 'app-check-missing' },
      },
    });
  });

  it('goes on to its sign-in check when enforcement is off (as on the local stack)', async () => {
    vi.stubEnv('APP_CHECK_ENFORCED', 'false');
    const answer = await requestHttp(name, {});
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      error: { status: 'UNAUTHENTICATED', message: expect.stringMatching(/^Sign in/) },
    });
  });
});
