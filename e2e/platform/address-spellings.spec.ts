/**
 * One address per page, whatever the spelling, through Hosting: a path spelled otherwise than RFC
 * 3986 normalises it (an encoded letter, digit or `-._~`; lower-case escapes) moves for good to the
 * page's one spelling, with its query, a redirect no cache keeps (a CDN may fold the two spellings
 * into one copy); a spelling of no page stays a 404 no cache keeps; `/api/blog` answers the same
 * spelling as its page does (domain/src/sitePath.ts, normalizedPathSpelling).
 */
import { PUBLISHED_BLOGS } from '../support/content';
import { SHELL_URL } from '../support/ports';
import { expect, LANGS, type Lang, test } from '../support/test';

/** `path` under the language's prefix, spelled exactly as given (withLang would normalise it). */
const spelled = (path: string, lang: Lang) => `${lang === 'sv' ? '/sv' : ''}${path}`;

const slug = PUBLISHED_BLOGS[0]?.slug ?? '';
/** The post's slug with its first letter percent-encoded (`%70ractical-…`). */
const encodedSlug = `%${slug.charCodeAt(0).toString(16).toUpperCase()}${slug.slice(1)}`;
const EMOJI_SLUG = 'caf%C3%A9-%F0%9F%98%80';

for (const lang of LANGS) {
  test(`another spelling of a page moves to its one address, kept by no cache; of no page it is a 404 kept by none (${lang})`, async ({
    page,
  }) => {
    const prefix = lang === 'sv' ? '/sv' : '';
    for (const [from, to] of [
      ['/bl%6Fg?q=ai', '/blog?q=ai'],
      ['/bl%6fg', '/blog'],
      [`/blog/${encodedSlug}?utm_source=mail`, `/blog/${slug}?utm_source=mail`],
      ['/c%61se-studies', '/case-studies'],
      ['/services/%61i-strategy', '/services/ai-strategy'],
    ] as const) {
      const response = await page.request.get(`${SHELL_URL}${spelled(from, lang)}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(`${prefix}${to}`);
      expect(response.headers()['cache-control'], from).toBe('no-store');
    }
    for (const probe of ['/n%6F-such-page', '/blog/%6Eo-such-post', '/bl%256Fg', `/blog/${EMOJI_SLUG.toLowerCase()}`]) {
      const response = await page.request.get(`${SHELL_URL}${spelled(probe, lang)}`, { maxRedirects: 0 });
      expect(response.status(), probe).toBe(404);
      expect(response.headers()['cache-control'], probe).toBe('no-store');
    }
    // Its one spelling (upper-case escapes of what a URL can only carry encoded) is kept as any 404.
    const canonical = await page.request.get(`${SHELL_URL}${spelled(`/blog/${EMOJI_SLUG}`, lang)}`, {
      maxRedirects: 0,
    });
    expect(canonical.status()).toBe(404);
    expect(canonical.headers()['cache-control']).toBe('public, max-age=0, s-maxage=21600');

    // A visitor following such a link reads the post at its own address, in its language.
    await page.goto(`${SHELL_URL}${spelled(`/blog/${encodedSlug}`, lang)}`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/blog/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`/api/blog answers another spelling as its page does: where it moves, or its 404, kept by no cache (${lang})`, async ({
    request,
  }) => {
    for (const [pagePath, apiPath, to] of [
      ['/bl%6Fg?q=ai', `/api/bl%6Fg?lang=${lang}&q=ai`, `/api/blog?lang=${lang}&q=ai`],
      [`/blog/${encodedSlug}`, `/api/blog/${encodedSlug}?lang=${lang}`, `/api/blog/${slug}?lang=${lang}`],
      ['/blog/%6Eo-such-post', `/api/blog/%6Eo-such-post?lang=${lang}`, null],
      [`/blog/${EMOJI_SLUG.toLowerCase()}`, `/api/blog/${EMOJI_SLUG.toLowerCase()}?lang=${lang}`, null],
    ] as const) {
      const html = await request.get(`${SHELL_URL}${spelled(pagePath, lang)}`, { maxRedirects: 0 });
      const json = await request.get(`${SHELL_URL}${apiPath}`, { maxRedirects: 0 });
      expect(json.status(), apiPath).toBe(html.status());
      expect(json.headers()['cache-control'], apiPath).toBe('no-store');
      expect(html.headers()['cache-control'], pagePath).toBe('no-store');
      if (to) {
        expect(json.status(), apiPath).toBe(301);
        expect(json.headers().location, apiPath).toBe(to);
      } else {
        expect(json.status(), apiPath).toBe(404);
        expect((await json.json()).error, apiPath).toMatch(lang === 'sv' ? /^Det finns ingen/ : /^There is no/);
      }
    }
  });
}
