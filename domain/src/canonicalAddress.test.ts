import { describe, expect, it } from 'vitest';
import { isPrivateAddress, movedAddress } from './canonicalAddress';

const TOKEN = 'Tok3n_-'.repeat(7).slice(0, 43);

describe('movedAddress', () => {
  it('moves the former ?lang= addresses to the language asked for, keeping the rest of the query', () => {
    expect(movedAddress('/blog', '?lang=sv&q=ai')).toEqual({ path: '/blog?q=ai', language: 'sv' });
    expect(movedAddress('/sv/blog', '?lang=en')).toEqual({ path: '/blog', language: 'en' });
    expect(movedAddress('/', '?lang=sv')).toEqual({ path: '/', language: 'sv' });
  });

  it('moves a bare /sv and /sv in capitals under /sv/', () => {
    expect(movedAddress('/sv', '')).toEqual({ path: '/', language: 'sv' });
    expect(movedAddress('/SV/', '')).toEqual({ path: '/', language: 'sv' });
    expect(movedAddress('/Sv/blog', '?q=ai')).toEqual({ path: '/blog?q=ai', language: 'sv' });
  });

  it("moves a page's address with a trailing slash or a static site's .html to the one without", () => {
    expect(movedAddress('/blog/', '?q=ai')).toEqual({ path: '/blog?q=ai', language: 'en' });
    expect(movedAddress('/sv/services/ai-strategy//', '')).toEqual({ path: '/services/ai-strategy', language: 'sv' });
    expect(movedAddress('/about.html', '')).toEqual({ path: '/about', language: 'en' });
    expect(movedAddress('/blog/index.html', '')).toEqual({ path: '/blog', language: 'en' });
    // The home page's own path (localizedPath makes it / or /sv/), as /about.html's is /about.
    expect(movedAddress('/sv/index.html', '?ref=mail')).toEqual({ path: '/?ref=mail', language: 'sv' });
    expect(movedAddress('/index.html', '')).toEqual({ path: '/', language: 'en' });
    // A hostile `/sv//` moves to the empty path, which is no page's own (not kept by a shared cache).
    expect(movedAddress('/sv//', '')).toEqual({ path: '', language: 'sv' });
  });

  it("moves the unsubscribe page's other spellings to the page, its token with it", () => {
    const search = `?token=${TOKEN}`;
    expect(movedAddress('/Unsubscribe.html', search)).toEqual({ path: `/unsubscribe${search}`, language: 'en' });
    expect(movedAddress('/sv/UNSUBSCRIBE/', search)).toEqual({ path: `/unsubscribe${search}`, language: 'sv' });
    expect(movedAddress('/sv/unsub%73cribe', search)).toEqual({ path: `/unsubscribe${search}`, language: 'sv' });
    expect(movedAddress('/%75nsubscribe', '')).toEqual({ path: '/unsubscribe', language: 'en' });
  });

  it('leaves an address that is already its page’s own alone', () => {
    for (const [pathname, search] of [
      ['/', ''],
      ['/sv/', ''],
      ['/blog', '?q=ai'],
      ['/sv/blog/a-post', ''],
      ['/unsubscribe', `?token=${TOKEN}`],
      [`/sv/preview/${TOKEN}`, ''],
      ['/svenska', ''],
    ] as const) {
      expect(movedAddress(pathname, search), `${pathname}${search}`).toBeNull();
    }
  });
});

describe('isPrivateAddress', () => {
  it("is a preview link's page, the unsubscribe page and any address with a token in its query", () => {
    for (const path of [
      `/preview/${TOKEN}`,
      `/preview/${TOKEN}/`,
      '/preview/not-a-token',
      `/%70review/${TOKEN}`,
      '/unsubscribe',
      `/unsubscribe?token=${TOKEN}`,
      '/Unsubscribe/',
      '/blog?token=x',
      '/?a=1&token=',
    ]) {
      expect(isPrivateAddress(path), path).toBe(true);
    }
  });

  it('is no other page', () => {
    for (const path of ['/', '/blog', '/about?q=token', '/previews', '/blog/preview', '/unsubscribed']) {
      expect(isPrivateAddress(path), path).toBe(false);
    }
  });
});
