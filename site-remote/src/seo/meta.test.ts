import { SEARCH_DESCRIPTION_LENGTH, searchDescription } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { buildPageMeta, type JsonLd, type MetaTag, pageUrl, renderHeadHtml } from './meta';

const context = { siteUrl: 'https://example.se/', brand: 'Northwind AI' };

/** The feed links every page carries. */
const FEEDS = [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Northwind AI Blog (English)',
    href: 'https://example.se/rss.xml',
  },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Northwind AI – blogg (svenska)',
    href: 'https://example.se/sv/rss.xml',
  },
];

function metaContent(tags: MetaTag[], key: string): string[] {
  return tags.filter((tag) => ('name' in tag ? tag.name : tag.property) === key).map((tag) => tag.content);
}

function ofType(jsonLd: JsonLd[], type: string): JsonLd[] {
  return jsonLd.filter((item) => item['@type'] === type);
}

describe('pageUrl', () => {
  it('gives English the bare address and Swedish the same under /sv', () => {
    expect(pageUrl('https://example.se/', '/services/ai-strategy', 'en')).toBe(
      'https://example.se/services/ai-strategy',
    );
    expect(pageUrl('https://example.se', '/services/ai-strategy/', 'sv')).toBe(
      'https://example.se/sv/services/ai-strategy',
    );
    expect(pageUrl('https://example.se', '/', 'sv')).toBe('https://example.se/sv/');
    expect(pageUrl('https://example.se', '', 'en')).toBe('https://example.se/');
  });
});

