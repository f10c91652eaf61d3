/**
 * The public site's controls as the browser runs them from the server's HTML (native dialogs,
 * popovers, details, radios, links, forms): shared by the specs that use them without any app
 * script, with JavaScript off (no-script.spec.ts) and on before the apps start (first-tap.spec.ts).
 */
import type { Page, Request } from '@playwright/test';
import { expect, type Lang, withLang } from './test';
import { TEXT } from './text';

export const NATIVE_TEXT = {
  en: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    nav: 'Main navigation',
    services: 'Services',
    blog: 'Blog',
    faq: 'How long does an AI implementation take?',
    faq2: 'What does it cost?',
    next: 'Next testimonial',
    previous: 'Previous testimonial',
    dot: (n: number) => `Go to testimonial ${n}`,
    slide: (n: number) => `Testimonial ${n} of 4`,
    viewCalendar: 'View Calendar',
    openBookingPage: 'Open the booking page',
    aboutH1: 'About Northwind AI',
  },
  sv: {
    openMenu: 'Öppna menyn',
    closeMenu: 'Stäng menyn',
    nav: 'Huvudmeny',
    services: 'Tjänster',
    blog: 'Blogg',
    faq: 'Hur lång tid tar det att införa AI?',
    faq2: 'Vad kostar det?',
    next: 'Nästa omdöme',
    previous: 'Föregående omdöme',
    dot: (n: number) => `Gå till omdöme ${n}`,
    slide: (n: number) => `Omdöme ${n} av 4`,
    viewCalendar: 'Visa Kalender',
    openBookingPage: 'Öppna bokningssidan',
    aboutH1: 'Om Northwind AI',
  },
} as const;

/** Opens `path` in `lang` without waiting for (or starting) any app. */
export async function openServed(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(withLang(path, lang));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Every script request a page makes from now on that is not the inline boot script. */
export function watchAppScripts(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return scripts;
}

export { TEXT };
