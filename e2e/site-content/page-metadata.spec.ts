/**
 * Every public page's head in both languages, as served: crawlers read the server's HTML, and the
 * apps do not run before a visitor uses a form, so these are read from the answer itself (no
 * browser); the language toggle and the hreflang links are followed in Chromium below.
 */
import type { APIRequestContext } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { type HeadMeta, headMetaOf, jsonLdOfType, readHeadMeta, single } from '../support/meta';
import { startApps } from '../support/page';
import { PUBLIC_ROUTES } from '../support/routes';
import { appConfig, expect, inLang, type Lang, test } from '../support/test';
import { asRead, TEXT } from '../support/text';

test.describe.configure({ mode: 'parallel' });

const NOT_FOUND_ROUTE = '/this-page-does-not-exist';
/** Pages with an FAQ and how many questions it has (six on home, five on contact). */
const FAQ_COUNTS: Partial<Record<(typeof PUBLIC_ROUTES)[number], number>> = { '/': 6, '/contact': 5 };

/**
 * A page as served: its head, its language, its FAQ questions (the headings in the summaries of its
 * <details> group) and its header's language link.
 */
interface ServedPage {
  meta: HeadMeta;
  lang: string | null;
  faqQuestions: string[];
  languageLink: string | null;
}

async function served(request: APIRequestContext, path: string): Promise<ServedPage> {
  const { document } = parseHTML(await (await request.get(path)).text());
  return {
    meta: headMetaOf(document),
    lang: document.documentElement.getAttribute('lang'),
    faqQuestions: Array.from(document.querySelectorAll('main details[name] > summary > :is(h2, h3, h4)'), (heading) =>
      asRead(heading.textContent ?? '').trim(),
    ),
    languageLink: document.querySelector('[data-testid="language-toggle"]')?.getAttribute('href') ?? null,
  };
}

function expectPageMeta(
  page: ServedPage,
  route: (typeof PUBLIC_ROUTES)[number],
  lang: Lang,
  siteUrl: string,
  brand: string,
): HeadMeta {
  const base = `${siteUrl}${route}`;
  const canonical = inLang(base, lang);
  const { meta } = page;
  const soft = expect.soft;
  const where = `${route} (${lang})`;
  soft(page.lang, `${where}: the document's language`).toBe(lang);

  soft(meta.title, `${where}: title names the page and the brand`).toMatch(new RegExp(`^.+ \\| ${brand}$`));
  const description = single(meta.names.description, `${where} description`);
  soft(description.length, `${where}: description`).toBeGreaterThan(40);
  soft(meta.canonical, `${where}: one canonical`).toEqual([canonical]);
  soft(meta.alternates, `${where}: hreflang alternates`).toEqual({
    en: [base],
    sv: [inLang(base, 'sv')],
    'x-default': [base],
  });
  // Without hreflang: the page's own alternates are its only language versions.
  soft(meta.feeds, `${where}: both RSS feeds linked`).toEqual([
    { hreflang: null, title: `${brand} Blog (English)`, href: `${siteUrl}/rss.xml` },
    { hreflang: null, title: `${brand} – blogg (svenska)`, href: `${siteUrl}/sv/rss.xml` },
  ]);
  soft(meta.properties['og:title'], `${where}: og:title`).toEqual([meta.title]);
  soft(meta.properties['og:description'], `${where}: og:description`).toEqual([description]);
  soft(meta.properties['og:url'], `${where}: og:url`).toEqual([canonical]);
  soft(meta.properties['og:type'], `${where}: og:type`).toEqual(['website']);
  soft(meta.properties['og:site_name'], `${where}: og:site_name`).toEqual([brand]);
  soft(meta.properties['og:locale'], `${where}: og:locale`).toEqual([TEXT[lang].seo.ogLocale]);
  soft(meta.properties['og:locale:alternate'], `${where}: og:locale:alternate`).toEqual([TEXT[lang].seo.otherOgLocale]);
  soft(meta.names['twitter:card'], `${where}: twitter:card`).toEqual([expect.stringMatching(/^summary/)]);
  soft(meta.names['twitter:title'], `${where}: twitter:title`).toEqual([meta.title]);

  if (route === NOT_FOUND_ROUTE) {
    soft(meta.names.robots, `${where}: kept out of search results`).toEqual(['noindex']);
  } else {
    soft(meta.names.robots, `${where}: indexable`).toBeUndefined();
    soft(single(meta.names.keywords, `${where} keywords`).split(', ').length, `${where}: keywords`).toBeGreaterThan(1);
  }

  const home = inLang(`${siteUrl}/`, lang);
  // One company in both languages; each language's site its own node, named by its own home.
  soft(jsonLdOfType(meta, 'Organization'), `${where}: Organization`).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@id': `${siteUrl}/#organization`,
      name: brand,
      url: inLang(`${siteUrl}/`, 'en'),
    }),
  ]);
  soft(jsonLdOfType(meta, 'WebSite'), `${where}: WebSite with the blog search`).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@id': `${home}#website`,
      name: brand,
      url: home,
      inLanguage: lang,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${inLang(`${siteUrl}/blog`, lang)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    }),
  ]);

  const breadcrumbs = jsonLdOfType(meta, 'BreadcrumbList');
  if (route === '/' || route === NOT_FOUND_ROUTE) {
    soft(breadcrumbs, `${where}: no breadcrumbs`).toEqual([]);
  } else {
    soft(breadcrumbs, `${where}: one BreadcrumbList`).toHaveLength(1);
    const items: { position: number; name: string; item: string }[] = breadcrumbs[0]?.itemListElement ?? [];
    soft(items.length, `${where}: breadcrumb trail`).toBeGreaterThanOrEqual(2);
    soft(items[0], `${where}: trail starts at home`).toMatchObject({ name: TEXT[lang].seo.home, item: home });
    soft(items.at(-1)?.item, `${where}: trail ends at this page`).toBe(canonical);
    soft(
      items.map((item) => item.position),
      `${where}: positions`,
    ).toEqual(items.map((_, index) => index + 1));
  }

  const faqs = jsonLdOfType(meta, 'FAQPage');
  const faqCount = FAQ_COUNTS[route];
  if (faqCount === undefined) {
    soft(faqs, `${where}: no FAQPage`).toEqual([]);
  } else {
    const questions: { '@type': string; name: string; acceptedAnswer: { text: string } }[] = faqs[0]?.mainEntity ?? [];
    soft(faqs, `${where}: one FAQPage`).toHaveLength(1);
    soft(questions, `${where}: FAQ questions`).toHaveLength(faqCount);
    soft(
      questions.map((q) => q.name),
      `${where}: the FAQ data is the FAQ on the page`,
    ).toEqual(page.faqQuestions);
    for (const question of questions) {
      soft(question['@type']).toBe('Question');
      soft(question.acceptedAnswer?.text?.length ?? 0, `${where}: answer of "${question.name}"`).toBeGreaterThan(10);
    }
  }
  return meta;
}

