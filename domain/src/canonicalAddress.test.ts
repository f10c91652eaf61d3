import { describe, expect, it } from 'vitest';
import { isPrivateAddress, movedAddress, unsubscribePageAddress } from './canonicalAddress';

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

  it('moves a percent-encoded /sv (as the router decodes it) under /sv/, the rest of the address with it', () => {
    expect(movedAddress('/%73v/blog', '')).toEqual({ path: '/blog', language: 'sv' });
    expect(movedAddress('/%53V/', '?q=ai')).toEqual({ path: '/?q=ai', language: 'sv' });
    expect(movedAddress('/%73%76', '')).toEqual({ path: '/', language: 'sv' });
    expect(movedAddress('/%73v/unsubscribe', `?token=${TOKEN}`)).toEqual({
      path: `/unsubscribe?token=${TOKEN}`,
      language: 'sv',
    });
    expect(movedAddress('/%73v/Unsub%73cribe/', `?token=${TOKEN}`)).toEqual({
      path: `/unsubscribe?token=${TOKEN}`,
      language: 'sv',
    });
    // Encoded twice or broken: no language, and no page's other address.
    expect(movedAddress('/%2573v/unsubscribe', `?token=${TOKEN}`)).toBeNull();
    expect(movedAddress('/%zzv/blog', '')).toBeNull();
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

describe('unsubscribePageAddress', () => {
  it("is the unsubscribe page's own address for it and every spelling that moves to it, the query kept", () => {
    const search = `?token=${TOKEN}`;
    for (const [pathname, query, own] of [
      ['/unsubscribe', search, `/unsubscribe${search}`],
      ['/sv/unsubscribe', search, `/sv/unsubscribe${search}`],
      ['/%73v/unsubscribe', search, `/sv/unsubscribe${search}`],
      ['/%53V/Unsub%73cribe/', search, `/sv/unsubscribe${search}`],
      ['/Unsubscribe.html', search, `/unsubscribe${search}`],
      ['/unsubscribe', `${search}&lang=sv`, `/sv/unsubscribe${search}`],
      ['/sv/unsubscribe', '', '/sv/unsubscribe'],
    ] as const) {
      expect(unsubscribePageAddress(pathname, query), `${pathname}${query}`).toBe(own);
    }
  });

  it('is null for any other address, an encoded-twice or broken spelling included', () => {
    for (const pathname of [
      '/',
      '/sv/blog',
      '/unsubscribed',
      '/unsubscribe/more',
      '/%2573v/unsubscribe',
      '/unsub%zzcribe',
    ]) {
      expect(unsubscribePageAddress(pathname, `?token=${TOKEN}`), pathname).toBeNull();
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
