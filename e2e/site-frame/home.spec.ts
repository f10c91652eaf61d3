import { axExpanded } from '../support/ax';
import { expectOpensBooking } from '../support/booking';
import { h1, linkTarget, main, open, pageReady, pathOf, section, startApps } from '../support/page';
import { PRODUCT_PAGES, SERVICE_PAGES } from '../support/routes';
import { appConfig, expect, inLang, LANGS, test } from '../support/test';

const TEXT = {
  en: {
    h1: 'Put AI to work where it pays off',
    getStarted: 'Get Started',
    viewServices: 'View Our Services',
    servicesTitle: 'How We Help',
    learnMore: 'Learn More',
    productsTitle: 'AI Products for Every Team',
    viewProducts: 'View Our Products',
    seeDemo: 'See Demo',
    testimonialsTitle: 'What Our Clients Say',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    goTo: (n: number) => `Go to testimonial ${n}`,
    slide: (n: number) => `Testimonial ${n} of 4`,
    quizTitle: 'Is your business ready for AI?',
    faqTitle: 'Frequently Asked Questions',
    ctaTitle: 'Ready to Take the First Step?',
    ctaButton: 'Book Free Consultation',
    servicesH1: 'AI Services That Deliver Results',
    productsH1: 'AI Products Built for Your Business',
  },
  sv: {
    h1: 'Använd AI där det lönar sig',
    getStarted: 'Kom igång',
    viewServices: 'Se våra tjänster',
    servicesTitle: 'Så hjälper vi er',
    learnMore: 'Läs mer',
    productsTitle: 'AI-produkter för varje team',
    viewProducts: 'Se våra produkter',
    seeDemo: 'Se demo',
    testimonialsTitle: 'Vad våra kunder säger',
    previous: 'Föregående omdöme',
    next: 'Nästa omdöme',
    goTo: (n: number) => `Gå till omdöme ${n}`,
    slide: (n: number) => `Omdöme ${n} av 4`,
    quizTitle: 'Är ditt företag redo för AI?',
    faqTitle: 'Vanliga frågor',
    ctaTitle: 'Redo att ta första steget?',
    ctaButton: 'Boka kostnadsfri konsultation',
    servicesH1: 'AI-tjänster som ger resultat',
    productsH1: 'AI-produkter byggda för ert företag',
  },
} as const;

/** The four testimonials' authors, in carousel order (names are the same in both languages). */
const AUTHORS = ['Anna Lindqvist', 'Johan Berg', 'Sofia Nyström', 'Mikael Holm'];

