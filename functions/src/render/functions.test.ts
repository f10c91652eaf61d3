import type { Request, Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteUrl } from '../config';
import type { HandleContext } from '../domain';
import { sentLocation } from '../leads/formPost';
import { FORM_TOKEN_LIFETIME_SECONDS, issueFormToken } from '../leads/formToken';
import type { LeadCore } from '../leads/intake';
import { formPostRequest, testLeadSettings } from '../leads/testRequest';
import { type PageDependencies, pageRequestHandler, prepareInstance } from './functions';

describe('sentLocation', () => {
  it('goes back to the page with ?sent= and the form in view, keeping the other query parameters', () => {
    expect(sentLocation('/contact', 'contact')).toBe('/contact?sent=contact#contact-form');
    expect(sentLocation('/?lang=sv', 'newsletter')).toBe('/?lang=sv&sent=newsletter#newsletter');
    expect(sentLocation('/blog?lang=sv&sent=quiz&q=ai', 'newsletter')).toBe(
      '/blog?lang=sv&q=ai&sent=newsletter#newsletter',
    );
    expect(sentLocation('/sv/', 'newsletter')).toBe('/sv/?sent=newsletter#newsletter');
  });

  it('sends the quiz back to its page too, which shows the success message and the way on to the quiz', () => {
    expect(sentLocation('/', 'quiz')).toBe('/?sent=quiz#quiz');
    expect(sentLocation('/sv/', 'quiz')).toBe('/sv/?sent=quiz#quiz');
  });

  it('never answers with another site’s address', () => {
    const probes: [string, string][] = [
      ['/.//evil.example/x', '/evil.example/x?sent=contact#contact-form'],
      ['//evil.example/x', '/evil.example/x?sent=contact#contact-form'],
      ['/sv//evil.example', '/sv/evil.example?sent=contact#contact-form'],
      ['/sv/\\evil.example', '/sv/evil.example?sent=contact#contact-form'],
      ['/\\evil.example', '/evil.example?sent=contact#contact-form'],
      ['/%2F%2Fevil.example', '/evil.example?sent=contact#contact-form'],
      ['/sv/%5C%5Cevil.example?x=1', '/sv/evil.example?x=1&sent=contact#contact-form'],
      ['/sv/..//evil.example', '/evil.example?sent=contact#contact-form'],
      ['/sv/\t/evil.example', '/sv/evil.example?sent=contact#contact-form'],
      ['/%0A/evil.example', '/?sent=contact#contact-form'],
      ['/sv/%09/evil.example', '/sv/?sent=contact#contact-form'],
    ];
    for (const [url, location] of probes) {
      expect(sentLocation(url, 'contact'), url).toBe(location);
      expect(new URL(location, 'https://site.example/page').origin, url).toBe('https://site.example');
    }
  });
});

