#!/usr/bin/env node
// The size of each server-rendered page (its whole HTML) and of the critical CSS it carries inline
// (its <style> elements, what the renderer takes out of Emotion), raw and gzip-compressed (level 9),
// per route, from the production builds as the Hosting emulator serves them with the seeded demo
// content.
//
//   pnpm build && node scripts/local-stack/with-emulators.mjs --only auth,firestore,functions,storage,hosting -- node scripts/bench/css-bytes.mjs [route…]
//
// Prints one line per route (status, HTML bytes, number of <style> elements, CSS bytes) and the
// totals; asserts nothing.
import { gzipSync } from 'node:zlib';
import { publishedBlogPost, seedDemoContent, serveProductionBuilds } from './common.mjs';

const routes = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
await seedDemoContent();
const post = await publishedBlogPost();
const measured = routes.length
  ? routes
  : ['/', '/sv/', '/services', '/blog', post.route, `/sv${post.route}`, '/case-studies', '/about', '/contact'];
const { origin, close } = await serveProductionBuilds();
let totalRaw = 0;
let totalGzip = 0;
let totalHtml = 0;
let totalHtmlGzip = 0;
console.log(
  'route'.padEnd(48),
  'status',
  'HTML B'.padStart(8),
  'gzip B'.padStart(8),
  'styles',
  'CSS B'.padStart(8),
  'gzip B'.padStart(8),
);
for (const route of measured) {
  const response = await fetch(`${origin}${route}`);
  const html = await response.text();
  const styles = Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1] ?? '');
  const css = styles.join('');
  const raw = Buffer.byteLength(css);
  const gzip = gzipSync(css, { level: 9 }).length;
  const htmlRaw = Buffer.byteLength(html);
  const htmlGzip = gzipSync(html, { level: 9 }).length;
  totalRaw += raw;
  totalGzip += gzip;
  totalHtml += htmlRaw;
  totalHtmlGzip += htmlGzip;
  console.log(
    route.padEnd(48),
    String(response.status).padStart(6),
    String(htmlRaw).padStart(8),
    String(htmlGzip).padStart(8),
    String(styles.length).padStart(6),
    String(raw).padStart(8),
    String(gzip).padStart(8),
  );
}
console.log(
  'total'.padEnd(48),
  ''.padStart(6),
  String(totalHtml).padStart(8),
  String(totalHtmlGzip).padStart(8),
  ''.padStart(6),
  String(totalRaw).padStart(8),
  String(totalGzip).padStart(8),
);
await close();
