import type { Page } from '@playwright/test';
import { h1, linkTarget, main, navigateInApp, open, pageReady, pathOf, section, startApps } from '../support/page';
import { expect, inLang, LANGS, test } from '../support/test';

const TEXT = {
  en: {
    h1: 'AI Services That Deliver Results',
    listTitle: 'What We Offer',
    learnMore: 'Learn More',
    statsTitle: 'Results That Speak for Themselves',
    stats: ['95%', '200+', '3x'],
    ctaButton: 'Book Free Consultation',
    processTitle: 'How We Work',
    step: (n: number) => `Step ${n}`,
    featuresTitle: 'What You Get',
    testimonialsTitle: 'What Our Clients Say',
    ctaTitle: 'Ready to Get Started?',
    heroButton: 'Book Free Consultation',
    bookFree: 'Book Free Consultation',
    viewAll: 'View All Services',
    titles: {
      'ai-strategy': 'AI Strategy Advisory',
      'process-automation': 'Process Automation',
      'upskill-workshops': 'Upskill Workshops',
      'ai-integration': 'AI Integration',
    },
  },
  sv: {
    h1: 'AI-tjänster som ger resultat',
    listTitle: 'Det här erbjuder vi',
    learnMore: 'Läs mer',
    statsTitle: 'Resultat som talar för sig själva',
    stats: ['95\u00a0%', '200+', '3x'],
    ctaButton: 'Boka kostnadsfri konsultation',
    processTitle: 'Så arbetar vi',
    step: (n: number) => `Steg ${n}`,
    featuresTitle: 'Det här får ni',
    testimonialsTitle: 'Vad våra kunder säger',
    ctaTitle: 'Redo att komma igång?',
    heroButton: 'Boka kostnadsfri konsultation',
    bookFree: 'Boka kostnadsfri konsultation',
    viewAll: 'Se alla tjänster',
    titles: {
      // The ai-strategy heading is the fixed English 'AI Strategy Advisory' in Swedish too.
      'ai-strategy': 'AI Strategy Advisory',
      'process-automation': 'Processautomatisering',
      'upskill-workshops': 'Kompetensutvecklande workshoppar',
      'ai-integration': 'AI-integration',
    },
  },
} as const;

const SERVICE_IDS = ['ai-strategy', 'process-automation', 'upskill-workshops', 'ai-integration'] as const;

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`services landing (${lang}): four service cards, the three stats and the call to action`, async ({ page }) => {
    await open(page, '/services', lang);
    await expect(h1(page)).toHaveText(text.h1);

    const list = section(page, text.listTitle);
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(SERVICE_IDS.map((id) => text.titles[id]));
    const links = list.getByRole('link', { name: new RegExp(`^${text.learnMore}`) });
    expect(await Promise.all((await links.all()).map(linkTarget))).toEqual(
      SERVICE_IDS.map((id) => inLang(`/services/${id}`, lang)),
    );

    const stats = section(page, text.statsTitle).getByRole('listitem');
    await expect(stats).toHaveCount(3);
    for (const [index, value] of text.stats.entries()) await expect(stats.nth(index)).toContainText(value);

    await expect(main(page).getByRole('button', { name: text.ctaButton })).toBeVisible();

    // A card's link opens its service.
    await links.nth(1).click();
    await pageReady(page);
    await expect.poll(() => pathOf(page)).toBe(inLang('/services/process-automation', lang));
    await expect(h1(page)).toHaveText(text.titles['process-automation']);
  });

  test(`service detail pages (${lang}): hero, four steps, four features, testimonials, closing buttons`, async ({
    page,
  }) => {
    for (const [index, id] of SERVICE_IDS.entries()) {
      if (index === 0) await open(page, `/services/${id}`, lang);
      else await navigateInApp(page, `/services/${id}`);
      await expect(h1(page), id).toHaveText(text.titles[id]);
      await expect(main(page).getByRole('button', { name: text.heroButton }).first()).toBeVisible();

      const process = section(page, text.processTitle);
      const steps = process.getByRole('listitem');
      await expect(steps, `${id}: four steps`).toHaveCount(4);
      for (const n of [1, 2, 3, 4]) await expect(steps.nth(n - 1)).toContainText(text.step(n));
      await expect(process.getByRole('heading', { level: 3 })).toHaveCount(4);

      const features = section(page, text.featuresTitle).getByRole('listitem');
      await expect(features, `${id}: four features`).toHaveCount(4);
      await expect(features.getByRole('heading', { level: 3 })).toHaveCount(4);

      await expect(section(page, text.testimonialsTitle).getByRole('blockquote')).toBeVisible();

      const cta = section(page, text.ctaTitle);
      await expect(cta.getByRole('button', { name: text.bookFree })).toBeVisible();
      expect(await linkTarget(cta.getByRole('link', { name: text.viewAll }))).toBe(inLang('/services', lang));
    }
    // View All Services leads back to the landing page.
    await section(page, text.ctaTitle).getByRole('link', { name: text.viewAll }).click();
    await pageReady(page);
    expect(pathOf(page)).toBe(inLang('/services', lang));
    await expect(h1(page)).toHaveText(text.h1);
  });
}