describe('pageRequestHandler', () => {
  const SECRET = 'salt';
  const NOW = new Date('2026-03-01T12:00:00.000Z');
  const SITE = 'http://localhost:3000';

  interface Answer {
    status: number;
    headers: Record<string, string>;
    body: string;
  }

  function fakeResponse(): { response: Response; answer: Answer } {
    // Header names are case-insensitive, as Express's (the shell's server answers with lowercase ones).
    const headers = new Proxy({} as Record<string, string>, {
      get: (target, name) => (typeof name === 'string' ? target[name.toLowerCase()] : undefined),
      set: (target, name, value: string) => {
        if (typeof name === 'string') target[name.toLowerCase()] = value;
        return true;
      },
    });
    const answer: Answer = { status: 200, headers, body: '' };
    const response = {
      status(code: number) {
        answer.status = code;
        return response;
      },
      set(name: string | Record<string, string>, value?: string) {
        if (typeof name === 'string') answer.headers[name] = value ?? '';
        else Object.assign(answer.headers, name);
        return response;
      },
      send(body: string) {
        answer.body = body;
        return response;
      },
      json(body: unknown) {
        answer.headers['Content-Type'] = 'application/json';
        answer.body = JSON.stringify(body);
        return response;
      },
    };
    return { response: response as unknown as Response, answer };
  }

  function withUrl(request: Request, url: string): Request {
    return Object.assign(request, { url, get: (name: string) => request.header(name) });
  }

  function setup(leadOutcome: 'store' | 'fail' = 'store', loadPreview?: PageDependencies['context']['loadPreview']) {
    // The shell's server, answering with what it was asked and handed.
    const handle = vi.fn(async (request: globalThis.Request, context: HandleContext) => {
      const { pathname, search } = new URL(request.url);
      return new globalThis.Response(
        `<p>${pathname}${search} ${context.formToken} ${JSON.stringify(context.formFailure)}</p>`,
        {
          status: pathname.startsWith('/missing') ? 404 : 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=21600' },
        },
      );
    });
    const render = handle;
    /** What the shell's server was asked: the address, and the page's forms. */
    const asked = (call = 0) => {
      const [request, context] = handle.mock.calls[call] ?? [];
      const url = request ? new URL(request.url) : null;
      return { address: url && `${url.pathname}${url.search}`, context };
    };
    const stored = vi.fn();
    const firestore =
      leadOutcome === 'store'
        ? {
            collection: () => ({ doc: (id?: string) => ({ id: id ?? 'lead-1' }), where: () => ({}) }),
            runTransaction: async (run: (transaction: unknown) => Promise<unknown>) =>
              run({
                getAll: async (...refs: unknown[]) => refs.map(() => ({ exists: false, get: () => undefined })),
                // A document that is not there, or a query that finds nothing.
                get: async () => ({ exists: false, get: () => undefined, docs: [] }),
                set: () => undefined,
                create: stored,
              }),
          }
        : { collection: () => ({ doc: () => ({}) }), runTransaction: () => Promise.reject(new Error('down')) };
    const dependencies = (): PageDependencies => ({
      handle,
      context: { siteUrl: SITE, formToken: issueFormToken(SECRET, NOW), ...(loadPreview ? { loadPreview } : {}) },
      leads: () => ({
        firestore: firestore as unknown as LeadCore['firestore'],
        settings: testLeadSettings({ webhookUrls: { newsletter: '', quiz: '', contact: '' } }),
        intake: { allowedOrigins: [SITE], clientSalt: SECRET, appCheckEnforced: true },
        now: NOW,
        verifyAppCheck: async () => ({ appId: 'app', alreadyConsumed: false }),
      }),
      unsubscribe: () => ({
        firestore: firestore as unknown as LeadCore['firestore'],
        settings: testLeadSettings(),
        now: NOW,
      }),
    });
    return { handler: pageRequestHandler(dependencies), render, asked, stored };
  }

  function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return withUrl(
      formPostRequest({ form_token: issueFormToken(SECRET, NOW), ...fields }, { origin: SITE, ...headers }),
      url,
    );
  }

  beforeEach(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders every page with a fresh form token', async () => {
    const { handler, asked } = setup();
    const { response, answer } = fakeResponse();
    const get = withUrl({ method: 'GET', headers: {}, header: () => undefined } as unknown as Request, '/sv/blog?q=ai');
    await handler(get, response);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=21600');
    expect(answer.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(answer.body).toBe(`<p>/sv/blog?q=ai ${issueFormToken(SECRET, NOW)} null</p>`);
    expect(asked()).toEqual({
      address: '/sv/blog?q=ai',
      context: { siteUrl: SITE, formToken: issueFormToken(SECRET, NOW), formFailure: null },
    });
  });

  it("hands the shell the preview links' resolver (the Admin SDK's read) with the request", async () => {
    const loadPreview = vi.fn(async () => null);
    const { handler, asked } = setup('store', loadPreview);
    const get = withUrl({ method: 'GET', headers: {}, header: () => undefined } as unknown as Request, '/preview/x');
    await handler(get, fakeResponse().response);
    expect(asked().context?.loadPreview).toBe(loadPreview);
  });

  it('takes a POST to the unsubscribe page as an unsubscribe, never as a lead form, and renders the page', async () => {
    const { handler, asked, stored } = setup();
    // A forged token: nothing is read or written, and the page (its refusal) is rendered for the address.
    const url = `/sv/unsubscribe?token=${'A'.repeat(20)}.${'b'.repeat(43)}`;
    const post = withUrl(formPostRequest({ 'List-Unsubscribe': 'One-Click' }, {}, { url }), url);
    const { response, answer } = fakeResponse();
    await handler(post, response);
    expect(asked().address).toBe(url);
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(stored).not.toHaveBeenCalled();

    // Without the one-click field it is the footer's newsletter form on that page: a lead, stored.
    const footer = formPost(url, { form: 'newsletter', email: 'anna@example.se' });
    const signUp = fakeResponse();
    await handler(footer, signUp.response);
    expect(signUp.answer.status).toBe(303);
    expect(signUp.answer.headers.Location).toBe(`${url}&sent=newsletter#newsletter`);
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it("takes a one-click POST to another spelling of the page's address as an unsubscribe, rendering the page's own address", async () => {
    // A mail client posts to the address it was given and follows no redirect (RFC 8058): every
    // spelling the page moves from ends the subscription just as well, and the answer is the page's.
    const token = `${'A'.repeat(20)}.${'b'.repeat(43)}`;
    for (const [url, own] of [
      [`/%73v/unsubscribe?token=${token}`, `/sv/unsubscribe?token=${token}`],
      [`/%53V/Unsub%73cribe/?token=${token}`, `/sv/unsubscribe?token=${token}`],
      [`/unsub%73cribe?token=${token}`, `/unsubscribe?token=${token}`],
      [`/Unsubscribe.html?token=${token}`, `/unsubscribe?token=${token}`],
      [`/unsubscribe/?token=${token}&lang=sv`, `/sv/unsubscribe?token=${token}`],
    ] as const) {
      const { handler, asked, stored } = setup();
      const post = withUrl(formPostRequest({ 'List-Unsubscribe': 'One-Click' }, {}, { url }), url);
      const { response, answer } = fakeResponse();
      await handler(post, response);
      expect(asked().address, url).toBe(own);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.Location, url).toBeUndefined();
      expect(answer.headers['Cache-Control'], url).toBe('no-store');
      expect(stored, url).not.toHaveBeenCalled();
    }
    // Encoded twice or broken it is no address of the page: the post is no one-click of it.
    for (const url of [`/%2573v/unsubscribe?token=${token}`, `/unsub%2573cribe?token=${token}`]) {
      const { handler, asked } = setup();
      const post = withUrl(formPostRequest({ 'List-Unsubscribe': 'One-Click' }, {}, { url }), url);
      const { response, answer } = fakeResponse();
      await handler(post, response);
      expect(asked().address, url).toBeNull();
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
    }
  });

  it("answers a failure it must answer itself (the bundle's, a lead post's) in the address's language", async () => {
    const handler = pageRequestHandler(() => ({
      handle: async () => {
        throw new Error('the bundle failed');
      },
      context: { siteUrl: SITE, formToken: issueFormToken(SECRET, NOW) },
      leads: () => {
        throw new Error('no post here');
      },
      unsubscribe: () => {
        throw new Error('no unsubscribe here');
      },
    }));
    for (const [url, text] of [
      ['/sv/kontakt', 'Tillfälligt otillgänglig. Försök igen om en stund.\n'],
      ['/contact?x=1', 'Temporarily unavailable; try again shortly.\n'],
    ] as const) {
      const { response, answer } = fakeResponse();
      await handler(
        withUrl({ method: 'GET', headers: {}, header: () => undefined } as unknown as Request, url),
        response,
      );
      expect([answer.status, answer.body], url).toEqual([503, text]);
    }
  });

  it("logs a preview link's failed request without its token, which would open the draft", async () => {
    const token = 'q'.repeat(43);
    const handler = pageRequestHandler(() => ({
      handle: async () => {
        throw new Error(`preview_links/${token} could not be read`);
      },
      context: { siteUrl: SITE, formToken: issueFormToken(SECRET, NOW) },
      leads: () => {
        throw new Error('no post here');
      },
      unsubscribe: () => {
        throw new Error('no unsubscribe here');
      },
    }));
    const { response, answer } = fakeResponse();
    const get = withUrl(
      { method: 'GET', headers: {}, header: () => undefined } as unknown as Request,
      `/sv/preview/${token}`,
    );
    await handler(get, response);
    expect(answer.status).toBe(503);
    const logged = JSON.stringify(vi.mocked(logger.error).mock.calls);
    expect(logged).not.toContain(token);
    expect(logged).toContain('/sv/preview/…');
  });

  it('hands the shell a hostile address as the path it is, never as another host', async () => {
    const { handler, asked } = setup();
    const get = withUrl(
      { method: 'GET', headers: {}, header: () => undefined } as unknown as Request,
      '//evil.example/x',
    );
    await handler(get, fakeResponse().response);
    expect(asked().address).toBe('//evil.example/x');
  });

  it('answers a stored plain post with a 303 back to the page, not cached', async () => {
    const { handler, render, stored } = setup();
    const { response, answer } = fakeResponse();
    await handler(formPost('/?lang=sv', { form: 'newsletter', email: 'anna@example.se' }), response);
    expect(answer.status).toBe(303);
    expect(answer.headers.Location).toBe('/?lang=sv&sent=newsletter#newsletter');
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(render).not.toHaveBeenCalled();
    expect(stored).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ page: '/' }));
  });

  it('sends a stored quiz lead back to its page, which shows the success message and the way on to the quiz', async () => {
    const { handler } = setup();
    const { response, answer } = fakeResponse();
    await handler(formPost('/sv/', { form: 'quiz', email: 'anna@example.se' }), response);
    expect(answer.status).toBe(303);
    expect(answer.headers.Location).toBe('/sv/?sent=quiz#quiz');
  });

  it('answers a stored post to a hostile address with a 303 that stays on the site', async () => {
    const { handler } = setup();
    for (const [url, location] of [
      ['/sv//evil.example', '/sv/evil.example?sent=newsletter#newsletter'],
      ['//evil.example/x?y=1', '/evil.example/x?y=1&sent=newsletter#newsletter'],
      ['/\\evil.example', '/evil.example?sent=newsletter#newsletter'],
      ['/%2F%2Fevil.example', '/evil.example?sent=newsletter#newsletter'],
    ]) {
      const { response, answer } = fakeResponse();
      await handler(formPost(url ?? '', { form: 'newsletter', email: 'anna@example.se' }), response);
      expect(answer.status, url).toBe(303);
      expect(answer.headers.Location, url).toBe(location);
      expect(answer.headers['Cache-Control'], url).toBe('no-store');
    }
  });

  it('renders the page again with the failure and a fresh token: 400 for a bad field, not cached', async () => {
    const { handler, asked } = setup();
    const { response, answer } = fakeResponse();
    await handler(formPost('/contact', { form: 'newsletter', email: 'anna at example' }), response);
    expect(answer.status).toBe(400);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(asked()).toEqual({
      address: '/contact',
      context: {
        siteUrl: SITE,
        formToken: issueFormToken(SECRET, NOW),
        formFailure: {
          form: 'newsletter',
          reason: 'invalid',
          field: 'email',
          problem: 'email',
          values: { email: 'anna at example' },
        },
      },
    });
  });

  it('answers 503 with the page when the lead cannot be stored, 400 for a stale token, even on a 404 page', async () => {
    const down = setup('fail');
    const first = fakeResponse();
    await down.handler(formPost('/', { form: 'newsletter', email: 'anna@example.se' }), first.response);
    expect(first.answer.status).toBe(503);
    expect(first.answer.body).toContain('"reason":"unavailable"');

    const { handler } = setup();
    const second = fakeResponse();
    const stale = issueFormToken(SECRET, new Date(NOW.getTime() - (FORM_TOKEN_LIFETIME_SECONDS + 60 * 60) * 1000));
    await handler(
      formPost('/missing', { form: 'newsletter', email: 'a@example.se', form_token: stale }),
      second.response,
    );
    expect(second.answer.status).toBe(400);
    expect(second.answer.body).toContain('"reason":"expired"');
  });

  it('answers any other method with a plain 405, TRACE and TRACK included (which a Fetch Request refuses)', async () => {
    const { handler, render } = setup();
    for (const method of ['TRACE', 'TRACK', 'PUT', 'OPTIONS', 'PROPFIND']) {
      const { response, answer } = fakeResponse();
      const request = withUrl({ method, headers: {}, header: () => undefined } as unknown as Request, '/blog');
      await handler(request, response);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.Allow, method).toBe('GET, HEAD, POST');
      expect(answer.headers['Content-Type'], method).toBe('text/plain; charset=utf-8');
      expect(answer.headers['Cache-Control'], method).toBe('no-store');
      expect(answer.body, method).toBe('Method not allowed.\n');
    }
    expect(render).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers a post that is no lead form of ours in plain text, naming the problem', async () => {
    const { handler, render } = setup();
    const cases: Array<[Request, number, RegExp]> = [
      [formPost('/', { form: 'newsletter' }, { origin: 'https://evil.example' }), 403, /page of this site/],
      [formPost('/', { form: 'newsletter' }, { 'content-type': 'application/json' }), 415, /application\/json/],
      [formPost('/', { email: 'a@example.se' }), 400, /names no form/],
    ];
    for (const [request, status, message] of cases) {
      const { response, answer } = fakeResponse();
      await handler(request, response);
      expect(answer.status).toBe(status);
      expect(answer.headers['Content-Type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['Cache-Control']).toBe('no-store');
      expect(answer.body).toMatch(message);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('moves an address with dot segments to the one they resolve to, uncached, never rendering it as another page', async () => {
    const { handler, render } = setup();
    // A URL parser resolves `..` (and `%2e%2e`) before the shell sees the address: rendered, the Swedish
    // address below was the English about page, kept by the CDN under that address.
    const probes: [string, string][] = [
      ['/sv/blog/%2e%2e/%2e%2e/about', '/about'],
      ['/services/%2E%2E', '/'],
      ['/services/..?x=1', '/?x=1'],
      ['/sv/./contact', '/sv/contact'],
      ['/sv/blog/.%2e//evil.example', '/sv/evil.example'],
      ['/%2e%2e/%2e%2e/etc/passwd', '/etc/passwd'],
    ];
    for (const [url, location] of probes) {
      const { response, answer } = fakeResponse();
      await handler(
        withUrl({ method: 'GET', headers: {}, header: () => undefined } as unknown as Request, url),
        response,
      );
      expect(answer.status, url).toBe(301);
      expect(answer.headers.Location, url).toBe(location);
      expect(answer.headers['Cache-Control'], url).toBe('no-store');
    }
    expect(render).not.toHaveBeenCalled();
    // A dot inside a segment is no dot segment.
    const { response } = fakeResponse();
    await handler(
      withUrl({ method: 'GET', headers: {}, header: () => undefined } as unknown as Request, '/blog/v2..3'),
      response,
    );
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("answers those plain refusals in Swedish at a Swedish page's address", async () => {
    const { handler, render } = setup();
    const put = fakeResponse();
    await handler(
      withUrl({ method: 'PUT', headers: {}, header: () => undefined } as unknown as Request, '/sv/blog'),
      put.response,
    );
    expect(put.answer.status).toBe(405);
    expect(put.answer.body).toBe('Metoden är inte tillåten.\n');
    const cases: Array<[Request, number, RegExp]> = [
      [
        formPost('/sv/contact', { form: 'newsletter' }, { origin: 'https://evil.example' }),
        403,
        /sida på den här webbplatsen/,
      ],
      [
        formPost('/sv/', { form: 'newsletter' }, { 'content-type': 'application/json' }),
        415,
        /måste skickas som .*application\/json/,
      ],
      [formPost('/sv/about?x=1', { email: 'a@example.se' }), 400, /anger inget formulär/],
      [
        formPost('/sv/contact', { form: 'newsletter', message: 'x'.repeat(60_000) }),
        413,
        /Formuläret är \d{1,3}(?:\u00a0\d{3})* byte/,
      ],
    ];
    for (const [request, status, message] of cases) {
      const { response, answer } = fakeResponse();
      await handler(request, response);
      expect(answer.status).toBe(status);
      expect(answer.headers['Content-Type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toMatch(message);
    }
    // English anywhere else, a Swedish-looking address that is not under /sv/ included.
    const english = fakeResponse();
    await handler(formPost('/svenska', { email: 'a@example.se' }), english.response);
    expect(english.answer.body).toMatch(/names no form/);
    expect(render).not.toHaveBeenCalled();
  });

  it("answers the apps' post (fetch asking for JSON) in JSON, with the same statuses, never a page", async () => {
    const { handler, render, stored } = setup();
    const app = { accept: 'application/json', 'x-firebase-appcheck': 'token' };
    const sent = fakeResponse();
    await handler(formPost('/sv/contact', { form: 'newsletter', email: 'anna@example.se' }, app), sent.response);
    expect(sent.answer.status).toBe(200);
    expect(JSON.parse(sent.answer.body)).toEqual({ sent: true, form: 'newsletter' });
    expect(sent.answer.headers['Cache-Control']).toBe('no-store');
    expect(stored).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ page: '/sv/contact' }));

    const invalid = fakeResponse();
    await handler(formPost('/contact', { form: 'newsletter', email: 'anna at example' }, app), invalid.response);
    expect(invalid.answer.status).toBe(400);
    expect(JSON.parse(invalid.answer.body)).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'invalid',
      field: 'email',
      problem: 'email',
    });

    const unattested = fakeResponse();
    await handler(
      formPost('/', { form: 'newsletter', email: 'anna@example.se' }, { accept: 'application/json' }),
      unattested.response,
    );
    expect(unattested.answer.status).toBe(401);
    expect(JSON.parse(unattested.answer.body)).toMatchObject({ reason: 'unattested', detail: 'app-check-missing' });
    expect(render).not.toHaveBeenCalled();
  });

  it('hands the apps a fresh form token with a refused one, to send the form again with', async () => {
    const { handler } = setup();
    const app = { accept: 'application/json', 'x-firebase-appcheck': 'token' };
    const { response, answer } = fakeResponse();
    await handler(formPost('/', { form: 'newsletter', email: 'a@example.se', form_token: '' }, app), response);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'invalid',
      detail: 'form-token',
      formToken: issueFormToken(SECRET, NOW),
    });
  });
});

