// Ad-hoc screenshots (not committed): both languages, light and dark, 360 px and desktop, with
// the drawer / menu / dialog open.
import { chromium } from '@playwright/test';

const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lang of ['en', 'sv'])
  for (const scheme of ['light', 'dark'])
    for (const [w, h] of [
      [360, 740],
      [1280, 800],
    ]) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
      const page = await context.newPage();
      const q = lang === 'sv' ? '?lang=sv' : '?lang=en';
      await page.goto(`${base}/${q}`);
      await page.screenshot({ path: `/tmp/shots/home-${lang}-${scheme}-${w}.png` });
      if (w === 360) {
        await page.locator('button[commandfor="mobile-drawer"]').click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: `/tmp/shots/drawer-${lang}-${scheme}-${w}.png` });
        await page.keyboard.press('Escape');
      } else {
        await page.locator('button[popovertarget]').first().click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: `/tmp/shots/menu-${lang}-${scheme}-${w}.png` });
        await page.keyboard.press('Escape');
      }
      await page.goto(`${base}/contact${q}`);
      await page.locator('button[commandfor="booking-dialog"]').first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/booking-${lang}-${scheme}-${w}.png` });
      await page.keyboard.press('Escape');
      await page.locator('details').first().locator('summary').click();
      await page.locator('details').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/contact-faq-${lang}-${scheme}-${w}.png` });
      await page.goto(`${base}/${q}`);
      await page.locator('[data-carousel]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/carousel-${lang}-${scheme}-${w}.png` });
      await page.goto(`${base}/products${q}`);
      await page.locator('main details').first().locator('summary').click();
      await page.locator('main details').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/products-${lang}-${scheme}-${w}.png` });
      await page.goto(`${base}/blog${q}`);
      await page.screenshot({ path: `/tmp/shots/blog-${lang}-${scheme}-${w}.png` });
      await context.close();
    }
await browser.close();
