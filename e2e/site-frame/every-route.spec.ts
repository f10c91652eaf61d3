/**
 * One pass over every public address in each language: axe (WCAG 2.0/2.1 A and AA; no serious or
 * critical violation) in the light theme, and in English its colour rules in the dark theme too; at
 * 1440, 900 (where the wider layouts start) and 360 px, no horizontal scrolling and no text running
 * out of its box (a Swedish compound in a card); at 360 px the headings break only between words or
 * at a hyphenation point, drawn as a hyphen (the build's and the server's soft hyphens, not the
 * browser's Swedish dictionary, which headless Chromium lacks). The first route of a pass is loaded, the others are
 * reached inside the app (as a visitor clicking a link would), which keeps the sweep fast; the other
 * specs load each page cold. Failures are collected per route (soft assertions) so one run lists
 * them all.
 */
import type { Page } from '@playwright/test';
import { PUBLISHED_BLOGS } from '../../scripts/seed/content.mjs';
import {
  expectHeadingsWhole,
  expectNoHorizontalOverflow,
  expectNoSeriousViolations,
  expectTextInItsBoxes,
} from '../support/a11y';
import { navigateInApp, open } from '../support/page';
import { PUBLIC_ROUTES } from '../support/routes';
import { expect, LANGS, test } from '../support/test';

// Seeded posts: the newest (the markdown showcase) and the first with a link in its body and a
// Swedish translation, so prose links and the Swedish body are checked too.
const POSTS = [PUBLISHED_BLOGS[0], PUBLISHED_BLOGS.find((blog) => /\]\(/.test(blog.content) && blog.content_sv)].map(
  (blog) => `/blog/${blog?.slug}`,
);
const ROUTES = [...PUBLIC_ROUTES, ...POSTS];
const HALF = Math.ceil(ROUTES.length / 2);
const PARTS = [ROUTES.slice(0, HALF), ROUTES.slice(HALF)];

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
}

test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  for (const [index, routes] of PARTS.entries()) {
    const dark = lang === 'en';
    test(`every public route, part ${index + 1}/2 (${lang}): axe${dark ? ' light and dark' : ''}, no overflow at 1440, 900 and 360 px, headings whole at 360 px`, async ({
      page,
    }) => {
      test.setTimeout(20_000 + routes.length * 12_000);
      for (const [n, route] of routes.entries()) {
        const at = `${route} (${lang})`;
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.emulateMedia({ colorScheme: 'light' });
        if (n === 0) await open(page, route, lang);
        else await navigateInApp(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await setScheme(page, 'light');
        await expectNoSeriousViolations(page, `${at}, light`, { soft: true });
        await expectNoHorizontalOverflow(page, `${at} at 1440 px`, { soft: true });
        await expectTextInItsBoxes(page, `${at} at 1440 px`, { soft: true });
        if (dark) {
          // The system theme follows the operating system live: the same page, now dark (its
          // colours; the elements, names and roles are the ones just checked).
          await setScheme(page, 'dark');
          await expectNoSeriousViolations(page, `${at}, dark`, { soft: true, colourOnly: true });
        }
        await page.setViewportSize({ width: 900, height: 900 });
        await expectNoHorizontalOverflow(page, `${at} at 900 px`, { soft: true });
        await expectTextInItsBoxes(page, `${at} at 900 px`, { soft: true });
        await page.setViewportSize({ width: 360, height: 740 });
        await expectNoHorizontalOverflow(page, `${at} at 360 px`, { soft: true });
        await expectTextInItsBoxes(page, `${at} at 360 px`, { soft: true });
        await expectHeadingsWhole(page, `${at} at 360 px`, { soft: true });
      }
    });
  }
}
