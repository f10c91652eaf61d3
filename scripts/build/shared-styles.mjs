#!/usr/bin/env node
// The shell's shared stylesheet (shell/src/build/sharedStyles.tsx): renders the frame with the
// built server (shell/lib/shell-server.cjs), writes its CSS to dist/static/css/shared.<hash>.css
// (immutable, like every file under /static/) and links it from dist/app.html, the page every
// server-rendered document is made from, with the Emotion names it holds; and the icon sprite
// (shell/src/server/iconSprite.ts) to dist/static/icons/<hash>.svg, named by a <meta> of
// app.html. Run by the shell's build, after its browser and server builds; the local stack's
// watch builds (scripts/local-stack/stack.mjs) finish each deployed shell with it too.
//
//   node scripts/build/shared-styles.mjs [shell dir]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The shell's page (APP_PAGE in rspack-app.mjs, which this script does not import: it needs the build's packages). */
const APP_PAGE = 'app.html';

/**
 * Writes the shared stylesheet and the icon sprite the shell's built `serverBundle` makes into the
 * shell's build folder `dist`, and names both in its app.html.
 * @param {string} dist
 * @param {string} serverBundle
 * @returns {Promise<string[]>} what was written, one line each
 */
export async function addSharedAssets(dist, serverBundle) {
  const server = createRequire(import.meta.url)(serverBundle);
  const sheet = await server.sharedStylesheet();
  const hash = createHash('sha256').update(sheet.css).digest('hex').slice(0, 16);
  const file = `static/css/shared.${hash}.css`;
  mkdirSync(path.join(dist, 'static/css'), { recursive: true });
  writeFileSync(path.join(dist, file), sheet.css);

  const sprite = server.iconSprite();
  mkdirSync(path.join(dist, 'static/icons'), { recursive: true });
  writeFileSync(path.join(dist, sprite.path), sprite.svg);

  const pagePath = path.join(dist, APP_PAGE);
  const page = readFileSync(pagePath, 'utf8');
  if (page.includes('data-emotion-shared=')) throw new Error(`${APP_PAGE} already links a shared stylesheet`);
  if (!page.includes('</head>')) throw new Error(`${APP_PAGE} has no </head>`);
  // Last in the head: before every style a rendered page adds (document.ts inserts them at </head>).
  writeFileSync(
    pagePath,
    page.replace(
      '</head>',
      () => `${server.iconSpriteMeta(sprite.path)}\n${server.sharedStylesheetLink(`/${file}`, sheet)}\n</head>`,
    ),
  );
  return [
    `icon sprite ${sprite.path}: ${Buffer.byteLength(sprite.svg)} B`,
    `shared stylesheet /${file}: ${Buffer.byteLength(sheet.css)} B, ${sheet.regular.length} rules, ${sheet.global.length} global rule sets`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const shellDir = path.resolve(process.argv[2] ?? 'shell');
  const written = await addSharedAssets(path.join(shellDir, 'dist'), path.join(shellDir, 'lib/shell-server.cjs'));
  for (const line of written) console.log(line);
}
