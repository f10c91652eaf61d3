import { type FormFailure, withoutSoftHyphens } from '@app/domain';
// The server renderer with the site remote's real pages (from source, as its server container
// exports them), in Node: what the browser never sees, head tags, status codes, the CSP's hashes.
// The site's Firestore reads are replaced at their interface; the e2e tests render its pages
// through the emulators.
import { type PageOutcome, SERVER_DATA_ELEMENT_ID, type ServerData, useFormOutcome, useFormToken } from '@app/platform';
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { matchesSource, SHELL_FILES } from '../../../scripts/hosting/headers.mjs';
import SiteApp from '../../../site-remote/src/App';
import { loadPage } from '../../../site-remote/src/server/pageOutcome';
import { blog } from '../../../site-remote/src/test/fixtures';
import indexHtml from '../../public/index.html?raw';
import { sharedStylesheet, sharedStylesheetLink } from '../build/sharedStyles';
import { PAGE_CACHE_CONTROL, RENDER_DATA_FAILED_EVENT, type RenderInputs, renderPage } from './render';

const TEMPLATE = indexHtml.replace('</head>', '<script defer src="/static/js/main.0123abcd.js"></script></head>');
const POLICY = "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self'";
const CONFIG = { siteUrl: 'https://example.com' };

const TOKEN = '1772366400.signature';

/** A site page that shows what its contact form is handed. */
function FormProbe() {
  const outcome = useFormOutcome('contact', '');
  return createElement('output', { id: 'probe' }, `${useFormToken()} ${JSON.stringify(outcome)}`);
}

const postsQuery = { queryKey: ['posts'], queryFn: () => Promise.reject(new Error('store down')) };

/** A site page whose data cannot be read. */
function DataProbe() {
  const { data } = useQuery(postsQuery);
  return createElement('p', null, data === undefined ? 'no posts' : 'posts');
}

/** The site's stored posts, as its Firestore reads answer them (each after a moment). */
const stored = vi.hoisted(() => ({
  posts: [] as import('@app/domain').Blog[],
  /** Old slugs of renamed posts, by the slug of the live post each now leads to. */
  redirects: {} as Record<string, string>,
}));
vi.mock('../../../site-remote/src/data/blogs', async () => {
  const { blogCardsFromIndex, blogIndexDocument } = await import('@app/domain');
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));
  return {
    // As the blog index answers: the live posts' cards.
    listBlogCards: () => later(blogCardsFromIndex(blogIndexDocument(stored.posts))),
    getPublishedBlogBySlug: (slug: string) => later(stored.posts.find((post) => post.slug === slug) ?? null),
    getBlogRedirect: (slug: string) => later(stored.redirects[slug] ?? null),
  };
});

