import net from 'node:net';
import { APP_PORTS, EMULATOR_HOST, REMOTE_DOWN_PORT } from '../../scripts/local-stack/ports.mjs';
import { expect, test } from '../support/csp';
import { siteOrigin } from '../support/ports';

/**
 * Makes `port` reach the Hosting site on `toPort`: every connection is passed through as it is,
 * so the browser gets the very responses (files and headers) the Hosting emulator sends.
 */
async function forward(port: number, toPort: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(toPort, EMULATOR_HOST);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, EMULATOR_HOST, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// The Hosting site 'remote-down-shell' is a shell of its own whose app-config.json puts its site
// remote on REMOTE_DOWN_PORT, where nothing answers: the remote is down.
test('a site remote that cannot load shows a translated error with a retry that recovers', async ({ page }) => {
  let remote: { close: () => Promise<void> } | undefined;
  try {
    await page.goto(`${siteOrigin('remote-down-shell')}/about`);
    const alert = page.getByTestId('remote-error');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading')).toHaveText('This part of the site could not be loaded');
    // The frame still works: header and footer are there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // In Swedish too.
    await page.getByTestId('language-toggle').first().click();
    await expect(alert.getByRole('heading')).toHaveText('Den här delen av webbplatsen kunde inte laddas');

    // The remote comes back (its address reaches the site remote's Hosting site); retry loads it
    // without reloading the page.
    remote = await forward(REMOTE_DOWN_PORT, APP_PORTS.site);
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await remote?.close();
  }
});
