import { defaultAppConfig, setAppConfig, useLanguage } from '@app/platform';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageMeta } from './PageMeta';

function head(selector: string): Element[] {
  return Array.from(document.head.querySelectorAll(selector));
}

describe('PageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Static</title><meta name="description" content="static"><link rel="canonical" href="https://old.example/">';
    setAppConfig({
      ...defaultAppConfig,
      siteUrl: 'https://example.se',
      brand: { ...defaultAppConfig.brand, name: 'Brand' },
    });
    useLanguage.setState({ language: 'en' });
  });

  it('writes title, tags, links and JSON-LD into the head, replacing static ones', () => {
    render(
      <PageMeta
        title="Contact Us"
        description="Talk to us."
        path="/contact"
        faq={[{ question: 'Q?', answer: 'A.' }]}
      />,
    );
    expect(document.title).toBe('Contact Us | Brand');
    expect(head('meta[name="description"]').map((el) => el.getAttribute('content'))).toEqual(['Talk to us.']);
    expect(head('link[rel="canonical"]').map((el) => el.getAttribute('href'))).toEqual(['https://example.se/contact']);
    expect(head('link[rel="alternate"][hreflang="sv"]:not([type])').map((el) => el.getAttribute('href'))).toEqual([
      'https://example.se/sv/contact',
    ]);
    expect(
      head('link[rel="alternate"][type="application/rss+xml"]').map((el) => [
        el.getAttribute('hreflang'),
        el.getAttribute('title'),
        el.getAttribute('href'),
      ]),
    ).toEqual([
      [null, 'Brand Blog (English)', 'https://example.se/rss.xml'],
      [null, 'Brand – blogg (svenska)', 'https://example.se/sv/rss.xml'],
    ]);
    const types = head('script[type="application/ld+json"]').map((el) => JSON.parse(el.textContent ?? '{}')['@type']);
    expect(types).toEqual(['Organization', 'WebSite', 'FAQPage']);
  });

  it('follows the language and replaces its own tags instead of adding more', () => {
    render(<PageMeta title="Kontakt" description="Prata med oss." path="/contact" />);
    act(() => useLanguage.setState({ language: 'sv' }));
    expect(head('link[rel="canonical"]').map((el) => el.getAttribute('href'))).toEqual([
      'https://example.se/sv/contact',
    ]);
    expect(head('meta[property="og:locale"]').map((el) => el.getAttribute('content'))).toEqual(['sv_SE']);
    expect(head('script[type="application/ld+json"]')).toHaveLength(2);
    expect(head('link[rel="alternate"][type="application/rss+xml"]')).toHaveLength(2);
    expect(head('link[rel="alternate"]')).toHaveLength(5);
  });

  it('drops the previous page’s tags when the next page renders', () => {
    const { rerender } = render(
      <PageMeta title="FAQ" description="d" path="/contact" faq={[{ question: 'Q?', answer: 'A.' }]} />,
    );
    rerender(<PageMeta title="Blog" description="d" path="/blog" />);
    expect(document.title).toBe('Blog | Brand');
    const types = head('script[type="application/ld+json"]').map((el) => JSON.parse(el.textContent ?? '{}')['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(head('meta[name="keywords"]')).toHaveLength(0);
  });
});