for (const lang of LANGS) {
  test(`home (${lang}): hero, services, products, testimonials, quiz, FAQ and the closing call to action`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const { links } = await appConfig();
    await open(page, '/', lang);
    await expect(h1(page)).toHaveText(text.h1);

    // Hero: Get Started opens the intake form in a new tab (not followed); View Our Services goes to /services.
    const getStarted = main(page).getByRole('link', { name: new RegExp(`^${text.getStarted}\\b`) });
    await expect(getStarted).toHaveAttribute('target', '_blank');
    await expect(getStarted).toHaveAttribute('href', links.intakeForm);
    await expect(getStarted).toHaveAttribute('rel', /noopener/);
    const viewServices = main(page).getByRole('link', { name: text.viewServices, exact: true });
    expect(await linkTarget(viewServices)).toBe(inLang('/services', lang));

    // Services: four cards, each with a link to its detail page.
    const services = section(page, text.servicesTitle);
    await expect(services.getByRole('listitem')).toHaveCount(4);
    const learnMore = services.getByRole('link', { name: new RegExp(`^${text.learnMore}`) });
    await expect(learnMore).toHaveCount(4);
    expect(await Promise.all((await learnMore.all()).map(linkTarget))).toEqual(
      SERVICE_PAGES.map((path) => inLang(path, lang)),
    );

    // Products: five categories with See Demo links, and View Our Products.
    const products = section(page, text.productsTitle);
    await expect(products.getByRole('listitem')).toHaveCount(5);
    const seeDemo = products.getByRole('link', { name: new RegExp(`^${text.seeDemo}`) });
    expect(await Promise.all((await seeDemo.all()).map(linkTarget))).toEqual(
      PRODUCT_PAGES.map((path) => inLang(path, lang)),
    );
    const viewProducts = products.getByRole('link', { name: text.viewProducts, exact: true });
    expect(await linkTarget(viewProducts)).toBe(inLang('/products', lang));

    // Testimonials: previous and next wrap around both ways; the dots (a radio group) jump to a testimonial.
    const carousel = section(page, text.testimonialsTitle);
    const slide = carousel.getByRole('group', { name: /\d/ });
    const dot = (n: number) => carousel.getByRole('radio', { name: text.goTo(n), exact: true });
    await expect(carousel.getByRole('radio')).toHaveCount(4);
    const showing = async (n: number) => {
      await expect(slide).toHaveAccessibleName(text.slide(n));
      await expect(slide).toContainText(AUTHORS[n - 1] as string);
      await expect(dot(n)).toBeChecked();
    };
    await showing(1);
    const previous = carousel.getByRole('button', { name: text.previous });
    const next = carousel.getByRole('button', { name: text.next });
    await previous.click();
    await showing(4);
    await next.click();
    await showing(1);
    for (const n of [2, 3, 4]) {
      await next.click();
      await showing(n);
    }
    await next.click();
    await showing(1);
    await dot(3).click();
    await showing(3);
    await expect(dot(1)).not.toBeChecked();
    await previous.click();
    await showing(2);

    // Quiz lead box: one e-mail field and its button.
    const quiz = section(page, text.quizTitle);
    await expect(quiz.getByRole('textbox')).toHaveCount(1);
    await expect(quiz.getByRole('button')).toBeVisible();

    // FAQ: six questions (each a heading in the summary of a <details>), one open at a time.
    const faq = section(page, text.faqTitle);
    const items = faq.locator('details');
    const questions = items.locator('summary');
    await expect(items).toHaveCount(6);
    await expect(questions.getByRole('heading', { level: 3 })).toHaveCount(6);
    for (const index of [0, 5]) await expect.poll(() => axExpanded(questions.nth(index))).toBe(false);
    await questions.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect.poll(() => axExpanded(questions.nth(0))).toBe(true);
    await questions.nth(5).click();
    await expect(items.nth(5)).toHaveAttribute('open', '');
    await expect.poll(() => axExpanded(questions.nth(5))).toBe(true);
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect.poll(() => axExpanded(questions.nth(0))).toBe(false);

    // Closing call to action: opens the booking dialog.
    const cta = section(page, text.ctaTitle);
    await expectOpensBooking(page, cta.getByRole('button', { name: text.ctaButton }), lang, [
      lang === 'en' ? 'close button' : 'Escape',
    ]);

    // The two in-site buttons lead where they say.
    await viewProducts.click();
    await pageReady(page);
    await expect.poll(() => pathOf(page)).toBe(inLang('/products', lang));
    await expect(h1(page)).toHaveText(text.productsH1);
    await page.goBack();
    await expect(h1(page)).toHaveText(text.h1);
    await viewServices.click();
    await pageReady(page);
    await expect.poll(() => pathOf(page)).toBe(inLang('/services', lang));
    await expect(h1(page)).toHaveText(text.servicesH1);
  });
}

test('in Swedish, the ai-strategy card marks its English title lang="en" (heading and link name), served and once the apps run; in English nothing', async ({
  page,
}) => {
  const title = 'AI Strategy Advisory';
  const marks = () =>
    section(page, TEXT.sv.servicesTitle)
      .locator('[lang]')
      .evaluateAll((elements) =>
        elements.map((element) => [element.tagName.toLowerCase(), element.getAttribute('lang'), element.textContent]),
      );
  const expected = [
    ['h3', 'en', title],
    ['span', 'en', title],
  ];

  const served = await (await page.request.get('/sv/')).text();
  const servedMain = served.slice(served.indexOf('<main'), served.indexOf('</main>'));
  expect(servedMain).toMatch(/<h3 class="[^"]*" lang="en">AI Strategy Advisory<\/h3>/);
  expect(servedMain).toMatch(
    />Läs mer(<!-- -->)? <span class="[^"]*">om <span lang="en">AI Strategy Advisory<\/span><\/span>/,
  );
  expect(Array.from(servedMain.matchAll(/\slang="/g))).toHaveLength(2);

  await page.goto('/sv/');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
  expect(await marks()).toEqual(expected);
  await startApps(page);
  expect(await marks()).toEqual(expected);
  const link = main(page).getByRole('link', { name: `${TEXT.sv.learnMore} om ${title}` });
  expect(await linkTarget(link)).toBe('/sv/services/ai-strategy');

  const english = await (await page.request.get('/')).text();
  expect(english.slice(english.indexOf('<main'), english.indexOf('</main>'))).not.toContain(' lang="');
  await open(page, '/');
  await startApps(page);
  await expect(main(page).getByRole('link', { name: `${TEXT.en.learnMore} about ${title}` })).toBeVisible();
  expect(await main(page).locator('[lang]').count()).toBe(0);
});
