import { describe, expect, it } from 'vitest';
import {
  isPreviewLinkActive,
  isPreviewToken,
  loggableAddress,
  loggableFailure,
  matchPreviewPath,
  previewPath,
  previewVariantPath,
  withoutPreviewTokens,
} from './preview';
import { createPreviewLinkRequestSchema, revokePreviewLinkRequestSchema } from './previewSchema';
import { sitePaths } from './routes';
import { validate } from './validation';

const TOKEN = 'Ab3_-'.repeat(8).concat('xyz');

describe('preview links', () => {
  it('take 43 base64url characters as a token (32 random bytes)', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isPreviewToken(TOKEN)).toBe(true);
    for (const bad of ['', 'short', `${TOKEN}a`, `${TOKEN.slice(0, 42)}=`, `${TOKEN.slice(0, 42)}/`, 42]) {
      expect(isPreviewToken(bad)).toBe(false);
    }
  });

  it('never take an id Firestore reserves (`__…__`), which no link has and Firestore refuses to read', () => {
    const reserved = `__${'a'.repeat(39)}__`;
    expect(reserved).toHaveLength(43);
    expect(isPreviewToken(reserved)).toBe(false);
    expect(matchPreviewPath(`/preview/${reserved}`)).toEqual({ token: null });
    expect(isPreviewToken(`__${'a'.repeat(41)}`)).toBe(true);
    expect(validate(revokePreviewLinkRequestSchema, { token: reserved }).ok).toBe(false);
    expect(validate(createPreviewLinkRequestSchema, { collection: 'blogs', id: '__x__' }).ok).toBe(false);
    expect(validate(createPreviewLinkRequestSchema, { collection: 'blogs', id: '__x' }).ok).toBe(true);
  });

  it('live at /preview/<token>, a path the sitemap never lists', () => {
    expect(previewPath(TOKEN)).toBe(`/preview/${TOKEN}`);
    expect(matchPreviewPath(`/preview/${TOKEN}`)).toEqual({ token: TOKEN });
    expect(matchPreviewPath('/preview/nope')).toEqual({ token: null });
    expect(matchPreviewPath(`/blog/${TOKEN}`)).toBeNull();
    expect(matchPreviewPath(`/preview/${TOKEN}/more`)).toBeNull();
    // Trailing slashes, as the site's router matches `/preview/:token` (React Router's matchPath).
    expect(matchPreviewPath(`/preview/${TOKEN}/`)).toEqual({ token: TOKEN });
    expect(matchPreviewPath(`/preview/${TOKEN}//`)).toEqual({ token: TOKEN });
    expect(matchPreviewPath('/preview/nope/')).toEqual({ token: null });
    expect(sitePaths(['a-post']).some(({ path }) => path.startsWith('/preview'))).toBe(false);
  });

  it("are moved from any other spelling of their address (case, trailing slashes, .html) to the link's own", () => {
    for (const path of [
      `/Preview/${TOKEN}`,
      `/PREVIEW/${TOKEN}`,
      `/preview/${TOKEN}/`,
      `/preview/${TOKEN}.html`,
      `/Preview/${TOKEN}.HTML`,
      `/preview/${TOKEN}/index.html`,
    ]) {
      expect(previewVariantPath(path), path).toBe(`/preview/${TOKEN}`);
    }
    // The token keeps its case: it is the secret, and another case is another token.
    expect(previewVariantPath('/PREVIEW/AbC')).toBe('/preview/AbC');
    // `preview` percent-encoded, which the router decodes (`%65` is `e`).
    expect(previewVariantPath(`/Pr%65view/${TOKEN}`)).toBe(`/preview/${TOKEN}`);
    expect(previewVariantPath(`/%70review/${TOKEN}`)).toBe(`/preview/${TOKEN}`);
    expect(previewVariantPath(`/%zzreview/${TOKEN}`)).toBeNull();
    for (const path of [`/preview/${TOKEN}`, `/blog/${TOKEN}`, `/preview/${TOKEN}/more`, '/preview', '/previews/x']) {
      expect(previewVariantPath(path), path).toBeNull();
    }
  });

  it('work until they expire or are revoked', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(isPreviewLinkActive({ expiresAt: new Date('2026-05-01T10:00:01Z'), revokedAt: null }, now)).toBe(true);
    expect(isPreviewLinkActive({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(isPreviewLinkActive({ expiresAt: new Date('2026-06-01T00:00:00Z'), revokedAt: now }, now)).toBe(false);
  });

  it('are asked for with an item and 1 to 30 days (7 unless given)', () => {
    expect(validate(createPreviewLinkRequestSchema, { collection: 'blogs', id: 'abc' })).toEqual({
      ok: true,
      value: { collection: 'blogs', id: 'abc', days: 7 },
    });
    expect(validate(createPreviewLinkRequestSchema, { collection: 'case_studies', id: 'x', days: 30 }).ok).toBe(true);
    for (const bad of [
      { collection: 'leads', id: 'abc' },
      { collection: 'blogs', id: 'a/b' },
      { collection: 'blogs', id: '' },
      { collection: 'blogs', id: 'abc', days: 0 },
      { collection: 'blogs', id: 'abc', days: 31 },
      { collection: 'blogs', id: 'abc', days: 1.5 },
      { collection: 'blogs', id: 'abc', extra: true },
      null,
    ]) {
      expect(validate(createPreviewLinkRequestSchema, bad).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(validate(revokePreviewLinkRequestSchema, { token: TOKEN }).ok).toBe(true);
    expect(validate(revokePreviewLinkRequestSchema, { token: 'short' }).ok).toBe(false);
  });

  it('are logged without their token, in whatever form the address spelt it', () => {
    expect(loggableAddress(`/preview/${TOKEN}`)).toBe('/preview/…');
    expect(loggableAddress(`/sv/preview/${TOKEN}?x=1`)).toBe('/sv/preview/…?x=1');
    expect(loggableAddress(`/preview/${TOKEN}?back=${TOKEN}`)).toBe('/preview/…?back=…');
    expect(loggableAddress(`//Preview//${TOKEN}/`)).toBe('/Preview/…/');
    expect(loggableAddress(`/preview%2F${TOKEN}`)).toBe('/preview/…');
    expect(loggableAddress(`/blog?next=/preview/${TOKEN}`)).toBe('/blog?next=/preview/…');
    expect(loggableAddress('/preview/%E0%A4%A')).toBe('/preview/…');
    // Any other address as it came.
    for (const url of ['/sv/blog?q=ai', '//evil.example/x', '/blog/my-preview/post', '/previewing/x']) {
      expect(loggableAddress(url)).toBe(url);
    }
    const error = `NOT_FOUND: preview_links/${TOKEN} (${TOKEN})`;
    expect(withoutPreviewTokens(error, `/sv/preview/${TOKEN}`)).toBe('NOT_FOUND: preview_links/… (…)');
    expect(withoutPreviewTokens('a short one', '/preview/a')).toBe('a short one');
    const failed = new Error(`preview_links/${TOKEN} unreadable`);
    expect(loggableFailure(`/preview/${TOKEN}`, failed)).toEqual({
      url: '/preview/…',
      error: expect.stringMatching(/^Error: preview_links\/… unreadable\n\s+at /),
    });
    expect(loggableFailure('/blog', 'store down')).toEqual({ url: '/blog', error: 'store down' });
  });
});
