import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';

const OUT = '/tmp/wt-console-shots';

test('console widths (screenshots for review)', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  for (const lang of ['', '/sv']) {
    for (const width of [599, 600, 610, 620, 630, 639, 640, 660]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`${lang}/admin/leads`);
      await expect(page.getByRole('tablist')).toBeVisible();
      await page.waitForTimeout(400);
      const tabs = page.getByRole('tablist');
      const box = await tabs.boundingBox();
      const scroller = await page.evaluate(() => {
        const list = document.querySelector('[role="tablist"]');
        const scroll = list?.parentElement;
        const buttons = Array.from(document.querySelectorAll('.MuiTabs-scrollButtons')).map((b) => {
          const r = b.getBoundingClientRect();
          return `${Math.round(r.x)}:${Math.round(r.width)}:${getComputedStyle(b).display}:${b.className.includes('disabled') ? 'dis' : 'en'}`;
        });
        const tabs = Array.from(document.querySelectorAll('[role="tab"]')).map((t) => {
          const r = t.getBoundingClientRect();
          return `${t.textContent}@${Math.round(r.x)}+${Math.round(r.width)}`;
        });
        return { sw: scroll?.scrollWidth, cw: scroll?.clientWidth, sl: scroll?.scrollLeft, buttons, tabs, docW: document.documentElement.scrollWidth };
      });
      console.log(lang || 'en', width, JSON.stringify(box), JSON.stringify(scroller));
      await page.screenshot({ path: `${OUT}/tabs${lang.replace('/', '-')}-${width}.png`, clip: { x: 0, y: 0, width, height: 260 } });
    }
  }
  for (const width of [360, 400]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/leads', '/admin/staff', '/admin/audit']) {
      await page.goto(path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/list${path.replaceAll('/', '-')}-${width}.png`, fullPage: false });
    }
  }
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto('/sv/admin/blog/new');
  const field = page.getByLabel('Publicera (svensk tid)', { exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.fill('2030-03-05T14:30');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/date-sv.png`, fullPage: false });
  await page.goto('/admin/blog/new');
  const enField = page.getByLabel('Publish at (Stockholm time)', { exact: true });
  await enField.scrollIntoViewIfNeeded();
  await enField.fill('2030-03-05T14:30');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/date-en.png`, fullPage: false });
});
