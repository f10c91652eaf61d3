import type { Locator, Page } from '@playwright/test';
import { expectOpensBooking } from '../support/booking';
import { main, navigateInApp, open, section } from '../support/page';
import { appConfig, expect, LANGS, type Lang, test } from '../support/test';

interface EntryPoint {
  name: string;
  path: string;
  opener: (page: Page) => Locator;
}

const button = (page: Page, name: string, within?: string) =>
  (within ? section(page, within) : main(page)).getByRole('button', { name, exact: true });

const ENTRY_POINTS: Record<Lang, EntryPoint[]> = {
  en: [
    {
      name: 'home final call to action',
      path: '/',
      opener: (p) => button(p, 'Book Free Consultation', 'Ready to Take the First Step?'),
    },
    { name: 'services call to action', path: '/services', opener: (p) => button(p, 'Book Free Consultation') },
    // The four service pages are one component; two of them are enough to catch a page-specific break.
    ...['ai-strategy', 'ai-integration'].flatMap((id) => [
      {
        name: `${id} hero`,
        path: `/services/${id}`,
        opener: (p: Page) => button(p, 'Book Free Consultation').first(),
      },
      {
        name: `${id} Book Free Consultation`,
        path: `/services/${id}`,
        opener: (p: Page) => button(p, 'Book Free Consultation', 'Ready to Get Started?'),
      },
    ]),
    { name: 'products Book a Call', path: '/products', opener: (p) => button(p, 'Book a Call') },
    { name: 'contact View Calendar', path: '/contact', opener: (p) => button(p, 'View Calendar') },
    {
      name: 'case studies Schedule a Consultation',
      path: '/case-studies',
      opener: (p) => button(p, 'Schedule a Consultation'),
    },
    { name: 'about call to action', path: '/about', opener: (p) => button(p, 'Book Free Consultation') },
  ],
  sv: [
    {
      name: 'home final call to action',
      path: '/',
      opener: (p) => button(p, 'Boka kostnadsfri konsultation', 'Redo att ta första steget?'),
    },
    { name: 'services call to action', path: '/services', opener: (p) => button(p, 'Boka kostnadsfri konsultation') },
    {
      name: 'ai-strategy hero',
      path: '/services/ai-strategy',
      opener: (p) => button(p, 'Boka kostnadsfri konsultation').first(),
    },
    {
      name: 'ai-strategy Book Free Consultation',
      path: '/services/ai-strategy',
      opener: (p) => button(p, 'Boka kostnadsfri konsultation', 'Redo att komma igång?'),
    },
    { name: 'products Book a Call', path: '/products', opener: (p) => button(p, 'Boka ett samtal') },
    { name: 'contact Visa Kalender', path: '/contact', opener: (p) => button(p, 'Visa Kalender') },
    {
      name: 'case studies Schedule a Consultation',
      path: '/case-studies',
      opener: (p) => button(p, 'Boka en konsultation'),
    },
    { name: 'about call to action', path: '/about', opener: (p) => button(p, 'Boka kostnadsfri konsultation') },
  ],
};

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  const entries = ENTRY_POINTS[lang];
  const half = Math.ceil(entries.length / 2);
  for (const [part, list] of [entries.slice(0, half), entries.slice(half)].entries()) {
    test(`the booking dialog from every entry point, part ${part + 1}/2 (${lang}, 1440 px)`, async ({ page }) => {
      test.setTimeout(20_000 + list.length * 10_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const [index, entry] of list.entries()) {
        await test.step(entry.name, async () => {
          if (index === 0) await open(page, entry.path, lang);
          else if (entry.path !== list[index - 1]?.path) await navigateInApp(page, entry.path);
          // Each entry point closes once, with the close button and Escape in turn.
          await expectOpensBooking(page, entry.opener(page), lang, [index % 2 ? 'Escape' : 'close button']);
        });
      }
    });
  }
}

test('the booking dialog on a 360 px phone: 80% high, within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/contact');
  await expectOpensBooking(page, button(page, 'View Calendar'), 'en');
});

test('a page view asks the booking page for nothing until the dialog opens, which loads it once', async ({ page }) => {
  const { links } = await appConfig();
  const calendar: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(new URL(links.booking).origin)) calendar.push(request.url());
  });
  await open(page, '/contact');
  await navigateInApp(page, '/about');
  await navigateInApp(page, '/contact');
  expect(calendar, 'requests of the booking page before the dialog opened').toEqual([]);
  await expectOpensBooking(page, button(page, 'View Calendar'), 'en', ['Escape', 'close button']);
  expect(calendar, 'the booking page loaded once, kept while closed and opened again').toHaveLength(1);
});