describe('buildPageMeta', () => {
  const input = {
    title: 'AI Strategy Advisory',
    description: 'Plan your AI journey.',
    keywords: ['AI strategy', ' ', 'AI strategy', 'SMEs'],
    path: '/services/ai-strategy',
  };

  it('titles the page "{title} | {brand}" and sets description and de-duplicated keywords', () => {
    const meta = buildPageMeta(input, { ...context, language: 'en' });
    expect(meta.title).toBe('AI Strategy Advisory | Northwind AI');
    expect(metaContent(meta.metaTags, 'description')).toEqual(['Plan your AI journey.']);
    expect(metaContent(meta.metaTags, 'keywords')).toEqual(['AI strategy, SMEs']);
    expect(metaContent(meta.metaTags, 'robots')).toEqual([]);
  });

  it('uses a custom suffix and does not repeat the brand when the title is the brand', () => {
    expect(buildPageMeta({ ...input, titleSuffix: 'Northwind AI Blog' }, { ...context, language: 'en' }).title).toBe(
      'AI Strategy Advisory | Northwind AI Blog',
    );
    expect(buildPageMeta({ ...input, title: 'Northwind AI' }, { ...context, language: 'en' }).title).toBe(
      'Northwind AI',
    );
  });

  it("takes a document's SEO overrides as the whole title and the description, in head, Open Graph and Twitter", () => {
    const meta = buildPageMeta(
      {
        ...input,
        titleSuffix: 'Northwind AI Blog',
        type: 'article',
        article: { publishedTime: '2025-01-05', author: 'Anna' },
        overrides: { title: 'Custom search title', description: 'Custom description.' },
      },
      { ...context, language: 'en' },
    );
    expect(meta.title).toBe('Custom search title');
    for (const key of ['og:title', 'twitter:title']) expect(metaContent(meta.metaTags, key), key).toEqual([meta.title]);
    for (const key of ['description', 'og:description', 'twitter:description'])
      expect(metaContent(meta.metaTags, key), key).toEqual(['Custom description.']);
    // The article keeps its own headline; its description is the page's.
    expect(ofType(meta.jsonLd, 'Article')[0]).toMatchObject({
      headline: 'AI Strategy Advisory',
      description: 'Custom description.',
    });
  });

  it('keeps the usual title or description where an override is unset', () => {
    const onlyDescription = buildPageMeta(
      { ...input, overrides: { title: null, description: 'Custom description.' } },
      { ...context, language: 'sv' },
    );
    expect(onlyDescription.title).toBe('AI Strategy Advisory | Northwind AI');
    expect(metaContent(onlyDescription.metaTags, 'og:title')).toEqual(['AI Strategy Advisory | Northwind AI']);
    expect(metaContent(onlyDescription.metaTags, 'description')).toEqual(['Custom description.']);
    const none = buildPageMeta(
      { ...input, overrides: { title: null, description: null } },
      { ...context, language: 'en' },
    );
    expect(none).toEqual(buildPageMeta(input, { ...context, language: 'en' }));
  });

  it("sends a long description cut to a search result's length, and an override as set", () => {
    const excerpt = 'Vi hjälper små och medelstora företag i Norden att komma igång med AI, steg för steg. '.repeat(10);
    const meta = buildPageMeta(
      { ...input, type: 'article', article: { publishedTime: '2025-01-05', author: 'Anna' }, description: excerpt },
      { ...context, language: 'sv' },
    );
    const [description] = metaContent(meta.metaTags, 'description');
    expect(description).toBe(searchDescription(excerpt));
    expect(description?.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_LENGTH);
    expect(description?.endsWith('…')).toBe(true);
    for (const key of ['og:description', 'twitter:description'])
      expect(metaContent(meta.metaTags, key), key).toEqual([description]);
    expect(ofType(meta.jsonLd, 'Article')[0]).toMatchObject({ description });
  });

  it('sets a self-referencing canonical and hreflang en / sv / x-default in English', () => {
    const { links } = buildPageMeta(input, { ...context, language: 'en' });
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://example.se/services/ai-strategy' },
      { rel: 'alternate', hreflang: 'en', href: 'https://example.se/services/ai-strategy' },
      { rel: 'alternate', hreflang: 'sv', href: 'https://example.se/sv/services/ai-strategy' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://example.se/services/ai-strategy' },
      ...FEEDS,
    ]);
  });

  it('links both RSS feeds, each titled in its own language, on every page in either language', () => {
    for (const language of ['en', 'sv'] as const) {
      for (const path of ['/', '/about', '/blog/some-post']) {
        const { links } = buildPageMeta({ ...input, path }, { ...context, language });
        expect(links.filter((link) => link.type === 'application/rss+xml')).toEqual(FEEDS);
      }
    }
  });

  it("names each language once among the page's hreflang alternates: the feed links carry no hreflang", () => {
    // Search engines read every <link rel="alternate" hreflang> as a language version of the page:
    // the feeds' hreflang gave each page two "sv" versions (the page and /sv/rss.xml) and two "en".
    for (const language of ['en', 'sv'] as const) {
      const { links } = buildPageMeta(input, { ...context, language });
      const hreflangs = links.filter((link) => link.rel === 'alternate' && link.hreflang !== undefined);
      expect(hreflangs.map((link) => link.hreflang)).toEqual(['en', 'sv', 'x-default']);
      expect(hreflangs.every((link) => link.type === undefined)).toBe(true);
    }
  });

  it('points the Swedish canonical and og:url at the /sv address with the sv_SE locale', () => {
    const meta = buildPageMeta(input, { ...context, language: 'sv' });
    expect(meta.links[0]).toEqual({ rel: 'canonical', href: 'https://example.se/sv/services/ai-strategy' });
    expect(metaContent(meta.metaTags, 'og:url')).toEqual(['https://example.se/sv/services/ai-strategy']);
    expect(metaContent(meta.metaTags, 'og:locale')).toEqual(['sv_SE']);
    expect(metaContent(meta.metaTags, 'og:locale:alternate')).toEqual(['en_US']);
    // The alternates are the same whichever language is showing.
    expect(meta.links.slice(1)).toEqual(buildPageMeta(input, { ...context, language: 'en' }).links.slice(1));
  });

  it("names a list page's own query (its page, its category) in og:url as in its canonical, in both languages", () => {
    const list = {
      ...input,
      path: '/blog',
      queries: { en: 'category=AI+Strategy&page=2', sv: 'category=AI-strategi&page=2' },
      pagination: { prev: 'category=AI+Strategy', next: null },
    };
    for (const [language, canonical] of [
      ['en', 'https://example.se/blog?category=AI+Strategy&page=2'],
      ['sv', 'https://example.se/sv/blog?category=AI-strategi&page=2'],
    ] as const) {
      const meta = buildPageMeta(list, { ...context, language });
      expect(meta.links.find((link) => link.rel === 'canonical')?.href, language).toBe(canonical);
      expect(metaContent(meta.metaTags, 'og:url'), language).toEqual([canonical]);
    }
  });

  it('sets Open Graph and Twitter tags, with an absolute image (the default 1200×630 one without its own) and a large card', () => {
    const without = buildPageMeta(input, { ...context, language: 'en' });
    expect(metaContent(without.metaTags, 'og:type')).toEqual(['website']);
    expect(metaContent(without.metaTags, 'og:site_name')).toEqual(['Northwind AI']);
    expect(metaContent(without.metaTags, 'og:title')).toEqual(['AI Strategy Advisory | Northwind AI']);
    expect(metaContent(without.metaTags, 'og:locale')).toEqual(['en_US']);
    expect(metaContent(without.metaTags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(without.metaTags, 'og:image')).toEqual(['https://example.se/share-image.png']);
    expect(metaContent(without.metaTags, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(without.metaTags, 'og:image:height')).toEqual(['630']);
    expect(metaContent(without.metaTags, 'twitter:image')).toEqual(['https://example.se/share-image.png']);

    const withImage = buildPageMeta({ ...input, image: '/images/cover.png' }, { ...context, language: 'en' });
    expect(metaContent(withImage.metaTags, 'og:image')).toEqual(['https://example.se/images/cover.png']);
    expect(metaContent(withImage.metaTags, 'twitter:image')).toEqual(['https://example.se/images/cover.png']);
    expect(metaContent(withImage.metaTags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(withImage.metaTags, 'og:image:width')).toEqual([]);
    expect(metaContent(withImage.metaTags, 'twitter:title')).toEqual(['AI Strategy Advisory | Northwind AI']);
  });

  it('always describes the Organization and the WebSite with a blog SearchAction', () => {
    const meta = buildPageMeta(input, {
      ...context,
      language: 'en',
      organization: { email: 'hello@example.se', phone: '+46 31 00', sameAs: ['https://linkedin.example/co'] },
    });
    const [organization] = ofType(meta.jsonLd, 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Northwind AI',
      url: 'https://example.se/',
      email: 'hello@example.se',
      telephone: '+46 31 00',
      sameAs: ['https://linkedin.example/co'],
    });
    const [website] = ofType(meta.jsonLd, 'WebSite');
    expect(website).toMatchObject({
      name: 'Northwind AI',
      url: 'https://example.se/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://example.se/blog?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(ofType(meta.jsonLd, 'BreadcrumbList')).toEqual([]);
    expect(ofType(meta.jsonLd, 'FAQPage')).toEqual([]);
    expect(ofType(meta.jsonLd, 'Article')).toEqual([]);
  });

  it("names each language's WebSite by its own address, and the one Organization alike in both", () => {
    const [en, sv] = (['en', 'sv'] as const).map((language) => buildPageMeta(input, { ...context, language }));
    const node = (meta: typeof en, type: string) => ofType(meta?.jsonLd ?? [], type)[0];
    // Two language versions are two sites (each its own url and inLanguage): one @id for both made
    // them one node with two addresses and two languages to anything merging the pages' graphs.
    expect(node(en, 'WebSite')).toMatchObject({
      '@id': 'https://example.se/#website',
      url: 'https://example.se/',
      inLanguage: 'en',
      publisher: { '@id': 'https://example.se/#organization' },
    });
    expect(node(sv, 'WebSite')).toMatchObject({
      '@id': 'https://example.se/sv/#website',
      url: 'https://example.se/sv/',
      inLanguage: 'sv',
      publisher: { '@id': 'https://example.se/#organization' },
      // …and searches its own language's blog.
      potentialAction: { target: { urlTemplate: 'https://example.se/sv/blog?q={search_term_string}' } },
    });
    // The company is one, whatever the page's language: one @id, described the same.
    expect(node(sv, 'Organization')).toEqual(node(en, 'Organization'));
    expect(node(en, 'Organization')).toMatchObject({ '@id': 'https://example.se/#organization' });
  });

  it('adds a BreadcrumbList with positions and language-specific addresses', () => {
    const meta = buildPageMeta(
      {
        ...input,
        breadcrumbs: [
          { name: 'Hem', path: '/' },
          { name: 'Tjänster', path: '/services' },
        ],
      },
      { ...context, language: 'sv' },
    );
    expect(ofType(meta.jsonLd, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hem', item: 'https://example.se/sv/' },
      { '@type': 'ListItem', position: 2, name: 'Tjänster', item: 'https://example.se/sv/services' },
    ]);
  });

  it('adds a FAQPage only when there are questions', () => {
    const meta = buildPageMeta(
      { ...input, faq: [{ question: 'How long?', answer: '4–8 weeks.' }] },
      { ...context, language: 'en' },
    );
    expect(ofType(meta.jsonLd, 'FAQPage')[0]?.mainEntity).toEqual([
      { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '4–8 weeks.' } },
    ]);
    expect(ofType(buildPageMeta({ ...input, faq: [] }, { ...context, language: 'en' }).jsonLd, 'FAQPage')).toEqual([]);
  });

  it('describes a post as an Article with published, modified and author, plus article Open Graph tags', () => {
    const meta = buildPageMeta(
      {
        title: 'How AI lifted sales 40%',
        description: 'A short story.',
        path: '/blog/ai-sales',
        type: 'article',
        image: 'https://cdn.example.se/cover.jpg',
        keywords: ['AI Strategy', 'AI', 'Anna Svensson'],
        article: { publishedTime: '2025-01-05', author: 'Anna Svensson', section: 'AI Strategy' },
        titleSuffix: 'Northwind AI Blog',
      },
      { ...context, language: 'en' },
    );
    expect(meta.title).toBe('How AI lifted sales 40% | Northwind AI Blog');
    expect(metaContent(meta.metaTags, 'og:type')).toEqual(['article']);
    expect(metaContent(meta.metaTags, 'article:published_time')).toEqual(['2025-01-05']);
    expect(metaContent(meta.metaTags, 'article:modified_time')).toEqual(['2025-01-05']);
    expect(metaContent(meta.metaTags, 'article:author')).toEqual(['Anna Svensson']);
    expect(meta.links[0]).toEqual({ rel: 'canonical', href: 'https://example.se/blog/ai-sales' });
    const [article] = ofType(meta.jsonLd, 'Article');
    expect(article).toMatchObject({
      headline: 'How AI lifted sales 40%',
      description: 'A short story.',
      image: ['https://cdn.example.se/cover.jpg'],
      datePublished: '2025-01-05',
      dateModified: '2025-01-05',
      author: { '@type': 'Person', name: 'Anna Svensson' },
      publisher: { '@type': 'Organization', name: 'Northwind AI' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.se/blog/ai-sales' },
      articleSection: 'AI Strategy',
    });
  });

  it('marks a page noindex when asked', () => {
    const meta = buildPageMeta({ ...input, noindex: true }, { ...context, language: 'en' });
    expect(metaContent(meta.metaTags, 'robots')).toEqual(['noindex']);
  });
});

describe('static rendering', () => {
  it('escapes JSON-LD so text cannot close the script element', () => {
    const html = renderHeadHtml(
      buildPageMeta(
        { title: 'FAQ', description: 'd', path: '/about', faq: [{ question: 'Why?', answer: '</script><script>x' }] },
        { ...context, language: 'en' },
      ),
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
    const parsed = jsonLd.map((match) => JSON.parse(match[1] ?? '') as unknown);
    expect(JSON.stringify(parsed)).toContain('</script><script>x');
    expect(html).not.toContain('</script><script>x');
  });

  it('renders escaped, marked head tags', () => {
    const html = renderHeadHtml(
      buildPageMeta(
        { title: 'A "quoted" <title>', description: 'x & y', path: '/about' },
        { ...context, language: 'en' },
      ),
    );
    expect(html).toContain('<title data-page-meta>A &quot;quoted&quot; &lt;title&gt; | Northwind AI</title>');
    expect(html).toContain('<meta name="description" content="x &amp; y" data-page-meta>');
    expect(html).toContain('<link rel="alternate" hreflang="sv" href="https://example.se/sv/about" data-page-meta>');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Northwind AI – blogg (svenska)" href="https://example.se/sv/rss.xml" data-page-meta>',
    );
    expect(html).toContain('<script type="application/ld+json" data-page-meta>');
  });

  it("preconnects to the lead image's origin when it is not the site's, and leaves its preload to the image's render", () => {
    const src = 'https://storage.example/v0/b/b/o/blog-images%2Fa.png?alt=media&token=t';
    const html = renderHeadHtml(
      buildPageMeta(
        { title: 'Post', description: 'd', path: '/blog/post', leadImage: { src } },
        { ...context, language: 'en' },
      ),
    );
    const lines = html.split('\n');
    const preconnect = lines.findIndex((line) => line.startsWith('<link rel="preconnect"'));
    expect(lines[preconnect]).toBe('<link rel="preconnect" href="https://storage.example" data-page-meta>');
    expect(preconnect).toBeLessThan(lines.findIndex((line) => line.startsWith('<link rel="canonical"')));
    // One preload per image: React's, which CoverImage asks for and the server writes into the head.
    expect(html).not.toContain('rel="preload"');

    const sameOrigin = renderHeadHtml(
      buildPageMeta(
        { title: 'Post', description: 'd', path: '/blog/post', leadImage: { src: '/share-image.png' } },
        { ...context, language: 'en' },
      ),
    );
    expect(sameOrigin).not.toContain('rel="preconnect"');
    expect(sameOrigin).not.toContain('rel="preload"');
  });
});

describe('buildPageMeta and soft hyphens', () => {
  it("writes no soft hyphen of a heading's text into the head (title, description, Open Graph, JSON-LD)", () => {
    const shy = '\u00AD';
    const meta = buildPageMeta(
      {
        title: `Pro${shy}cess${shy}au${shy}to${shy}ma${shy}ti${shy}se${shy}ring`,
        description: `Fram${shy}gångs${shy}be${shy}rät${shy}tel${shy}ser från kunder`,
        keywords: [`kom${shy}pe${shy}tens${shy}för${shy}sörj${shy}ning`],
        path: '/services/process-automation',
        breadcrumbs: [{ name: `Pro${shy}cess${shy}automatisering`, path: '/services/process-automation' }],
        faq: [{ question: `Vad är do${shy}ku${shy}ment${shy}automatisering?`, answer: 'Ett svar.' }],
        type: 'article',
        article: { publishedTime: '2025-01-05', author: 'Anna', section: `Trans${shy}port` },
      },
      { ...context, language: 'sv' },
    );
    const head = renderHeadHtml(meta);
    expect(head).not.toContain(shy);
    expect(JSON.stringify(meta)).not.toContain(shy);
    expect(meta.title).toBe('Processautomatisering | Northwind AI');
    expect(metaContent(meta.metaTags, 'og:title')).toEqual(['Processautomatisering | Northwind AI']);
  });
});
