#!/usr/bin/env node
// What a visit without JavaScript downloads, per route: every request a fresh visit (no cache)
// makes until the network is idle, its bytes (headers and body as received) and, apart, the
// requests to third parties the page embeds (the booking page's origin). A browser loads frames at
// once where no script runs, `loading="lazy"` or not, so an embed on every page costs every page view.
//
//   pnpm build && node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions,storage,hosting -- node scripts/bench/no-script-bytes.mjs [route…]
//
// Prints one line per route and the totals; asserts nothing. The booking page's own bytes are the
// third party's (the placeholder address answers nothing here): the count of its requests is the measure.
import { readFile } from 'node:fs/promises';
import { kb, launchPlaywrightChromium, seedDemoContent, serveProductionBuilds } from './common.mjs';

const routes = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const ROUTES =
  routes.length > 0 ? routes : ['/', '/services', '/products', '/about', '/contact', '/blog', '/sv/', '/sv/contact'];

const { origin } = await serveProductionBuilds();
await seedDemoContent();
// The booking page the served configuration names, else the default one.
const defaults = JSON.parse(
  await readFile(new URL('../../platform/src/default-app-config.json', import.meta.url), 'utf8'),
);
const served = await (await fetch(`${origin}/app-config.json`)).json();
const booking = new URL(served.links?.booking ?? defaults.links.booking).origin;

const browser = await launchPlaywrightChromium();
try {
  console.log(`\nA visit without JavaScript, no cache (${origin}); third party: ${booking}\n`);
  console.log(['route', 'requests', 'downloaded', 'booking page requests'].join('\t'));
  let totalRequests = 0;
  let totalBytes = 0;
  let totalBooking = 0;
  for (const route of ROUTES) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    /** @type {Promise<number>[]} */
    const sizes = [];
    let requests = 0;
    let bookingRequests = 0;
    page.on('request', (request) => {
      requests++;
      if (request.url().startsWith(booking)) bookingRequests++;
    });
    page.on('requestfinished', (request) =>
      sizes.push(
        request.sizes().then(
          (size) => size.responseHeadersSize + size.responseBodySize,
          () => 0,
        ),
      ),
    );
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    console.log([route, requests, `${kb(bytes).toFixed(1)} KB`, bookingRequests].join('\t'));
    totalRequests += requests;
    totalBytes += bytes;
    totalBooking += bookingRequests;
    await context.close();
  }
  console.log(['total', totalRequests, `${kb(totalBytes).toFixed(1)} KB`, totalBooking].join('\t'));
} finally {
  await browser.close();
}