/** `url` rendered with the site's pages (or `inputs`' own), its answer read: header names in lower case. */
async function render(url: string, inputs: Partial<RenderInputs> = {}) {
  const answer = await renderPage(url, {
    config: CONFIG,
    template: { html: TEMPLATE, contentSecurityPolicy: POLICY },
    loadSite: async () => ({ App: SiteApp, loadPage }),
    formToken: TOKEN,
    ...inputs,
  });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

function inline(html: string, tag: 'script' | 'style'): string[] {
  const pattern = tag === 'script' ? /<script>([\s\S]*?)<\/script>/g : /<style[^>]*>([\s\S]*?)<\/style>/g;
  return Array.from(html.matchAll(pattern), (match) => match[1] ?? '');
}

describe('renderPage', () => {
  it('renders a page with its language, head tags, content and the data the browser starts from', async () => {
    const page = await render('/sv/about');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=21600');
    expect(page.body).toMatch(/^<!doctype html>\s*<html lang="sv">/i);
    expect(page.body).toContain('<title data-page-meta>Om oss | Northwind AI</title>');
    expect(page.body).toContain('<link rel="canonical" href="https://example.com/sv/about" data-page-meta>');
    expect(page.body).toContain('hreflang="x-default" href="https://example.com/about"');
    expect(page.body).toContain(
      '<meta property="og:image" content="https://example.com/share-image.png" data-page-meta>',
    );
    expect(page.body).toContain('<meta property="og:locale" content="sv_SE" data-page-meta>');
    expect(page.body).toContain('"@type":"BreadcrumbList"');
    expect(page.body).toMatch(/<h1[^>]*>Om Northwind AI/);
    // Not started by the document: the boot script loads them on the first interaction.
    expect(page.body).not.toContain('<script defer src="/static/js/main.0123abcd.js">');
    expect(page.body).toContain(
      '<script type="application/json" id="app-scripts">["/static/js/main.0123abcd.js"]</script>',
    );
    expect(page.body).toContain(
      `<script type="application/json" id="server-data">{"language":"sv","queries":{"mutations":[],"queries":[]},"formToken":"${TOKEN}","formFailure":null}</script>`,
    );
  });

  it('allows exactly its inline scripts and styles, by hash, and nothing inline besides', async () => {
    const page = await render('/');
    const policy = page.headers['content-security-policy'] ?? '';
    const scripts = inline(page.body, 'script');
    const styles = inline(page.body, 'style');
    expect(scripts).toHaveLength(2); // colour scheme, boot
    expect(styles.length).toBeGreaterThan(1);
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    for (const script of scripts) expect(directive('script-src')).toContain(await sha256(script));
    for (const style of styles) expect(directive('style-src')).toContain(await sha256(style));
    // MUI's AppBar sets CSS variables in a style attribute.
    const attribute = /<header[^>]*\sstyle="([^"]*)"/.exec(page.body)?.[1] ?? '';
    expect(attribute).toContain('--Paper-shadow');
    expect(directive('style-src')).toContain("'unsafe-hashes'");
    expect(directive('style-src')).toContain(await sha256(attribute.replaceAll('&quot;', '"')));
    expect(policy).not.toContain('unsafe-inline');
    // Google's gapi script is the admin's sign-in popup's: a public page does not allow it.
    expect(directive('script-src')).not.toContain('https://apis.google.com');
    // React's scripts that move streamed boundaries into place would need 'unsafe-inline'.
    expect(page.body).not.toContain('$RC');
  });

  it("links the shell's shared stylesheet and inlines only the rules it lacks, each allowed by hash", async () => {
    const sheet = await sharedStylesheet();
    expect(sheet.global.length).toBeGreaterThan(0);
    expect(sheet.regular.length).toBeGreaterThan(50);
    const link = sharedStylesheetLink('/static/css/shared.0123.css', sheet);
    const template = TEMPLATE.replace('</head>', `${link}</head>`);
    for (const url of ['/', '/sv/about', '/contact', '/no-such-page']) {
      const page = await render(url, { template: { html: template, contentSecurityPolicy: POLICY } });
      const policy = page.headers['content-security-policy'] ?? '';
      const styles = inline(page.body, 'style').filter((css) => css !== '');
      // The sheet comes before every inline style, so a page's own rules still come after the frame's;
      // its names are the renderer's, not sent (the browser reads them from the sheet).
      const sent = '<link rel="stylesheet" href="/static/css/shared.0123.css" data-emotion-shared>';
      expect(page.body).not.toContain(link);
      expect(page.body.indexOf(sent)).toBeGreaterThan(0);
      expect(page.body.indexOf(sent)).toBeLessThan(page.body.indexOf('<style'));
      for (const name of sheet.regular) expect(styles.join('')).not.toContain(`.css-${name}{`);
      for (const style of styles) expect(policy).toContain(await sha256(style));
      expect(Buffer.byteLength(styles.join(''))).toBeLessThan(25_000);
      // Emotion in the browser takes each global rule set over from its empty element.
      expect(page.body).not.toMatch(/<style data-emotion="css [^"]*"><\/style>/);
      for (const name of sheet.global) expect(page.body).toContain(`<style data-emotion="css-global ${name}"></style>`);
      expect(policy).not.toContain('unsafe-inline');
      // MUI's class names only where a rule selects them: the header's buttons carry none.
      expect(page.body).toContain('css-');
      expect(page.body).not.toMatch(/class="[^"]*\b(B-root|BB-root|Bx-root|S-root)\b/);
    }
  });

  it('answers an unknown address with the translated 404 page and status', async () => {
    const page = await render('/sv/no-such-page');
    expect(page.status).toBe(404);
    expect(page.body).toContain('<title data-page-meta>Sidan hittades inte | Northwind AI</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex" data-page-meta>');
  });

  it("answers a file's address the shell lacks with a plain 404, as Hosting sends it the files' policy", async () => {
    const extensions = /@\(([^)]+)\)/.exec(SHELL_FILES)?.[1]?.split('|') ?? [];
    expect(extensions).toContain('json');
    // Not .html: an old site's page, moved (the next test).
    expect(extensions).not.toContain('html');
    const files = extensions.map((extension) => `/sv/blog/post.${extension}`);
    for (const probe of ['/blog.json', '/sv/app-config.json', '/static/x.js', '/a.png?lang=sv', ...files]) {
      // Hosting gives such an address the policy of the shell's files, which refuses a page's inline styles.
      expect(matchesSource(SHELL_FILES, new URL(probe, 'https://example.com').pathname), probe).toBe(true);
      expect(await render(probe), probe).toMatchObject({
        status: 404,
        body: 'Not found.\n',
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    // An address with another extension is a page address like any: the site's 404 page.
    expect((await render('/wp-login.php')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("moves a static site's page address (.html) to the page's for good, in both languages, keeping the query", async () => {
    for (const [probe, location] of [
      ['/index.html', '/'],
      ['/sv/index.html', '/sv/'],
      ['/about.html', '/about'],
      ['/sv/contact.html?ref=mail', '/sv/contact?ref=mail'],
      ['/blog/index.html', '/blog'],
      ['/services/ai-strategy/.html', '/services/ai-strategy'],
      ['/index.html?lang=sv', '/sv/'],
    ]) {
      const moved = await render(probe ?? '');
      expect(moved, probe).toMatchObject({ status: 301, headers: { location } });
      // A permanent redirect of a public address, the home page's as any other: kept by the CDN.
      expect(moved.headers['cache-control'], probe).toBe(PAGE_CACHE_CONTROL);
    }
    // Never off the site, and a repaired address is never kept by a cache.
    for (const probe of ['//evil.example/index.html', '/sv//evil.example/x.html', '/%2F%2Fevil.example/a.html']) {
      const moved = await render(probe);
      expect(moved.status, probe).toBe(301);
      expect(moved.headers.location, probe).toMatch(/^\/(?!\/)/);
      expect(moved.headers.location, probe).not.toContain('\\');
      expect(moved.headers['cache-control'], probe).toBe('no-store');
    }
    // What it leads to is the page, or the site's 404 page for one this site does not have.
    expect((await render('/no-such-page')).status).toBe(404);
  });

  it('moves the former ?lang= addresses and a bare /sv to their own address for good', async () => {
    expect(await render('/blog?lang=sv&q=ai')).toMatchObject({ status: 301, headers: { location: '/sv/blog?q=ai' } });
    expect(await render('/sv/blog?lang=en')).toMatchObject({ status: 301, headers: { location: '/blog' } });
    expect(await render('/?lang=sv')).toMatchObject({ status: 301, headers: { location: '/sv/' } });
    expect(await render('/sv')).toMatchObject({ status: 301, headers: { location: '/sv/' } });
  });

  it("moves a page's address with a trailing slash to its canonical address for good, in both languages", async () => {
    for (const [probe, location] of [
      ['/blog/', '/blog'],
      ['/sv/blog/', '/sv/blog'],
      ['/blog/?q=ai', '/blog?q=ai'],
      ['/sv/services/ai-strategy//', '/sv/services/ai-strategy'],
      ['/rss.xml/', '/rss.xml'],
      ['/admin/', '/admin'],
      ['/blog/?lang=sv', '/sv/blog'],
    ]) {
      const moved = await render(probe ?? '');
      expect(moved, probe).toMatchObject({ status: 301, headers: { location } });
      expect(moved.headers['cache-control'], probe).toBe(PAGE_CACHE_CONTROL);
    }
    // The home pages keep theirs: / and /sv/ are the addresses.
    expect((await render('/')).status).toBe(200);
    expect((await render('/sv/')).status).toBe(200);
  });

  it('moves /sv spelled in capitals to /sv for good, not to an English 404 page', async () => {
    expect(await render('/SV/')).toMatchObject({ status: 301, headers: { location: '/sv/' } });
    expect(await render('/SV')).toMatchObject({ status: 301, headers: { location: '/sv/' } });
    const moved = await render('/Sv/blog?q=ai');
    expect(moved).toMatchObject({ status: 301, headers: { location: '/sv/blog?q=ai' } });
    expect(moved.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect((await render('/SVENSKA')).status).toBe(404);
  });

  it('moves a percent-encoded /sv (the router decodes it) to /sv for good, a redirect no cache keeps', async () => {
    for (const [url, to] of [
      ['/%73v/blog', '/sv/blog'],
      ['/%53V/blog?q=ai', '/sv/blog?q=ai'],
      ['/%73v', '/sv/'],
      ['/s%76/', '/sv/'],
      ['/%73v/about/', '/sv/about'],
    ] as const) {
      const moved = await render(url);
      expect(moved, url).toMatchObject({ status: 301, headers: { location: to } });
      // Its address had to be repaired (decoded): a CDN may normalise it into the page's own.
      expect(moved.headers['cache-control'], url).toBe('no-store');
    }
    // Encoded twice, or broken: no language, no page, a 404 no cache keeps.
    for (const url of ['/%2573v/blog', '/%zzv/blog', '/%2573v']) {
      const page = await render(url);
      expect(page.status, url).toBe(404);
      expect(page.headers['cache-control'], url).toBe('no-store');
    }
    // Characters a URL can only carry encoded (a slug no post has, `café-😀`) fold into no other
    // address: that 404 is kept, as a plain one is (and as /api/blog answers it).
    const unknown = await render('/blog/caf%C3%A9-%F0%9F%98%80');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('moves any other spelling of a page (an encoded letter, lower-case escapes) to its one address for good, a redirect no cache keeps', async () => {
    stored.posts = [blog({ id: 'p1', slug: 'my-slug', title: 'My post' })];
    stored.redirects = { 'old-slug': 'my-slug' };
    for (const [url, to, status = 301] of [
      ['/bl%6Fg', '/blog'],
      ['/sv/bl%6fg?q=ai', '/sv/blog?q=ai'],
      ['/blog/%6Dy-slug', '/blog/my-slug'],
      ['/sv/blog/my%2Dslug?utm_source=mail', '/sv/blog/my-slug?utm_source=mail'],
      ['/services/%61i-strategy', '/services/ai-strategy'],
      ['/sv/%73ervices/ai-strategy', '/sv/services/ai-strategy'],
      ['/c%61se-studies', '/case-studies'],
      ['/%61bout', '/about'],
      // A renamed post's old slug, spelled otherwise: to where it lives now, in one step.
      ['/blog/%6Fld-slug', '/blog/my-slug'],
      // A query that moves the page: where (and as) the page at the one spelling moves it.
      ['/bl%6Fg?page=0', '/blog', 302],
    ] as [string, string, 302?][]) {
      const moved = await render(url);
      expect(moved.status, url).toBe(status);
      expect(moved.headers.location, url).toBe(to);
      // A CDN may fold the two spellings into one copy: it keeps neither answer.
      expect(moved.headers['cache-control'], url).toBe('no-store');
    }
    // A spelling of an address that names no page stays a 404, kept by no cache (it folds into another).
    for (const url of [
      '/n%6F-such-page',
      '/sv/blog/%6Eo-such-post',
      '/bl%6Fg?page=99999',
      '/blog/caf%c3%a9-%f0%9f%98%80',
    ]) {
      const page = await render(url);
      expect(page.status, url).toBe(404);
      expect(page.headers['cache-control'], url).toBe('no-store');
    }
    // Encoded twice: another address (a slug `%6Dy-slug`), which names nothing.
    expect(await render('/blog/%256Dy-slug')).toMatchObject({ status: 404, headers: { 'cache-control': 'no-store' } });
    stored.posts = [];
    stored.redirects = {};
  });

  it("moves another spelling of a private page privately: the unsubscribe page's, its token with it", async () => {
    const token = 'Tok3n_-'.repeat(7).slice(0, 43);
    for (const url of [`/unsub%73cribe?token=${token}`, `/sv/%75nsubscribe?token=${token}`]) {
      const moved = await render(url);
      expect(moved.status, url).toBe(301);
      expect(moved.headers.location, url).toMatch(/^(\/sv)?\/unsubscribe\?token=/);
      expect(moved.headers, url).toMatchObject({
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
        'referrer-policy': 'no-referrer',
      });
    }
  });

  it("names a redirect's type, so a HEAD is answered with the headers of a GET", async () => {
    expect((await render('/sv')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers every hostile address with a redirect on this site, not cached, or a page not found', async () => {
    // [probe, where it moves (its path had to be repaired: not cached) or 404]
    const probes: [string, string | 404][] = [
      ['/sv//evil.example?lang=en', '/evil.example'],
      ['/sv/\\evil.example?lang=en', '/evil.example'],
      ['/sv///evil.example?lang=en', '/evil.example'],
      ['/sv//evil.example/path?lang=en&x=1', '/evil.example/path?x=1'],
      ['//evil.example?lang=sv', '/sv/evil.example'],
      ['//evil.example/x?lang=en', '/evil.example/x'],
      ['/\\evil.example?lang=en', '/evil.example'],
      ['/sv/%2F%2Fevil.example?lang=en', '/evil.example'],
      ['/sv/%2f/evil.example?lang=en', '/evil.example'],
      ['/sv/%5Cevil.example?lang=en', '/evil.example'],
      ['/sv/%5C%5Cevil.example?lang=en', '/evil.example'],
      ['/sv/..//evil.example?lang=en', '/evil.example'],
      ['/sv/%2e%2e//evil.example?lang=en', '/evil.example'],
      ['/sv/\t/evil.example?lang=en', '/evil.example'],
      ['/sv/\n/evil.example?lang=en', '/evil.example'],
      ['/blog//evil.example?lang=sv', '/sv/blog/evil.example'],
      ['/sv//evil.example/', '/sv/evil.example'],
      ['//evil.example/', '/evil.example'],
      ['/sv/\\evil.example/', '/sv/evil.example'],
      ['/sv/%2F%2Fevil.example/', '/sv/evil.example'],
      ['/sv//', '/sv/'],
      ['/sv/%09/evil.example?lang=en', 404],
      ['/sv/%0A/evil.example?lang=en', 404],
      ['/sv/%0d%0aLocation:%20//evil.example?lang=en', 404],
      ['/sv/%00?lang=en', 404],
      ['/blog/%zz?lang=sv', 404],
      // Those the Hosting and Functions emulators themselves fail on (README, Local development).
      ['/%', 404],
      ['/%ff', 404],
      ['/%C0%AF', 404],
    ];
    for (const [probe, expected] of probes) {
      const page = await render(probe);
      if (expected === 404) {
        expect(page, probe).toMatchObject({
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
        continue;
      }
      expect([301, 302], probe).toContain(page.status);
      expect(page.headers.location, probe).toBe(expected);
      expect(new URL(expected, 'https://example.com/sv/page').origin, probe).toBe('https://example.com');
      expect(page.headers['cache-control'], probe).toBe('no-store');
    }
    // Without ?lang= such a path is a page of its own: none.
    expect((await render('/sv//evil.example')).status).toBe(404);
    expect((await render('/sv//services/unknown')).status).toBe(404);
  });

  it('moves a path with unicode slashes or a hostile query within the site, percent-encoded', async () => {
    for (const probe of [
      '/sv/%E2%88%95%E2%88%95evil.example?lang=en',
      '/sv/%EF%BC%8F%EF%BC%8Fevil.example?lang=en',
      '/sv/\uff0f\uff0fevil.example?lang=en',
      '/sv/services/unknown?x=//evil.example',
      '/?lang=sv&next=//evil.example',
    ]) {
      const page = await render(probe);
      const location = page.headers.location ?? '';
      expect(location, probe).toMatch(/^\/(?![/\\])[\u0021-\u007e]*$/);
      expect(new URL(location, 'https://example.com/sv/page').origin, probe).toBe('https://example.com');
    }
  });

  it('caches a redirect only when the address it was built from was canonical', async () => {
    expect(await render('/blog?lang=sv&q=ai')).toMatchObject({
      headers: { location: '/sv/blog?q=ai', 'cache-control': 'public, max-age=0, s-maxage=21600' },
    });
    expect(await render('/sv/services/unknown')).toMatchObject({
      headers: { location: '/sv/services', 'cache-control': 'public, max-age=0, s-maxage=21600' },
    });
    expect(await render('/blog//x?lang=sv')).toMatchObject({
      headers: { location: '/sv/blog/x', 'cache-control': 'no-store' },
    });
  });

  it('marks the English ai-strategy title lang="en" on Swedish pages (heading and link name), nothing on English ones', async () => {
    /** The elements of the page's main content that carry a lang, with the text they hold. */
    const marked = async (url: string) => {
      const { body } = await render(url);
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      return Array.from(main.matchAll(/<(\w+)[^>]*\slang="([^"]*)"[^>]*>([^<]*)</g), ([, tag, lang, text]) => [
        tag,
        lang,
        text,
      ]);
    };
    expect(await marked('/sv/services/ai-strategy')).toEqual([['h1', 'en', 'AI Strategy Advisory']]);
    const card = [
      ['h3', 'en', 'AI Strategy Advisory'],
      ['span', 'en', 'AI Strategy Advisory'],
    ];
    expect(await marked('/sv/services')).toEqual(card);
    expect(await marked('/sv/')).toEqual(card);
    // The span is the English part of the card link's name: "Läs mer om AI Strategy Advisory".
    expect((await render('/sv/services')).body).toMatch(
      /href="\/sv\/services\/ai-strategy"[^>]*>Läs mer(<!-- -->)? <span[^>]*>om <span lang="en">AI Strategy Advisory<\/span><\/span>/,
    );
    for (const url of ['/services/ai-strategy', '/services', '/', '/sv/services/upskill-workshops']) {
      expect(await marked(url), url).toEqual([]);
    }
  });

  it('redirects an unknown service to /services, keeping the language', async () => {
    const page = await render('/sv/services/unknown');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/sv/services');
  });

  it("answers with the status and head the site's loadPage decided, and a redirect without rendering", async () => {
    const rendered = vi.fn(() => createElement('p', null, 'the page'));
    const answer = (outcome: PageOutcome, url = '/sv/somewhere') =>
      render(url, {
        loadSite: async () => ({ App: rendered, loadPage: async () => outcome }),
      });
    const missing = await answer({ status: 404, head: '<title data-page-meta>Gone</title>' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<title data-page-meta>Gone</title>');
    expect(missing.body).toContain('<p>the page</p>');
    rendered.mockClear();
    expect(await answer({ status: 301, redirect: '/elsewhere?x=1', head: '' })).toMatchObject({
      status: 301,
      headers: { location: '/sv/elsewhere?x=1', 'cache-control': 'public, max-age=0, s-maxage=21600' },
      body: '',
    });
    expect(await answer({ status: 302, redirect: '/elsewhere', head: '' }, '/x')).toMatchObject({
      status: 302,
      headers: { location: '/elsewhere' },
    });
    expect(rendered).not.toHaveBeenCalled();
  });

  it('gives the admin console the browser-rendered page, out of search results', async () => {
    const page = await render('/admin/blog');
    expect(page.status).toBe(200);
    expect(page.body).toBe(TEMPLATE);
    expect(page.headers['content-security-policy']).toBe(POLICY);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Another spelling of its address: to its one spelling, kept by no cache, as a page's.
    for (const [url, to] of [
      ['/%61dmin/blog', '/admin/blog'],
      ['/admin/c%61se-studies/new?x=1', '/admin/case-studies/new?x=1'],
    ] as const) {
      expect(await render(url), url).toMatchObject({
        status: 301,
        headers: { location: to, 'cache-control': 'no-store' },
      });
    }
  });

  it('answers 503, not cached, when a part of the page fails to render (the browser renders it)', async () => {
    const broken = () => {
      throw new Error('broken page');
    };
    const page = await render('/about', {
      loadSite: async () => ({ App: broken, loadPage: async () => ({ status: 200 as const, head: '' }) }),
    });
    expect(page.status).toBe(503);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when its data cannot be read, and logs one structured error naming the address and query', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await render('/blog', {
      loadSite: async () => ({
        App: DataProbe,
        loadPage: async ({ client }) => {
          await client.prefetchQuery(postsQuery);
          return { status: 200, head: '' };
        },
      }),
    });
    expect(page.status).toBe(503);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<p>no posts</p>');
    const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        event: RENDER_DATA_FAILED_EVENT,
        url: '/blog',
        query: '["posts"]',
        error: 'store down',
      }),
    ]);
    logged.mockRestore();
  });

  it("logs a preview link's failed render without its token, which would open the draft", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = 'z'.repeat(43);
    const broken = () => {
      throw new Error('broken page');
    };
    const pages = [
      { App: broken, loadPage: async () => ({ status: 200 as const, head: '' }) },
      {
        App: DataProbe,
        loadPage: async ({ client }: { client: import('@tanstack/react-query').QueryClient }) => {
          await client.prefetchQuery(postsQuery);
          client.setQueryData(['preview', token], null);
          await client.prefetchQuery({
            queryKey: ['preview', token, 'more'],
            queryFn: () => Promise.reject(new Error(`preview_links/${token} unreadable`)),
          });
          return { status: 200 as const, head: '' };
        },
      },
    ];
    for (const site of pages) {
      logged.mockClear();
      const page = await render(`/sv/preview/${token}`, { loadSite: async () => site });
      expect(page.status).toBe(503);
      const lines = logged.mock.calls.map((call) =>
        call.map((part) => (part instanceof Error ? part.message : String(part))).join(' '),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).toContain('/sv/preview/…');
    }
    logged.mockRestore();
  });

  it("answers 503 when a page reads data its route's loader did not load (the render does not fetch)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await render('/blog', {
      loadSite: async () => ({ App: DataProbe, loadPage: async () => ({ status: 200 as const, head: '' }) }),
    });
    expect(page.status).toBe(503);
    const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ event: RENDER_DATA_FAILED_EVENT, query: '["posts"]' }),
    ]);
    logged.mockRestore();
  });

  it("hands the page's forms their token and the refused post, in the render and in the server data", async () => {
    const failure: FormFailure = {
      form: 'contact',
      reason: 'invalid',
      field: 'email',
      values: { firstName: 'Anna', email: 'anna at example', message: '</script><b>hi</b>' },
    };
    const page = await render('/contact', {
      loadSite: async () => ({ App: FormProbe, loadPage: async () => ({ status: 200 as const, head: '' }) }),
      formFailure: failure,
    });
    expect(page.status).toBe(200);
    const probe = /<output id="probe">([^<]*)<\/output>/.exec(page.body)?.[1] ?? '';
    expect(probe.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>')).toBe(
      `${TOKEN} ${JSON.stringify({ ...failure, sent: false })}`,
    );
    const json = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(
      page.body,
    )?.[1];
    expect(JSON.parse(json ?? 'null') as ServerData).toEqual({
      language: 'en',
      queries: { mutations: [], queries: [] },
      formToken: TOKEN,
      formFailure: failure,
    });
    // A refused post sent to another spelling of the page's address (a tab from before pages moved
    // to their one spelling): the page again with what was typed, not a redirect that would lose it.
    const respelled = await render('/c%6Fntact', {
      loadSite: async () => ({ App: FormProbe, loadPage: async () => ({ status: 200 as const, head: '' }) }),
      formFailure: failure,
    });
    expect(respelled.status).toBe(200);
    expect(respelled.body).toContain('anna at example');
    expect(respelled.headers['cache-control']).toBe('no-store');
  });

  it('renders a post with the data its loader read, and hands the browser that very data', async () => {
    stored.posts = [
      blog({ id: 'p1', slug: 'sales-ai', title: 'How AI lifted sales', title_sv: 'Hur AI lyfte försäljningen' }),
    ];
    const page = await render('/sv/blog/sales-ai');
    expect(page.status).toBe(200);
    // As a reader sees it: the long word carries soft hyphens at its hyphenation points.
    expect(withoutSoftHyphens(page.body)).toMatch(/<h1[^>]*>Hur AI lyfte försäljningen<\/h1>/);
    expect(page.body).toMatch(/<h1[^>]*>Hur AI lyfte för\u00ADsälj\u00ADning\u00ADen<\/h1>/);
    const json = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(
      page.body,
    )?.[1];
    const { queries } = JSON.parse(json ?? 'null') as ServerData;
    expect(queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['blogs', 'slug', 'sales-ai'],
        state: expect.objectContaining({
          status: 'success',
          data: expect.objectContaining({
            slug: 'sales-ai',
            title_sv: 'Hur AI lyfte försäljningen',
            hyphenated_titles: {
              title: 'How AI lifted sales',
              title_sv: 'Hur AI lyfte för\u00ADsälj\u00ADning\u00ADen',
            },
          }),
        }),
      }),
    ]);
    expect((await render('/sv/blog/no-such-post')).status).toBe(404);
  });

  it("preloads a post's cover once (React's hint, first in #root), with its sources and high priority; the <img> keeps its priority", async () => {
    const storage = 'https://firebasestorage.googleapis.com/v0/b/b/o/';
    const variant = (width: number) =>
      `${storage}${encodeURIComponent(`blog-images/blogs/1-abc.1200x630.w${width}.webp`)}?alt=media`;
    const still = `${storage}${encodeURIComponent('blog-images/blogs/1-abc.1200x630.png')}?alt=media&token=t`;
    const animation = `${storage}${encodeURIComponent('blog-images/blogs/2-def.320x180.animated.webp')}?alt=media&token=u`;
    stored.posts = [
      blog({ id: 'p1', slug: 'still', title: 'A still cover', image_url: still }),
      blog({ id: 'p2', slug: 'moving', title: 'A moving cover', image_url: animation }),
    ];
    const preloads = (html: string) => html.match(/<link\b[^>]*\brel="preload"[^>]*>/gi) ?? [];
    const attribute = (tag: string, name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;

    for (const url of ['/blog/still', '/sv/blog/still']) {
      const { body } = await render(url);
      const [preload = '', ...others] = preloads(body);
      expect(others, url).toEqual([]);
      expect(attribute(preload, 'as')).toBe('image');
      expect(attribute(preload, 'imagesrcset')).toBe(
        `${variant(480)} 480w, ${variant(800)} 800w, ${variant(1200)} 1200w`,
      );
      expect(attribute(preload, 'imagesizes')).toContain('calc(100vw - 32px)');
      expect(attribute(preload, 'fetchpriority')).toBe('high');
      // The cover itself is the page's largest paint, fetched first with the same sources.
      const cover = /<img\b[^>]*>/.exec(body)?.[0] ?? '';
      expect(attribute(cover, 'src')).toBe(still);
      expect(attribute(cover, 'fetchpriority')).toBe('high');
      expect(attribute(cover, 'srcset')).toBe(attribute(preload, 'imagesrcset'));
      expect(attribute(cover, 'sizes')).toBe(attribute(preload, 'imagesizes'));
      // The head builder writes none: its preload and React's made two.
      expect(body.split('</head>')[0]).not.toContain('rel="preload"');
    }

    // An animation has no still copies: its preload fetches the uploaded file.
    const moving = (await render('/blog/moving')).body;
    expect(preloads(moving)).toHaveLength(1);
    const [preload = ''] = preloads(moving);
    expect([attribute(preload, 'href'), attribute(preload, 'imagesrcset')]).toEqual([animation, null]);
    expect(attribute(preload, 'fetchpriority')).toBe('high');

    // A post without a cover preloads nothing.
    stored.posts = [blog({ id: 'p3', slug: 'plain', title: 'No cover' })];
    expect(preloads((await render('/blog/plain')).body)).toEqual([]);
  });

  it("keeps a hostile writer's post in its contexts: head, JSON-LD, body, data and policy", async () => {
    // What the rules let a writer store (any text, an image address of any host), as an admin may
    // publish it: every field that reaches the page tries to leave its context.
    const hostile = '</title></script><!--<script>alert(1)</script>\u2028"\' style="color:red" <evil>&amp;';
    const cover = 'https://cdn.example/c.png?"><script>alert(2)</script>';
    stored.posts = [
      blog({
        id: 'p1',
        slug: 'hostile',
        title: `Title ${hostile}`,
        excerpt: `Excerpt ${hostile}`,
        category: `Category ${hostile}`,
        author: `Author ${hostile}`,
        seo_description: `Description ${hostile}`,
        image_url: cover,
        image_alt: `Alt ${hostile}`,
        content: [
          `Text ${hostile} <img src=x onerror=alert(3)> <a href="javascript:alert(4)">a</a>`,
          '[one](javascript:alert(5)) [two](&#106;avascript:alert(6)) [three](java&#9;script:alert(7))',
          '[four](data:text/html,x) [five](vbscript:x) [six][ref] <javascript:alert(8)>',
          '![seven](javascript:alert(9)) ![eight](data:image/svg+xml,x)',
          '',
          '[ref]: javascript:alert(10)',
        ].join('\n'),
      }),
    ];
    const page = await render('/blog/hostile');
    expect(page.status).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // Only the page's own elements: each script one the renderer writes, nothing the text named.
    const scripts = Array.from(page.body.matchAll(/<script\b[^>]*>/g), (match) => match[0]);
    expect(new Set(scripts)).toEqual(
      new Set([
        '<script>',
        '<script type="application/ld+json" data-page-meta>',
        `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">`,
        '<script type="application/json" id="app-scripts">',
      ]),
    );
    expect(scripts.filter((tag) => tag === '<script>')).toHaveLength(2);
    expect(page.body).not.toMatch(/<evil|<img[^>]*\ssrc="x"|<a[^>]*\shref="j/i);
    expect(page.body).not.toMatch(/\s(?:href|src|srcset|imagesrcset)="\s*(?:javascript|data|vbscript)/i);
    expect(head.match(/<title\b/g)).toHaveLength(1);
    // The text as text: the title and the share tags decode to the post's own.
    const decode = (value: string) =>
      value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    expect(decode(/<title data-page-meta>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toContain(`Title ${hostile}`);
    expect(decode(/<meta property="og:title" content="([^"]*)"/.exec(head)?.[1] ?? '')).toContain(`Title ${hostile}`);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '')).toBe(`Description ${hostile}`);
    expect(decode(/<meta property="og:image" content="([^"]*)"/.exec(head)?.[1] ?? '')).toBe(cover);
    // JSON-LD and the server data are JSON that holds the text as it was stored.
    const json = Array.from(
      page.body.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([^<]*)<\/script>/g),
      (match) => JSON.parse(match[1] ?? '') as unknown,
    );
    const scriptTexts = Array.from(page.body.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g), (match) => match[1]);
    for (const text of scriptTexts) expect(text).not.toMatch(/\u2028|<!--/);
    expect(json).toContainEqual(expect.objectContaining({ '@type': 'Article', headline: `Title ${hostile}` }));
    expect(JSON.stringify(json)).toContain(JSON.stringify(`Text ${hostile}`).slice(1, -1));
    // No style attribute from the text, so the policy allows none of its CSS.
    const policy = page.headers['content-security-policy'] ?? '';
    expect(page.body).not.toMatch(/\sstyle="color:red"/);
    expect(policy).not.toContain(await sha256('color:red'));
    expect(policy).not.toContain('unsafe-inline');
  });

  it('reads a post address percent-encoded as the router does, decoded: the post (at its one spelling), or not found, never a 503', async () => {
    stored.posts = [blog({ id: 'p1', slug: 'sales-ai', title: 'How AI lifted sales' })];
    stored.redirects = {};
    expect(await render('/blog/sales%2Dai')).toMatchObject({
      status: 301,
      headers: { location: '/blog/sales-ai', 'cache-control': 'no-store' },
    });
    expect((await render('/blog/sales-ai')).body).toMatch(/<h1[^>]*>How AI lifted sales<\/h1>/);
    for (const url of [
      '/blog/nope%20',
      '/sv/blog/%C3%A5',
      '/blog/sales-ai%20',
      '/blog/sales-ai%2f%2f',
      '/sv/blog/sales-ai%5C',
      '/blog/sales-ai%3B',
    ]) {
      const page = await render(url);
      expect(page.status, url).toBe(404);
      expect(page.body, url).toContain('<meta name="robots" content="noindex" data-page-meta>');
    }
  });

  it("answers a renamed post's old address with a permanent redirect to its current one, in each language", async () => {
    stored.posts = [blog({ id: 'p1', slug: 'third-name', title: 'Renamed twice' })];
    stored.redirects = { 'first-name': 'third-name', 'second-name': 'third-name' };
    expect(await render('/blog/first-name')).toMatchObject({ status: 301, headers: { location: '/blog/third-name' } });
    expect(await render('/sv/blog/second-name')).toMatchObject({
      status: 301,
      headers: { location: '/sv/blog/third-name' },
    });
    expect((await render('/sv/blog/never-was')).status).toBe(404);
    stored.redirects = {};
  });

  it("keeps no 404 of a post's address in the CDN: a post published there (or renamed to it) shows at once", async () => {
    stored.posts = [];
    for (const url of ['/blog/coming-soon', '/sv/blog/coming-soon?utm_source=news']) {
      const missing = await render(url);
      expect(missing.status, url).toBe(404);
      expect(missing.headers['cache-control'], url).toBe('no-store');
    }
    // An address no post can ever have (not a slug) stays a 404 the CDN keeps, as any unknown page.
    const never = await render(`/blog/${'a'.repeat(200)}`);
    expect(never.status).toBe(404);
    expect(never.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect((await render('/no-such-page')).headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    // Once published: the page, which the CDN keeps (a later change clears it, functions/src/cdn).
    stored.posts = [blog({ id: 'p9', slug: 'coming-soon', title: 'Coming soon' })];
    const post = await render('/blog/coming-soon');
    expect(post.status).toBe(200);
    expect(post.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('renders concurrent requests with different languages and data, each with its own', async () => {
    stored.posts = [
      blog({ id: 'p1', slug: 'first', title: 'The first post', title_sv: 'Det första inlägget' }),
      blog({ id: 'p2', slug: 'second', title: 'The second post', title_sv: 'Det andra inlägget' }),
    ];
    const [en, sv, list] = await Promise.all([render('/blog/first'), render('/sv/blog/second'), render('/sv/blog')]);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<title data-page-meta>The first post | Northwind AI Blog</title>');
    expect(en.body).not.toMatch(/The second post|Det andra inlägget/);
    expect(sv.body).toContain('<html lang="sv">');
    expect(sv.body).toMatch(/<h1[^>]*>Det andra inlägget<\/h1>/);
    expect(sv.body).not.toMatch(/The first post|Det första inlägget/);
    expect(list.body).toContain('Det första inlägget');
    expect(list.body).toContain('Det andra inlägget');
    expect(list.body).toContain('"queryKey":["blogs","list",{"search":"","category":"all","language":"sv","page":1}]');
    expect(list.body).not.toContain('"queryKey":["blogs","slug"');
  });

  it('renders the blog a page at a time, with only the cards of that page in its data', async () => {
    stored.posts = Array.from({ length: 30 }, (_, n) =>
      blog({
        id: `p${n}`,
        slug: `post-${n}`,
        title: `Post number ${n}`,
        title_sv: `Inlägg nummer ${n}`,
        published_date: `2025-01-${String(30 - n).padStart(2, '0')}`,
        content: 'THE-BODY',
      }),
    );
    const second = await render('/sv/blog?page=2');
    expect(second.status).toBe(200);
    expect(second.body).toContain('Inlägg nummer 12');
    expect(second.body).toContain('Inlägg nummer 23');
    expect(second.body).not.toContain('Inlägg nummer 11<');
    expect(second.body).not.toContain('Inlägg nummer 24');
    expect(second.body).toMatch(/<link[^>]*rel="canonical"[^>]*href="[^"]*\/sv\/blog\?page=2"/);
    expect(second.body).toMatch(/<link[^>]*rel="prev"[^>]*href="[^"]*\/sv\/blog"/);
    expect(second.body).toMatch(/<link[^>]*rel="next"[^>]*href="[^"]*\/sv\/blog\?page=3"/);
    expect(second.body).toContain('href="/sv/blog?page=3"');
    expect(second.body).not.toContain('THE-BODY');
    const search = await render('/blog?q=number+2&page=1');
    expect(search.status).toBe(200);
    // 11 posts match (2, 20-29), one page of them.
    expect(search.body).toContain('Post number 29');
    expect(search.body).toContain('Post number 2<');
    expect(search.body).not.toContain('Post number 3<');
    expect(search.body).toMatch(/<meta name="robots" content="noindex/);
    expect((await render('/blog?page=4')).status).toBe(404);
    const junk = await render('/sv/blog?category=X&page=x');
    expect(junk.status).toBe(302);
    expect(junk.headers.location).toMatch(/\/sv\/blog\?category=X$/);
    // No query left: the first page's own address, not the junk one again (a loop).
    const bare = await render('/blog?page=0');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toMatch(/\/blog$/);
  });

  it('renders concurrent requests in their own languages', async () => {
    const [en, sv] = await Promise.all([render('/contact'), render('/sv/contact')]);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<title data-page-meta>Contact Us | Northwind AI</title>');
    expect(sv.body).toContain('<html lang="sv">');
    expect(sv.body).toContain('<title data-page-meta>Kontakta oss | Northwind AI</title>');
  });

  it('renders concurrent requests with different configurations and languages, each with its own', async () => {
    stored.posts = [blog({ id: 'p1', slug: 'first', title: 'The first post', title_sv: 'Det första inlägget' })];
    const alpha = {
      siteUrl: 'https://alpha.example',
      brand: { name: 'Alpha Labs', email: 'hello@alpha.example' },
      links: { booking: 'https://book.alpha.example/' },
    };
    const beta = {
      siteUrl: 'https://beta.example',
      brand: { name: 'Beta Works', email: 'hej@beta.example' },
      links: { booking: 'https://book.beta.example/' },
    };
    const [one, two, three, four] = await Promise.all([
      render('/blog/first', { config: alpha }),
      render('/sv/blog/first', { config: beta }),
      render('/sv/contact', { config: alpha }),
      render('/contact', { config: beta }),
    ]);
    const pages = [
      { page: one, language: 'en', config: alpha, other: beta, title: 'The first post | Alpha Labs Blog' },
      { page: two, language: 'sv', config: beta, other: alpha, title: 'Det första inlägget | Beta Works Blogg' },
      { page: three, language: 'sv', config: alpha, other: beta, title: 'Kontakta oss | Alpha Labs' },
      { page: four, language: 'en', config: beta, other: alpha, title: 'Contact Us | Beta Works' },
    ];
    for (const { page, language, config, other, title } of pages) {
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(`<title data-page-meta>${title}</title>`);
      expect(page.body).toContain(`<link rel="canonical" href="${config.siteUrl}`);
      // The booking dialog's link to its page (its frame names the page only once the dialog opens).
      expect(page.body).toContain(`href="${config.links.booking}"`);
      for (const foreign of [other.siteUrl, other.brand.name, other.links.booking]) {
        expect(page.body).not.toContain(foreign);
      }
    }
    expect(three.body).toContain('hello@alpha.example');
    expect(four.body).toContain('hej@beta.example');
    expect(one.body).toMatch(/<h1[^>]*>The first post<\/h1>/);
    expect(two.body).toMatch(/<h1[^>]*>Det första inlägget<\/h1>/);
  });
});
