// The server render of a preview link (`/preview/<token>`) with the site remote's real pages: the
// item the caller resolved (functions/src/preview/links.ts) shown under the preview banner, in
// either language, never cached or indexed; a link that does not work is the 404 page.
import type { PreviewContent } from '@app/domain';
import { caseStudy as caseStudyFields } from '@app/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import SiteApp from '../../../site-remote/src/App';
import { loadPage } from '../../../site-remote/src/server/pageOutcome';
import { blog } from '../../../site-remote/src/test/fixtures';
import indexHtml from '../../public/index.html?raw';
import { renderPage } from './render';

const TOKEN = 'a'.repeat(43);
const OTHER_TOKEN = 'b'.repeat(43);

const draft: PreviewContent = {
  collection: 'blogs',
  item: blog({
    id: 'd1',
    slug: 'draft-post',
    title: 'A draft about agents',
    title_sv: 'Ett utkast om agenter',
    content: 'Not out yet.',
    is_published: false,
  }),
};

async function render(url: string, loadPreview?: (token: string) => Promise<PreviewContent | null>) {
  const answer = await renderPage(url, {
    config: { siteUrl: 'https://example.com' },
    template: { html: indexHtml, contentSecurityPolicy: "default-src 'self'" },
    loadSite: async () => ({ App: SiteApp, loadPage }),
    formToken: 'token',
    loadPreview,
  });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

describe('a preview link', () => {
  it('shows the draft it was made for, marked as a preview, in both languages, never cached or indexed', async () => {
    const loadPreview = vi.fn(async (token: string) => (token === TOKEN ? draft : null));
    const english = await render(`/preview/${TOKEN}`, loadPreview);
    expect(loadPreview).toHaveBeenCalledWith(TOKEN);
    expect(english.status).toBe(200);
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(english.headers['x-robots-tag']).toBe('noindex');
    // The address carries the secret token: the page sends it to no other site as its referrer.
    expect(english.headers['referrer-policy']).toBe('no-referrer');
    expect(english.body).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(english.body).toContain('Preview — not published');
    expect(english.body).toMatch(/<h1[^>]*>A draft about agents<\/h1>/);
    expect(english.body).toContain(`<link rel="canonical" href="https://example.com/preview/${TOKEN}" data-page-meta>`);

    const swedish = await render(`/sv/preview/${TOKEN}`, loadPreview);
    expect(swedish.status).toBe(200);
    expect(swedish.headers['cache-control']).toBe('private, no-store');
    expect(swedish.body).toMatch(/^<!doctype html>\s*<html lang="sv">/i);
    expect(swedish.body).toContain('Förhandsvisning — inte publicerad');
    expect(swedish.body).toMatch(/<h1[^>]*>Ett utkast om agenter<\/h1>/);
  });

  it('shows a case study as the case studies page does', async () => {
    const content: PreviewContent = {
      collection: 'case_studies',
      item: { ...caseStudyFields({ title: 'Invoices in minutes', is_published: false }), id: 'c1' },
    };
    const page = await render(`/preview/${TOKEN}`, async () => content);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Preview — not published');
    expect(page.body).toContain('Invoices in minutes');
    expect(page.body).toContain('<title data-page-meta>Preview: Invoices in minutes | Northwind AI</title>');
  });

  it('answers 404, not cached and not indexed, when the link does not work, and looks up no malformed token', async () => {
    const loadPreview = vi.fn(async (token: string) => (token === TOKEN ? draft : null));
    for (const url of [`/preview/${OTHER_TOKEN}`, `/sv/preview/${OTHER_TOKEN}`, '/preview/short', '/preview']) {
      const page = await render(url, loadPreview);
      expect(page.status, url).toBe(404);
      expect(page.body).not.toContain('A draft about agents');
      if (url !== '/preview') {
        expect(page.headers['cache-control'], url).toBe('private, no-store');
        expect(page.headers['x-robots-tag'], url).toBe('noindex');
        expect(page.headers['referrer-policy'], url).toBe('no-referrer');
      }
    }
    expect(loadPreview.mock.calls.map(([token]) => token)).toEqual([OTHER_TOKEN, OTHER_TOKEN]);
    // Without a resolver (no Admin SDK), no preview works.
    expect((await render(`/preview/${TOKEN}`)).status).toBe(404);
  });

  it('moves a former ?lang= preview address to its language without letting a shared cache keep it', async () => {
    for (const [url, location] of [
      [`/preview/${TOKEN}?lang=sv`, `/sv/preview/${TOKEN}`],
      [`/sv/preview/${TOKEN}?lang=en`, `/preview/${TOKEN}`],
      [`/sv/preview/${OTHER_TOKEN}/?lang=en`, `/preview/${OTHER_TOKEN}`],
    ]) {
      const page = await render(url ?? '', async () => draft);
      expect(page.status, url).toBe(301);
      expect(page.headers.location, url).toBe(location);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('moves every other spelling of a link (any case, .html) to the link itself, privately, reading nothing', async () => {
    const loadPreview = vi.fn(async () => draft);
    for (const [url, location] of [
      [`/Preview/${TOKEN}`, `/preview/${TOKEN}`],
      [`/PREVIEW/${TOKEN}`, `/preview/${TOKEN}`],
      [`/sv/Preview/${TOKEN}`, `/sv/preview/${TOKEN}`],
      [`/SV/PREVIEW/${TOKEN}/`, `/sv/preview/${TOKEN}`],
      [`/preview/${TOKEN}.html`, `/preview/${TOKEN}`],
      [`/Preview/${TOKEN}.HTML`, `/preview/${TOKEN}`],
      [`/sv/preview/${TOKEN}/index.html`, `/sv/preview/${TOKEN}`],
      [`/Preview/${TOKEN}?lang=sv`, `/sv/preview/${TOKEN}`],
      [`/Pr%65view/${TOKEN}`, `/preview/${TOKEN}`],
      [`/sv/%70review/${TOKEN}`, `/sv/preview/${TOKEN}`],
    ]) {
      const page = await render(url ?? '', loadPreview);
      expect(page.status, url).toBe(301);
      expect(page.headers.location, url).toBe(location);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // The token is read at the link's own address only.
    expect(loadPreview).not.toHaveBeenCalled();
  });

  it('moves a link with trailing slashes or percent-encoded letters to the link itself, privately, never 503', async () => {
    const loadPreview = vi.fn(async (token: string) => (token === TOKEN ? draft : null));
    for (const [url, location] of [
      [`/preview/${TOKEN}/`, `/preview/${TOKEN}`],
      [`/sv/preview/${TOKEN}//`, `/sv/preview/${TOKEN}`],
      [`/preview/${OTHER_TOKEN}/`, `/preview/${OTHER_TOKEN}`],
      ['/preview/short/', '/preview/short'],
    ]) {
      const page = await render(url ?? '', loadPreview);
      expect(page.status, url).toBe(301);
      expect(page.headers.location, url).toBe(location);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // Percent-encoded, which the router decodes (`%61` is `a`): the link's other spelling, moved
    // privately to the link itself, never showing the draft there.
    const encoded = await render(`/preview/%61${TOKEN.slice(1)}`, loadPreview);
    expect(encoded.status).toBe(301);
    expect(encoded.headers.location).toBe(`/preview/${TOKEN}`);
    expect(encoded.body).not.toContain('A draft about agents');
    expect(encoded.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
    for (const url of [`/preview/${OTHER_TOKEN}`, '/preview/short']) {
      const page = await render(url, loadPreview);
      expect(page.status, url).toBe(404);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.body, url).not.toContain('A draft about agents');
    }
  });
});
