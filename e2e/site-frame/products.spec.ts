import { axExpanded } from '../support/ax';
import { h1, linkTarget, main, navigateInApp, open, pageReady, pathOf, section } from '../support/page';
import { expect, inLang, LANGS, test } from '../support/test';

const CATEGORIES = ['sales', 'marketing', 'legal', 'finance', 'operations'] as const;
type Category = (typeof CATEGORIES)[number];

interface CategoryText {
  /** The category's card on the landing page. */
  card: string;
  /** The category page's heading. */
  title: string;
  hero: [string, string];
  closing: string;
  results: [string, string, string, string];
}

const NB = '\u00a0';
const TEXT = {
  en: {
    h1: 'AI Products Built for Your Business',
    categoriesTitle: 'Product Categories',
    viewPortfolio: 'View Portfolio',
    viewMore: 'View More',
    howItWorksTitle: 'How It Works',
    steps: ['Discover', 'Integrate', 'Optimize'],
    bookCall: 'Book a Call',
    exploreCategories: 'Explore Categories',
    viewDemo: 'View Demo',
    resultsTitle: 'Results You Can Expect',
    productsTitle: 'Products in the Suite',
    categories: {
      sales: {
        card: 'Sales AI',
        title: 'Sales AI Suite',
        hero: ['Schedule Demo', 'Talk to Sales'],
        closing: 'Get Started Today',
        results: ['40%', '3x', '50%', '2.5x'],
      },
      marketing: {
        card: 'Marketing AI',
        title: 'Marketing AI Suite',
        hero: ['Schedule Demo', 'View Case Studies'],
        closing: 'Start Your Journey',
        results: ['5x', '60%', '45%', '3x'],
      },
      legal: {
        card: 'Legal AI',
        title: 'Legal AI Suite',
        hero: ['Schedule Demo', 'Talk to Expert'],
        closing: 'Get Started Now',
        results: ['80%', '95%', '100%', '60%'],
      },
      finance: {
        card: 'Finance AI',
        title: 'Finance AI Suite',
        hero: ['Schedule Demo', 'View Pricing'],
        closing: 'Start Optimizing',
        results: ['95%', '70%', '99%', '40%'],
      },
      operations: {
        card: 'Operations AI',
        title: 'Operations AI Suite',
        hero: ['Schedule Demo', 'See It In Action'],
        closing: 'Transform Operations',
        results: ['50%', '85%', '70%', '30%'],
      },
    } satisfies Record<Category, CategoryText>,
  },
  sv: {
    h1: 'AI-produkter byggda för ert företag',
    categoriesTitle: 'Produktkategorier',
    viewPortfolio: 'Visa portfölj',
    viewMore: 'Läs mer',
    howItWorksTitle: 'Så fungerar det',
    steps: ['Upptäck', 'Integrera', 'Optimera'],
    bookCall: 'Boka ett samtal',
    exploreCategories: 'Utforska kategorier',
    viewDemo: 'Se demo',
    resultsTitle: 'Resultat ni kan förvänta er',
    productsTitle: 'Produkter i sviten',
    categories: {
      sales: {
        card: 'AI för försäljning',
        title: 'AI-svit för försäljning',
        hero: ['Boka demo', 'Prata med säljare'],
        closing: 'Kom igång i dag',
        results: [`40${NB}%`, '3x', `50${NB}%`, '2,5x'],
      },
      marketing: {
        card: 'AI för marknadsföring',
        title: 'AI-svit för marknadsföring',
        hero: ['Boka demo', 'Se kundcase'],
        closing: 'Börja er resa',
        results: ['5x', `60${NB}%`, `45${NB}%`, '3x'],
      },
      legal: {
        card: 'AI för juridik',
        title: 'AI-svit för juridik',
        hero: ['Boka demo', 'Prata med en expert'],
        closing: 'Kom igång nu',
        results: [`80${NB}%`, `95${NB}%`, `100${NB}%`, `60${NB}%`],
      },
      finance: {
        card: 'AI för ekonomi',
        title: 'AI-svit för ekonomi',
        hero: ['Boka demo', 'Se priser'],
        closing: 'Börja optimera',
        results: [`95${NB}%`, `70${NB}%`, `99${NB}%`, `40${NB}%`],
      },
      operations: {
        card: 'AI för verksamheten',
        title: 'AI-svit för verksamheten',
        hero: ['Boka demo', 'Se hur det fungerar'],
        closing: 'Effektivisera verksamheten',
        results: [`50${NB}%`, `85${NB}%`, `70${NB}%`, `30${NB}%`],
      },
    } satisfies Record<Category, CategoryText>,
  },
} as const;

const PRODUCT_COUNTS: Record<Category, number> = { sales: 5, marketing: 5, legal: 5, finance: 5, operations: 4 };

