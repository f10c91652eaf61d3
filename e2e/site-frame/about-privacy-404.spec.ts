import { h1, main, open, pageReady, pathOf, section } from '../support/page';
import { appConfig, expect, inLang, LANGS, test } from '../support/test';

const TEXT = {
  en: {
    aboutH1: (brand: string) => `About ${brand}`,
    journeyTitle: 'Our Journey',
    years: ['2020', '2021', '2023', '2024', '2025', 'Today'],
    events: [
      'Founded in Gothenburg',
      'First 50 customers',
      'Product suite launch',
      'Proof in Action',
      'The Suite Era',
      'Real Impact',
    ],
    teamTitle: 'Meet the Team',
    roles: ['CEO & Founder', 'CTO and Chief Architect', 'Head of Consulting'],
    portraits: ['Erik Lindgren', 'Sara Ekström', 'Jonas Håkansson'].map((name) => `Illustrated portrait of ${name}`),
    privacyH1: 'Privacy Notice',
    lastUpdated: 'Last updated: 24 September 2025',
    privacyFirst: 'Our principles',
    privacyLast: 'Changes to this notice',
    notFoundH1: 'Page Not Found',
    notFoundText: "The page you're looking for doesn't exist or has been moved.",
    backHome: 'Back to Home',
    goBack: 'Go Back',
    homeH1: 'Put AI to work where it pays off',
  },
  sv: {
    aboutH1: (brand: string) => `Om ${brand}`,
    journeyTitle: 'Vår resa',
    years: ['2020', '2021', '2023', '2024', '2025', 'I dag'],
    events: [
      'Grundat i Göteborg',
      'De första 50 kunderna',
      'Lansering av produktsviten',
      'Bevis i praktiken',
      'Svitens era',
      'Verklig effekt',
    ],
    teamTitle: 'Möt teamet',
    roles: ['VD och grundare', 'Teknikchef och chefsarkitekt', 'Konsultchef'],
    portraits: ['Erik Lindgren', 'Sara Ekström', 'Jonas Håkansson'].map((name) => `Illustrerat porträtt av ${name}`),
    privacyH1: 'Integritetspolicy',
    lastUpdated: 'Senast uppdaterad: 24 september 2025',
    privacyFirst: 'Våra principer',
    privacyLast: 'Ändringar i policyn',
    notFoundH1: 'Sidan hittades inte',
    notFoundText: 'Sidan du letar efter finns inte eller har flyttats.',
    backHome: 'Tillbaka till startsidan',
    goBack: 'Gå tillbaka',
    homeH1: 'Använd AI där det lönar sig',
  },
} as const;

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`about (${lang}): the journey from 2020 to today and a team of three`, async ({ page }) => {
    const { brand } = await appConfig();
    await open(page, '/about', lang);
    await expect(h1(page)).toHaveText(text.aboutH1(brand.name));

    const journey = section(page, text.journeyTitle).getByRole('listitem');
    await expect(journey).toHaveCount(6);
    for (const [index, year] of text.years.entries()) {
      await expect(journey.nth(index).locator('p').first()).toHaveText(year);
      await expect(journey.nth(index).getByRole('heading')).toHaveText(text.events[index] as string);
    }

    const team = section(page, text.teamTitle);
    const members = team.getByRole('listitem');
    await expect(members).toHaveCount(3);
    await expect(members.getByRole('heading', { level: 3 })).toHaveCount(3);
    for (const [index, role] of text.roles.entries()) await expect(members.nth(index)).toContainText(role);

    // Each member has a photo with alt text in the page's language, and it has really loaded.
    for (const [index, alt] of text.portraits.entries()) {
      const portrait = members.nth(index).getByRole('img', { name: alt, exact: true });
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toBeVisible();
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
          message: `${alt} has loaded`,
        })
        .toBeGreaterThan(0);
      const box = await portrait.boundingBox();
      expect(box && Math.round(box.width)).toBe(112);
      expect(box && Math.round(box.height)).toBe(112);
    }
  });

  test(`privacy notice (${lang}): last updated 24 September 2025 and eleven sections`, async ({ page }) => {
    await open(page, '/privacy-notice', lang);
    await expect(h1(page)).toHaveText(text.privacyH1);
    await expect(main(page).getByText(text.lastUpdated)).toBeVisible();
    await expect(main(page).locator('time')).toHaveAttribute('datetime', '2025-09-24');

    const sections = main(page).getByRole('region');
    await expect(sections).toHaveCount(11);
    const headings = sections.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(11);
    await expect(headings.first()).toHaveText(`1. ${text.privacyFirst}`);
    await expect(headings.last()).toHaveText(`11. ${text.privacyLast}`);
    for (let n = 1; n <= 11; n++) await expect(headings.nth(n - 1)).toHaveText(new RegExp(`^${n}\\. `));
    // The Swedish data protection authority is the complaints body.
    await expect(main(page)).toContainText('Integritetsskyddsmyndigheten');
  });

  test(`404 (${lang}): Page Not Found, Back to Home and Go Back`, async ({ page }) => {
    // A visitor on /about follows a dead address.
    await open(page, '/about', lang);
    await page.goto(inLang('/this-page-does-not-exist', lang));
    await pageReady(page);
    await expect(h1(page)).toHaveText(text.notFoundH1);
    await expect(main(page)).toContainText(text.notFoundText);

    // Go Back returns to the page they came from.
    await main(page).getByRole('button', { name: text.goBack }).click();
    await pageReady(page);
    expect(pathOf(page)).toBe(inLang('/about', lang));

    // Back to Home leads to the home page in the same language.
    await page.goto(inLang('/no/such/page', lang));
    await pageReady(page);
    await expect(h1(page)).toHaveText(text.notFoundH1);
    await main(page).getByRole('link', { name: text.backHome }).click();
    await pageReady(page);
    expect(pathOf(page)).toBe(inLang('/', lang));
    await expect(h1(page)).toHaveText(text.homeH1);
  });
}

test('404 opened in a new tab: Go Back, with nothing to go back to, leads home instead of a dead end', async ({
  page,
}) => {
  await open(page, '/');
  // A link to a dead address opened in a new tab: the tab's history starts at the 404 page.
  const popup = page.waitForEvent('popup');
  await page.evaluate(() => window.open('/this-page-does-not-exist', '_blank', 'noopener'));
  const tab = await popup;
  await pageReady(tab);
  await expect(h1(tab)).toHaveText(TEXT.en.notFoundH1);
  expect(await tab.evaluate(() => window.history.length)).toBe(1);
  await main(tab).getByRole('button', { name: TEXT.en.goBack }).click();
  await pageReady(tab);
  expect(pathOf(tab)).toBe('/');
  await expect(h1(tab)).toHaveText(TEXT.en.homeH1);
});

test('an unknown product category shows the 404 page', async ({ page }) => {
  await open(page, '/products/unknown');
  await expect(h1(page)).toHaveText(TEXT.en.notFoundH1);
});