for (const route of PUBLIC_ROUTES) {
  test(`metadata of ${route} in Swedish (/sv) and, by the header's language link, in English`, async ({ request }) => {
    const {
      siteUrl,
      brand: { name: brand },
    } = await appConfig();
    const sv = await served(request, inLang(route, 'sv'));
    const swedish = expectPageMeta(sv, route, 'sv', siteUrl, brand);
    expect(sv.languageLink, `${route}: the header's language link`).toBe(route);
    const english = expectPageMeta(await served(request, sv.languageLink ?? ''), route, 'en', siteUrl, brand);
    // The ai-strategy page's title is a fixed English heading in both languages.
    if (route !== '/services/ai-strategy') {
      expect.soft(english.title, `${route}: the title follows the language`).not.toBe(swedish.title);
    }
    expect
      .soft(english.names.description, `${route}: the description follows the language`)
      .not.toEqual(swedish.names.description);
  });
}

test("a list page of one category names itself, its category kept, as canonical and og:url, with the other language's name as alternate", async ({
  request,
}) => {
  const { siteUrl } = await appConfig();
  const english = `${siteUrl}/blog?category=AI+Strategy`;
  const swedish = `${siteUrl}/sv/blog?category=AI-strategi`;
  for (const [path, own] of [
    ['/blog?category=AI+Strategy', english],
    ['/sv/blog?category=AI-strategi', swedish],
  ] as const) {
    const { meta } = await served(request, path);
    expect.soft(meta.canonical, `${path}: canonical`).toEqual([own]);
    expect.soft(meta.properties['og:url'], `${path}: og:url`).toEqual([own]);
    expect.soft(meta.alternates, `${path}: hreflang alternates`).toEqual({
      en: [english],
      sv: [swedish],
      'x-default': [english],
    });
  }
});

test('each hreflang alternate opens the page in its language for a new visitor', async ({ browser, page }) => {
  for (const route of ['/contact']) {
    await page.goto(route);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /./);
    const meta = await readHeadMeta(page);
    for (const lang of ['sv', 'en'] as const) {
      // A new visitor each time, as a search engine or a link from elsewhere brings them.
      const visitor = await browser.newContext();
      const tab = await visitor.newPage();
      await tab.goto(single(meta.alternates[lang], `${route} hreflang=${lang}`));
      await expect(tab.locator('html')).toHaveAttribute('lang', lang);
      await expect(tab.locator('meta[property="og:locale"]')).toHaveAttribute('content', TEXT[lang].seo.ogLocale);
      await visitor.close();
    }
  }
});

test('the header toggle leads to the address in the other language (query kept), so a reload, going back or a shared link keeps the chosen language', async ({
  browser,
  page,
}) => {
  await page.goto('/blog?q=AI');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sv/blog');
  expect(new URL(page.url()).searchParams.get('q')).toBe('AI');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sv\/blog$/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('searchbox')).toHaveValue('AI');

  // Shared with someone whose browser prefers English, the address still opens in Swedish.
  const visitor = await browser.newContext({ locale: 'en-US' });
  const tab = await visitor.newPage();
  await tab.goto(page.url());
  await expect(tab.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(tab.getByRole('searchbox')).toHaveValue('AI');
  await visitor.close();

  // Going back to the older English entry keeps the chosen language, and says so in the address.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sv/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insikter & artiklar');

  // The same from pages reached by in-app links (the apps run): each earlier page shows again,
  // in the chosen language.
  await page.goto('/sv/contact');
  await startApps(page);
  await page.getByRole('banner').getByRole('link', { name: 'Blogg' }).first().click();
  await expect(page).toHaveURL(/\/sv\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insikter & artiklar');
  await page.getByTestId('language-toggle').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles');
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
});