/** Where each category page's second hero button leads: /contact on every page, Marketing's View Case Studies included. */
const SECONDARY_TARGET: Record<Category, string> = {
  sales: '/contact',
  marketing: '/contact',
  legal: '/contact',
  finance: '/contact',
  operations: '/contact',
};

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`products landing (${lang}): five categories, one portfolio open at a time, How It Works`, async ({ page }) => {
    await open(page, '/products', lang);
    await expect(h1(page)).toHaveText(text.h1);
    expect(await linkTarget(main(page).getByRole('link', { name: text.viewDemo }).first())).toBe(
      inLang('/contact', lang),
    );
    await expect(main(page).getByRole('link', { name: text.exploreCategories })).toHaveAttribute('href', '#categories');

    const categories = section(page, text.categoriesTitle);
    const cards = categories.locator(':scope ul > li').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(CATEGORIES.map((id) => text.categories[id].card));

    // View Portfolio: a <details> per category, one open at a time (the browser keeps it so), a
    // second click closes it, and the address never changes.
    const url = page.url();
    const portfolios = cards.locator('details');
    const toggles = portfolios.locator('summary');
    await expect(portfolios).toHaveCount(5);
    await expect(toggles).toHaveText(Array(5).fill(new RegExp(`^${text.viewPortfolio}`)));
    const portfolio = (index: number) => cards.nth(index).locator('ul');
    const expanded = (index: number) => expect.poll(() => axExpanded(toggles.nth(index)));
    for (let index = 0; index < 5; index++) {
      await expect(portfolios.nth(index)).not.toHaveAttribute('open');
      await expanded(index).toBe(false);
      await expect(portfolio(index)).toBeHidden();
    }
    await toggles.nth(0).click();
    await expect(portfolios.nth(0)).toHaveAttribute('open', '');
    await expanded(0).toBe(true);
    await expect(portfolio(0).getByRole('listitem')).toHaveCount(5);
    await expect(portfolio(0)).toBeVisible();
    await toggles.nth(4).click();
    await expect(portfolios.nth(4)).toHaveAttribute('open', '');
    await expanded(4).toBe(true);
    await expect(portfolio(4)).toBeVisible();
    await expect(portfolio(4).getByRole('listitem')).toHaveCount(4);
    await expect(portfolios.nth(0)).not.toHaveAttribute('open');
    await expanded(0).toBe(false);
    await expect(portfolio(0)).toBeHidden();
    await toggles.nth(4).click();
    await expect(portfolios.nth(4)).not.toHaveAttribute('open');
    await expanded(4).toBe(false);
    await expect(portfolio(4)).toBeHidden();
    for (let index = 0; index < 5; index++) await expect(portfolio(index)).toBeHidden();
    expect(page.url()).toBe(url);

    // View More: one per category, to its page.
    const viewMore = categories.getByRole('link', { name: new RegExp(`^${text.viewMore}`) });
    expect(await Promise.all((await viewMore.all()).map(linkTarget))).toEqual(
      CATEGORIES.map((id) => inLang(`/products/${id}`, lang)),
    );

    const steps = section(page, text.howItWorksTitle).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(text.steps);

    await expect(main(page).getByRole('button', { name: text.bookCall })).toBeVisible();

    await viewMore.nth(2).click();
    await pageReady(page);
    await expect.poll(() => pathOf(page)).toBe(inLang('/products/legal', lang));
    await expect(h1(page)).toHaveText(text.categories.legal.title);
  });

  test(`product category pages (${lang}): title, buttons, four results, product lists`, async ({ page }) => {
    for (const [index, id] of CATEGORIES.entries()) {
      const category = text.categories[id];
      if (index === 0) await open(page, `/products/${id}`, lang);
      else await navigateInApp(page, `/products/${id}`);
      await expect(h1(page), id).toHaveText(category.title);

      // The hero's two buttons, exactly labelled, and where they go.
      const [primary, secondary] = category.hero;
      const primaryLink = main(page).getByRole('link', { name: primary, exact: true });
      const secondaryLink = main(page).getByRole('link', { name: secondary, exact: true });
      expect(await linkTarget(primaryLink), `${id}: ${primary}`).toBe(inLang('/contact', lang));
      expect(await linkTarget(secondaryLink), `${id}: ${secondary}`).toBe(inLang(SECONDARY_TARGET[id], lang));

      const results = section(page, text.resultsTitle).getByRole('listitem');
      await expect(results, `${id}: four result tiles`).toHaveCount(4);
      for (const [index, value] of category.results.entries()) await expect(results.nth(index)).toContainText(value);

      const products = section(page, text.productsTitle).getByRole('heading', { level: 3 });
      await expect(products, `${id}: product count`).toHaveCount(PRODUCT_COUNTS[id]);
      // Every product has four features.
      const productCards = section(page, text.productsTitle)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(productCards).toHaveCount(PRODUCT_COUNTS[id]);
      for (const card of await productCards.all()) await expect(card.locator('ul > li')).toHaveCount(4);

      const external = section(page, text.productsTitle).locator('a[target="_blank"]');
      if (id === 'operations') {
        // Exactly two products (talent management and the trucking TMS) link out, in a new tab.
        await expect(external).toHaveCount(2);
        for (const link of await external.all()) {
          await expect(link).toHaveAttribute('href', /^https:\/\//);
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
        await expect(external.nth(0)).toHaveAccessibleName(/talent|kompetens/i);
        await expect(external.nth(1)).toHaveAccessibleName(/truck|transport|åkeri/i);
      } else {
        await expect(external).toHaveCount(0);
      }

      const closing = main(page).getByRole('link', { name: category.closing, exact: true });
      expect(await linkTarget(closing), `${id}: ${category.closing}`).toBe(inLang('/contact', lang));
    }
    // A closing button leads to the contact page.
    await main(page).getByRole('link', { name: text.categories.operations.closing, exact: true }).click();
    await pageReady(page);
    await expect.poll(() => pathOf(page)).toBe(inLang('/contact', lang));
  });
}

test('a long Swedish compound in a heading hyphenates at 360 px; English headings do not', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const hyphens = (name: string) =>
    main(page)
      .getByRole('heading', { name: new RegExp(`^${name}`) })
      .evaluate((heading) => getComputedStyle(heading).hyphens);
  // 'Transportledningssystem' is wider than the product's card: without hyphenation it was cut
  // after 'Transportledningssy'.
  await open(page, '/products/operations', 'sv');
  expect(await hyphens('Transportledningssystem för åkerier')).toBe('auto');
  expect(await h1(page).evaluate((heading) => getComputedStyle(heading).hyphens)).toBe('auto');
  await open(page, '/products/operations', 'en');
  expect(await hyphens('Trucking Transport Management System')).toBe('manual');
});
