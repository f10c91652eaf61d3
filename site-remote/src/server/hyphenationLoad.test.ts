// When the server evaluates the hyphenation patterns (domain/src/hyphenation.ts: `hyphen`'s TeX
// patterns for Swedish and British English, 40–100 ms to evaluate on this machine): at the first page
// that shows posts' or case studies' titles, not when the site's server module loads. The home page
// and the other fixed pages show no stored titles, so a cold instance whose first request is one of
// them never pays for the patterns.
import type { Language } from '@app/domain';
import { createI18n, createQueryClient, defaultAppConfig, mergeConfig } from '@app/platform';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blog } from '../test/fixtures';

const evaluated = vi.hoisted(() => ({ hyphenation: 0, posts: [] as import('@app/domain').Blog[] }));
vi.mock('@app/domain/hyphenation', async (importOriginal) => {
  evaluated.hyphenation++;
  return importOriginal();
});
vi.mock('../data/blogs', async () => {
  const { blogCardsFromIndex, blogIndexDocument } = await import('@app/domain');
  return {
    listBlogCards: () => Promise.resolve(blogCardsFromIndex(blogIndexDocument(evaluated.posts))),
    getPublishedBlogBySlug: (slug: string) =>
      Promise.resolve(evaluated.posts.find((post) => post.slug === slug) ?? null),
    getBlogRedirect: () => Promise.resolve(null),
  };
});

const CONFIG = mergeConfig(defaultAppConfig, { siteUrl: 'https://example.com' });

async function load(pathname: string, language: Language = 'en') {
  const { loadPage } = await import('./pageOutcome');
  const client = createQueryClient();
  const answer = await loadPage({
    client,
    i18n: createI18n(language, 'shell', { en: {}, sv: {} }),
    pathname,
    search: '',
    language,
    config: CONFIG,
  });
  return { answer, client };
}

describe("the hyphenation patterns on the site's server", () => {
  beforeAll(() => {
    evaluated.posts = [
      blog({ id: 'p1', slug: 'long', title: 'Process automation', title_sv: 'Processautomatisering' }),
    ];
  });

  it('are not evaluated by the server module, nor by pages that show no stored titles', async () => {
    await import('../server');
    for (const [pathname, language] of [
      ['/', 'en'],
      ['/', 'sv'],
      ['/services', 'en'],
      ['/contact', 'sv'],
      ['/about', 'en'],
    ] as const) {
      expect((await load(pathname, language)).answer.status).toBe(200);
    }
    expect(evaluated.hyphenation).toBe(0);
  });

  it('are evaluated once, at the first page that shows a title, whose copies are hyphenated as before', async () => {
    const shy = '\u00AD';
    const { client } = await load('/blog', 'sv');
    const page = client.getQueryCache().findAll({ queryKey: ['blogs', 'list'] })[0]?.state.data as {
      posts: Array<{ hyphenated_titles?: { title_sv: string } }>;
    };
    expect(page.posts[0]?.hyphenated_titles?.title_sv).toBe(
      `Pro${shy}cess${shy}au${shy}to${shy}ma${shy}ti${shy}se${shy}ring`,
    );
    await load('/blog/long', 'en');
    expect(evaluated.hyphenation).toBe(1);
  });
});
