import { axExpanded, axNode } from '../support/ax';
import {
  caseStudyText,
  DRAFT_CASE_STUDY,
  firstParagraph,
  PUBLISHED_CASE_STUDIES,
  type SeedCaseStudy,
  seededCards,
} from '../support/content';
import { CASE_STUDY_LIST_API, recordRequests } from '../support/network';
import { openInApp, startApps } from '../support/page';
import { appConfig, expect, inLang, LANGS, stubExternalPage, test } from '../support/test';
import { TEXT } from '../support/text';

test.describe.configure({ mode: 'parallel' });

const cards = seededCards;
const section = (card: ReturnType<typeof cards>, title: string) =>
  card.locator('section').filter({ has: card.page().getByRole('heading', { level: 3, name: title, exact: true }) });

for (const lang of LANGS) {
  test.describe(`case studies (${lang})`, () => {
    test('only published case studies, newest first, each with image, industry, title, challenge, solution and 3-column metrics', async ({
      page,
    }) => {
      await page.goto(inLang('/case-studies', lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].caseStudies.heading);
      await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
        PUBLISHED_CASE_STUDIES.map((study) => caseStudyText(study, lang).title),
      );
      await expect(page.getByText(DRAFT_CASE_STUDY.title)).toHaveCount(0);
      await expect(page.getByText(DRAFT_CASE_STUDY.client_name)).toHaveCount(0);

      for (const [index, study] of PUBLISHED_CASE_STUDIES.entries()) {
        const text = caseStudyText(study, lang);
        const card = cards(page).nth(index);
        await expect(card.getByRole('img', { name: study.client_name, exact: true })).toBeVisible();
        await expect(card.getByText(text.industry, { exact: true })).toBeVisible();
        await expect(section(card, TEXT[lang].caseStudies.challenge)).toContainText(firstParagraph(text.challenge));
        await expect(section(card, TEXT[lang].caseStudies.solution)).toContainText(firstParagraph(text.solution));
        // Results and the testimonial wait behind "Read Full Case Study".
        await expect(card.getByRole('heading', { name: TEXT[lang].caseStudies.results, exact: true })).toHaveCount(0);

        // In Swedish, the Swedish metrics (every seeded story has them).
        const metrics = text.metrics ?? [];
        if (lang === 'sv') expect(metrics, study.slug).toBe(study.metrics_sv);
        const grid = card.locator('dl');
        await expect(card.locator('dt')).toHaveText(metrics.map((m) => m.metric));
        await expect(card.locator('dd')).toHaveText(metrics.map((m) => m.value));
        if (metrics.length > 0) {
          await expect(grid).toHaveAttribute('aria-label', TEXT[lang].caseStudies.metrics);
          const columns = await grid.evaluate((dl) => getComputedStyle(dl).gridTemplateColumns.split(' ').length);
          expect(columns, `${study.slug}: metrics in 3 columns at ${page.viewportSize()?.width}px`).toBe(3);
        }
      }
    });

    test('Read Full Case Study reveals the results and the testimonial, and Show Less hides them', async ({ page }) => {
      const study = PUBLISHED_CASE_STUDIES.find((item) => item.testimonial) as SeedCaseStudy;
      const text = caseStudyText(study, lang);
      await page.goto(inLang('/case-studies', lang));
      const card = cards(page).filter({ has: page.getByRole('heading', { level: 2, name: text.title }) });
      // A <details>: its summary reads "Read Full Case Study" while closed, "Show Less" while open;
      // its name goes on with the story's title (hidden), so the cards' toggles are told apart.
      const more = card.locator('details');
      const toggle = more.locator('summary');
      const testimonial = card.getByText(text.testimonial as string);
      await expect(more).not.toHaveAttribute('open');
      await expect(toggle).toContainText(TEXT[lang].caseStudies.readMore, { useInnerText: true });
      await expect(toggle).not.toContainText(TEXT[lang].caseStudies.showLess, { useInnerText: true });
      await expect
        .poll(async () => (await axNode(toggle)).name)
        .toBe(`${TEXT[lang].caseStudies.readMore} – ${text.title}`);
      await expect.poll(() => axExpanded(toggle)).toBe(false);
      await expect(testimonial).toBeHidden();

      await toggle.click();
      await expect(more).toHaveAttribute('open', '');
      await expect(toggle).toContainText(TEXT[lang].caseStudies.showLess, { useInnerText: true });
      await expect(toggle).not.toContainText(TEXT[lang].caseStudies.readMore, { useInnerText: true });
      await expect
        .poll(async () => (await axNode(toggle)).name)
        .toBe(`${TEXT[lang].caseStudies.showLess} – ${text.title}`);
      await expect.poll(() => axExpanded(toggle)).toBe(true);
      await expect(section(card, TEXT[lang].caseStudies.results)).toContainText(firstParagraph(text.results));
      await expect(testimonial).toBeVisible();
      // The author and their role, in the page's language.
      await expect(card.locator('figcaption')).toHaveText(`${study.testimonial_author}, ${text.testimonialRole}`);

      await toggle.click();
      await expect(more).not.toHaveAttribute('open');
      await expect(toggle).toContainText(TEXT[lang].caseStudies.readMore, { useInnerText: true });
      await expect(toggle).not.toContainText(TEXT[lang].caseStudies.showLess, { useInnerText: true });
      await expect.poll(() => axExpanded(toggle)).toBe(false);
      await expect(testimonial).toBeHidden();
    });

    test('Schedule a Consultation opens the booking dialog', async ({ page, context }) => {
      const { links } = await appConfig();
      await stubExternalPage(context, links.booking, 'Booking calendar');
      await page.goto(inLang('/case-studies', lang));
      await expect(cards(page)).toHaveCount(PUBLISHED_CASE_STUDIES.length);
      await page.getByRole('button', { name: TEXT[lang].caseStudies.schedule }).click();
      const dialog = page.getByRole('dialog', { name: TEXT[lang].booking.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe[title="Schedule a consultation"]')).toHaveAttribute('src', links.booking);
      await dialog.getByRole('button', { name: TEXT[lang].booking.close }).click();
      await expect(dialog).toBeHidden();
    });

    test('every story fits on one page: no page links, a junk ?page= goes to it, and a page beyond it answers 404', async ({
      page,
    }) => {
      await page.goto(inLang('/case-studies', lang));
      await expect(cards(page)).toHaveCount(PUBLISHED_CASE_STUDIES.length);
      await expect(page.getByRole('navigation', { name: TEXT[lang].caseStudies.pages })).toHaveCount(0);
      await expect(page.locator('link[rel="next"]')).toHaveCount(0);
      await page.goto(inLang('/case-studies?page=x', lang));
      await expect(page).toHaveURL(new RegExp(`${lang === 'sv' ? '/sv' : ''}/case-studies$`));
      const beyond = await page.goto(inLang('/case-studies?page=2', lang));
      expect(beyond?.status()).toBe(404);
      await expect(page.getByRole('main').getByText(TEXT[lang].caseStudies.beyond(2), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: TEXT[lang].caseStudies.schedule })).toBeVisible();
    });

    test('entered from the header with the apps running, the list asks the site for its page, never Firestore: the cards the server renders; a served list hydrates without asking', async ({
      page,
    }) => {
      await page.goto(inLang('/case-studies', lang));
      await expect(cards(page)).toHaveCount(PUBLISHED_CASE_STUDIES.length);
      const served = await cards(page).allInnerTexts();
      const requests = recordRequests(page, CASE_STUDY_LIST_API);
      await startApps(page);
      await page.waitForLoadState('networkidle');
      expect(requests.list(), 'the served list is hydrated from its own data').toEqual([]);

      await page.goto(inLang('/about', lang));
      await startApps(page);
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('banner')
        .locator(`a[href="${lang === 'sv' ? '/sv' : ''}/case-studies"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'sv' ? '/sv' : ''}/case-studies$`));
      await expect(cards(page)).toHaveCount(PUBLISHED_CASE_STUDIES.length);
      expect(await cards(page).allInnerTexts(), 'the cards the server renders').toEqual(served);
      const asked = requests.list();
      expect(asked).toHaveLength(1);
      expect(asked[0]?.method()).toBe('GET');
      expect(Object.fromEntries(new URL(asked[0]?.url() ?? '').searchParams)).toEqual({ lang });
      const answer = await asked[0]?.response();
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=21600');
      expect(
        requests.firestore().map((request) => request.url()),
        'no Firestore read: the list asks the site',
      ).toEqual([]);
    });

    test('with no published case studies the page says so', async ({ page }) => {
      // The site answers the list's page with no stories (the browser asks it, /api/case-studies).
      await page.route(CASE_STUDY_LIST_API, (route) =>
        route.fulfill({ json: { items: [], page: 1, pageCount: 1, total: 0 } }),
      );
      await openInApp(page, '/case-studies', lang);
      await expect(page.getByRole('main').getByText(TEXT[lang].caseStudies.empty, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: TEXT[lang].caseStudies.schedule })).toBeVisible();
    });
  });
}

test('the header language toggle switches the case studies to their Swedish variants', async ({ page }) => {
  await page.goto('/case-studies');
  const titles = cards(page).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(PUBLISHED_CASE_STUDIES.map((study) => study.title));
  await page.getByTestId('language-toggle').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.sv.caseStudies.heading);
  await expect(titles).toHaveText(PUBLISHED_CASE_STUDIES.map((study) => caseStudyText(study, 'sv').title));
  await expect(
    cards(page)
      .first()
      .getByText(caseStudyText(PUBLISHED_CASE_STUDIES[0] as SeedCaseStudy, 'sv').industry, { exact: true }),
  ).toBeVisible();
});