test('an unknown service replaces its history entry with /services', async ({ page }) => {
  await open(page, '/');
  await page.goto('/services/unknown');
  await pageReady(page);
  await expect.poll(() => pathOf(page)).toBe('/services');
  await expect(h1(page)).toHaveText(TEXT.en.h1);
  // The bad address is gone from history: Back goes to the page before it, not back to a redirect.
  await page.goBack();
  await pageReady(page);
  expect(pathOf(page)).toBe('/');
  await expect(h1(page)).toHaveText('Put AI to work where it pays off');
});

/** The elements of the page's main content that carry a `lang`: tag, lang and text. */
const marked = (page: Page) =>
  main(page)
    .locator('[lang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.tagName.toLowerCase(), element.getAttribute('lang'), element.textContent]),
    );

/** The main content of a served page's HTML, as the server wrote it. */
async function servedMain(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

test('in Swedish, the English ai-strategy title is marked lang="en" where it is shown, served and once the apps run; English pages mark nothing', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const title = TEXT.sv.titles['ai-strategy'];
  const cardMarks = [
    ['h3', 'en', title],
    ['span', 'en', title],
  ];

  // The service's own page: its hero heading, as the server wrote it, is the one element marked.
  const detail = await servedMain(page, '/sv/services/ai-strategy');
  expect(detail).toMatch(/<h1 class="[^"]*" lang="en">AI Strategy Advisory<\/h1>/);
  expect(Array.from(detail.matchAll(/\slang="/g))).toHaveLength(1);
  await page.goto('/sv/services/ai-strategy');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
  await expect(h1(page)).toHaveText(title);
  expect(await marked(page)).toEqual([['h1', 'en', title]]);
  const heading = await h1(page).elementHandle();
  await startApps(page);
  // Hydrated in place: the server's heading is the one React runs, still marked.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await marked(page)).toEqual([['h1', 'en', title]]);

  // The services list: the card's heading, and the English part of its link's name "Läs mer om …".
  const list = await servedMain(page, '/sv/services');
  expect(list).toMatch(/<h3 class="[^"]*" lang="en">AI Strategy Advisory<\/h3>/);
  expect(Array.from(list.matchAll(/\slang="/g))).toHaveLength(2);
  expect(list).toMatch(
    />Läs mer(<!-- -->)? <span class="[^"]*">om <span lang="en">AI Strategy Advisory<\/span><\/span>/,
  );
  await page.goto('/sv/services');
  expect(await marked(page)).toEqual(cardMarks);
  await startApps(page);
  expect(await marked(page)).toEqual(cardMarks);
  const link = section(page, TEXT.sv.listTitle).getByRole('link', { name: `${TEXT.sv.learnMore} om ${title}` });
  expect(await linkTarget(link)).toBe('/sv/services/ai-strategy');
  await expect(link.locator('span[lang="en"]')).toHaveText(title);

  // Reached in the app (rendered in the browser): marked too.
  await link.click();
  await pageReady(page);
  await expect(h1(page)).toHaveText(title);
  expect(await marked(page)).toEqual([['h1', 'en', title]]);

  // The other services' titles are Swedish: nothing marked.
  await navigateInApp(page, '/services/process-automation');
  expect(await marked(page)).toEqual([]);

  // English pages: the same title, nothing marked.
  for (const path of ['/services/ai-strategy', '/services']) {
    expect(await servedMain(page, path), path).not.toContain(' lang="');
    await page.goto(path);
    await startApps(page);
    expect(await marked(page), path).toEqual([]);
  }
  await expect(h1(page)).toHaveText(TEXT.en.h1);
  // No part of these pages failed to match the server's HTML.
  expect(errors).toEqual([]);
});
