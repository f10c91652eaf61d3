// The server's door: what it fetches from the shell's Hosting site, and how it answers when it
// cannot render. (A page rendered from a real site container: siteModule.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchText, handle, prepare, shellOrigin } from './handle';

const PAGE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const POLICY = "default-src 'self'";

let site = 0;

/** A shell site of its own per test (what handle fetched is reused per address), answering `files`. */
function shellSite(files: Record<string, string | null>) {
  site += 1;
  const origin = `https://shell-${site}.example`;
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const text = files[new URL(url).pathname];
      if (text == null) return new Response('missing', { status: 404 });
      return new Response(text, { headers: { 'Content-Security-Policy': POLICY } });
    }),
  );
  return { origin, fetched };
}

const get = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shellOrigin', () => {
  it('is SITE_URL in production, whatever X-Forwarded-Host says', () => {
    expect(shellOrigin('https://example.com', 'evil.example', false)).toBe('https://example.com');
    expect(shellOrigin('https://example.com', 'localhost:3007', false)).toBe('https://example.com');
  });

  it('follows the local Hosting site a request came through in the emulator, and only a local one', () => {
    expect(shellOrigin('http://localhost:3000', 'localhost:3007', true)).toBe('http://localhost:3007');
    expect(shellOrigin('http://localhost:3000', 'evil.example', true)).toBe('http://localhost:3000');
    expect(shellOrigin('http://localhost:3000', null, true)).toBe('http://localhost:3000');
  });
});

describe('handle', () => {
  it('answers other methods with 405', async () => {
    const answer = await handle(get('/', { method: 'DELETE' }), { siteUrl: 'https://x.example', formToken: '' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  it("renders with the shell site's page and configuration, reused for 30 s in production", async () => {
    const { origin, fetched } = shellSite({ '/app.html': PAGE, '/app-config.json': '{}' });
    for (let i = 0; i < 2; i += 1) {
      const answer = await handle(get('/admin/blog'), { siteUrl: origin, formToken: 't' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('X-Robots-Tag')).toBe('noindex');
      expect(answer.headers.get('Content-Security-Policy')).toBe(POLICY);
      expect(await answer.text()).toBe(PAGE);
    }
    expect(fetched.sort()).toEqual([`${origin}/app-config.json`, `${origin}/app.html`]);
  });

  it('fetches again on every request in the emulator, from the local site the request came through', async () => {
    const { fetched } = shellSite({ '/app.html': PAGE, '/app-config.json': '{}' });
    const context = { siteUrl: 'http://localhost:3000', emulated: true, formToken: 't' };
    const request = () => get('/admin/blog', { headers: { 'X-Forwarded-Host': 'localhost:3007' } });
    await handle(request(), context);
    await handle(request(), context);
    expect(fetched.filter((url) => url === 'http://localhost:3007/app.html')).toHaveLength(2);
  });

  it('answers 503, not cached, with the browser-rendered page when the page cannot be rendered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The configuration names no site remote: its pages cannot be loaded.
    const { origin } = shellSite({ '/app.html': PAGE, '/app-config.json': '{"remotes":{"site":null}}' });
    const answer = await handle(get('/about'), { siteUrl: origin, formToken: 't' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Security-Policy')).toBe(POLICY);
    expect(await answer.text()).toBe(PAGE);
  });

  it("logs a failed preview link's address without its token, which would open the draft", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = 'Tok3n_-'.repeat(7).slice(0, 43);
    const { origin } = shellSite({ '/app.html': PAGE, '/app-config.json': '{"remotes":{"site":null}}' });
    for (const path of [`/preview/${token}`, `/sv/preview/${token}?x=1`]) {
      logged.mockClear();
      const answer = await handle(get(path), { siteUrl: origin, formToken: 't' });
      expect(answer.status).toBe(503);
      const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
      expect(lines).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).toMatch(/\/preview\/…/i);
    }
    // Another spelling is moved to the link before any render: nothing fails, nothing is logged.
    logged.mockClear();
    const moved = await handle(get(`/PREVIEW/${token}`), { siteUrl: origin, formToken: 't' });
    expect(moved.status).toBe(301);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers 503 in plain text when the shell site cannot be reached or none is set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { origin } = shellSite({});
    for (const siteUrl of [origin, null]) {
      const answer = await handle(get('/'), { siteUrl, formToken: 't' });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it("says so in the address's language: Swedish under /sv, English elsewhere", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { origin } = shellSite({});
    const text = async (path: string) => (await handle(get(path), { siteUrl: origin, formToken: 't' })).text();
    for (const path of ['/sv', '/sv/', '/sv/blog/a-post?q=1', '/SV/kontakt']) {
      expect(await text(path), path).toBe('Tillfälligt otillgänglig. Försök igen om en stund.\n');
    }
    for (const path of ['/', '/blog', '/svenska']) {
      expect(await text(path), path).toBe('Temporarily unavailable; try again shortly.\n');
    }
  });
});

describe('fetchText', () => {
  it('fetches once for requests that arrive while the fetch is under way (reused in production)', async () => {
    const { origin, fetched } = shellSite({ '/app.html': PAGE });
    const answers = await Promise.all([1, 2, 3].map(() => fetchText(`${origin}/app.html`, 30_000)));
    expect(answers.map((answer) => answer.text)).toEqual([PAGE, PAGE, PAGE]);
    expect(fetched).toEqual([`${origin}/app.html`]);
  });

  it('shares nothing when nothing is reused (the emulator: a redeploy shows at the next request)', async () => {
    const { origin, fetched } = shellSite({ '/app.html': PAGE });
    await Promise.all([1, 2].map(() => fetchText(`${origin}/app.html`, 0)));
    expect(fetched).toHaveLength(2);
  });

  it('fetches again after a failure', async () => {
    const { origin, fetched } = shellSite({});
    await expect(fetchText(`${origin}/app.html`, 30_000)).rejects.toThrow('answered 404');
    await expect(fetchText(`${origin}/app.html`, 30_000)).rejects.toThrow('answered 404');
    expect(fetched).toHaveLength(2);
  });
});

describe('prepare', () => {
  it('fetches the page and the configuration ahead of the first request, which then fetches neither', async () => {
    const { origin, fetched } = shellSite({ '/app.html': PAGE, '/app-config.json': '{}' });
    await prepare(origin);
    expect(fetched.sort()).toEqual([`${origin}/app-config.json`, `${origin}/app.html`]);
    const answer = await handle(get('/admin/blog'), { siteUrl: origin, formToken: 't' });
    expect(await answer.text()).toBe(PAGE);
    expect(fetched).toHaveLength(2);
  });

  it('never rejects: a site it cannot reach is left to the first request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { origin } = shellSite({});
    await expect(prepare(origin)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
