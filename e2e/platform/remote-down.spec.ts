import type { Server } from 'node:http';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { expect, test } from '../support/csp';
import { origin } from '../support/ports';
import { deploy, e2eAppConfig } from '../support/stack';

// A shell of its own whose site remote lives on a port where nothing answers yet.
const SHELL_PORT = 4110;
const SITE_PORT = 4111;

test('a site remote that cannot load shows a translated error with a retry that recovers', async ({ page }) => {
  const config = await e2eAppConfig({ site: `${origin(SITE_PORT)}/remoteEntry.js` });
  const servers: Server[] = [
    await serveStatic({
      dir: deploy('shell', undefined, 'remote-down/shell'),
      port: SHELL_PORT,
      target: 'shell',
      appConfig: config,
    }),
  ];
  try {
    await page.goto(`${origin(SHELL_PORT)}/about`);
    const alert = page.getByTestId('remote-error');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading')).toHaveText('This part of the site could not be loaded');
    // The frame still works: header and footer are there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // In Swedish too.
    await page.getByTestId('language-toggle').first().click();
    await expect(alert.getByRole('heading')).toHaveText('Den här delen av webbplatsen kunde inte laddas');

    // The remote comes back; retry loads it without reloading the page.
    servers.push(
      await serveStatic({ dir: deploy('site', undefined, 'remote-down/site'), port: SITE_PORT, target: 'site' }),
    );
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
});
