// The server render of the newsletter's unsubscribe page (`/unsubscribe?token=…`) with the site
// remote's real pages: the subscription the caller read (functions/src/leads/unsubscribe.ts) named
// with a plain form that posts the one-click field to the page's own address, in either language,
// never cached or indexed; a token that does not work is its 404, without the form.
import type { UnsubscribeView } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import SiteApp from '../../../site-remote/src/App';
import { loadPage } from '../../../site-remote/src/server/pageOutcome';
import indexHtml from '../../public/index.html?raw';
import { PAGE_CACHE_CONTROL, renderPage } from './render';

const TOKEN = `${'A'.repeat(20)}.${'b'.repeat(43)}`;

async function render(url: string, loadUnsubscribe?: (token: string) => Promise<UnsubscribeView | null>) {
  const answer = await renderPage(url, {
    config: { siteUrl: 'https://example.com' },
    template: { html: indexHtml, contentSecurityPolicy: "default-src 'self'" },
    loadSite: async () => ({ App: SiteApp, loadPage }),
    formToken: 'token',
    loadUnsubscribe,
  });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

describe('the unsubscribe page', () => {
  it('names the address and posts the one-click field to its own address, in both languages, privately', async () => {
    const load = vi.fn(async (token: string) =>
      token === TOKEN ? { email: 'anna@example.se', unsubscribed: false } : null,
    );
    const swedish = await render(`/sv/unsubscribe?token=${TOKEN}`, load);
    expect(swedish.status).toBe(200);
    expect(swedish.headers).toMatchObject(PRIVATE);
    expect(swedish.body).toContain('Avsluta nyhetsbrevet?');
    expect(swedish.body).toContain('anna@example.se');
    expect(swedish.body).toContain(`<form action="/sv/unsubscribe?token=${TOKEN}" method="post">`);
    expect(swedish.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(swedish.body).toContain('Avsluta prenumerationen</button>');

    const english = await render(`/unsubscribe?token=${TOKEN}`, load);
    expect(english.body).toContain('Unsubscribe from the newsletter?');
    expect(english.body).toContain(`action="/unsubscribe?token=${TOKEN}"`);
  });

  it('says it is done once ended, with the way back to the footer form', async () => {
    const done = await render(`/sv/unsubscribe?token=${TOKEN}`, async () => ({
      email: 'anna@example.se',
      unsubscribed: true,
    }));
    expect(done.status).toBe(200);
    expect(done.body).toContain('Din prenumeration är avslutad');
    expect(done.body).toContain('href="#newsletter"');
    expect(done.body).not.toContain('name="List-Unsubscribe"');
  });

  it('answers a token that does not work with its 404, without the form, privately', async () => {
    for (const url of [`/unsubscribe?token=${TOKEN}`, '/sv/unsubscribe?token=cut', '/unsubscribe']) {
      const page = await render(url, async () => null);
      expect(page.status, url).toBe(404);
      expect(page.headers, url).toMatchObject(PRIVATE);
      expect(page.body, url).not.toContain('name="List-Unsubscribe"');
    }
    expect((await render('/sv/unsubscribe?token=cut', async () => null)).body).toContain('Inget har ändrats.');
  });

  it('moves the address with a trailing slash to the page, without letting a shared cache keep its token', async () => {
    const page = await render(`/sv/unsubscribe/?token=${TOKEN}`, async () => null);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`/sv/unsubscribe?token=${TOKEN}`);
    expect(page.headers).toMatchObject(PRIVATE);
  });

  it('moves any case of its address, and its old .html one, to the page in its language, privately, keeping the token', async () => {
    const load = vi.fn(async () => ({ email: 'anna@example.se', unsubscribed: false }));
    for (const [url, to] of [
      [`/Unsubscribe?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/UNSUBSCRIBE?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/UnSubscribe/?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/unsubscribe.html?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/Unsubscribe.HTML?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/sv/Unsubscribe?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
      [`/SV/UNSUBSCRIBE?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
      [`/sv/unsubscribe.html?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
    ] as const) {
      const page = await render(url, load);
      expect(page.status, url).toBe(301);
      expect(page.headers.location, url).toBe(to);
      expect(page.headers, url).toMatchObject(PRIVATE);
    }
    // Nothing is read for an address that only moves: the page reads it at its own address.
    expect(load).not.toHaveBeenCalled();
  });

  it('moves its address with percent-encoded letters or slash to the page, privately, as the router reads it', async () => {
    const load = vi.fn(async () => ({ email: 'anna@example.se', unsubscribed: false }));
    for (const [url, to] of [
      [`/unsub%73cribe?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/%75nsubscribe?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/UNSUB%53CRIBE?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/unsubscribe%2F?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/unsubscribe%2Ehtml?token=${TOKEN}`, `/unsubscribe?token=${TOKEN}`],
      [`/sv/unsub%73cribe?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
      [`/sv/%55nsubscribe/?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
      // Without a token too: still the page's address, which no shared cache keeps.
      ['/sv/unsub%73cribe', '/sv/unsubscribe'],
      // Its language percent-encoded, which the router decodes too.
      [`/%73v/unsubscribe?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
      [`/%53V/Unsub%73cribe/?token=${TOKEN}`, `/sv/unsubscribe?token=${TOKEN}`],
      ['/%73v/unsubscribe', '/sv/unsubscribe'],
    ] as const) {
      const page = await render(url, load);
      expect(page.status, url).toBe(301);
      expect(page.headers.location, url).toBe(to);
      expect(page.headers, url).toMatchObject(PRIVATE);
    }
    expect(load).not.toHaveBeenCalled();
    // Encoded twice, or broken: no address of the page, a 404 no cache keeps.
    for (const url of [
      `/unsub%2573cribe?token=${TOKEN}`,
      `/unsub%zzcribe?token=${TOKEN}`,
      `/%2573v/unsubscribe?token=${TOKEN}`,
      `/%zzv/unsubscribe?token=${TOKEN}`,
      '/%2573v/unsubscribe',
    ]) {
      const page = await render(url, load);
      expect(page.status, url).toBe(404);
      expect(page.headers['cache-control'], url).toMatch(/\bno-store$/);
    }
  });

  it('keeps any answer to an address with a token from shared caches and referrers, a page or a 404', async () => {
    for (const url of [`/unsubscribe/more?token=${TOKEN}`, `/sv/about?token=${TOKEN}`, `/?token=${TOKEN}`]) {
      const page = await render(url, async () => null);
      expect(page.headers, url).toMatchObject(PRIVATE);
    }
    expect((await render('/sv/about', async () => null)).headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });
});