describe('prepareInstance', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('loads the shell’s server and prepares it with SITE_URL in an instance of renderPage', async () => {
    vi.stubEnv('SITE_URL', 'https://site.example');
    const prepare = vi.fn(async () => undefined);
    expect(prepareInstance({ FUNCTION_TARGET: 'renderPage' }, () => ({ handle: vi.fn(), prepare }))).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(prepare).toHaveBeenCalledWith('https://site.example');
  });

  it('does nothing in the CLI’s discovery, in another function’s instance, in the emulator or without SITE_URL', () => {
    vi.stubEnv('SITE_URL', 'https://site.example');
    const load = vi.fn();
    expect(prepareInstance({ FUNCTION_TARGET: 'renderPage', FUNCTIONS_CONTROL_API: 'true' }, load)).toBe(false);
    expect(prepareInstance({ FUNCTION_TARGET: 'seoFiles' }, load)).toBe(false);
    expect(prepareInstance({}, load)).toBe(false);
    expect(prepareInstance({ FUNCTION_TARGET: 'renderPage', FUNCTIONS_EMULATOR: 'true' }, load)).toBe(false);
    vi.stubEnv('SITE_URL', '');
    expect(prepareInstance({ FUNCTION_TARGET: 'renderPage' }, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('reads no parameter outside an instance of renderPage (firebase-functions warns of each one read during the CLI’s discovery)', () => {
    const read = vi.spyOn(siteUrl, 'value');
    expect(prepareInstance({ FUNCTION_TARGET: 'renderPage', FUNCTIONS_CONTROL_API: 'true' }, vi.fn())).toBe(false);
    expect(prepareInstance({}, vi.fn())).toBe(false);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});
