#!/usr/bin/env node
// Whether two builds serve the same pages: compares the answers two runs of a bench saved
// (`blog-size.mjs --save DIR`), file by file, byte for byte, once each page's form token (a fresh
// signed token per render, in its lead forms' hidden field and in the page's data) and its data's
// read times are replaced by placeholders. Prints each file as same or different (with the first difference) and exits 1 when
// any differs or is missing from one side.
//
//   node scripts/bench/same-pages.mjs BEFORE_DIR AFTER_DIR
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: same-pages.mjs BEFORE_DIR AFTER_DIR');

/**
 * A page's text without what changes from render to render: its form token, and the times the page's
 * data was read and handed over (TanStack Query's `dataUpdatedAt` and `dehydratedAt`).
 * @param {string} text
 */
const normalised = (text) =>
  text
    .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0')
    .replace(/("formToken":")[^"]*"/g, '$1…"')
    .replace(/(name="form_token"[^>]*value=")[^"]*"/g, '$1…"')
    .replace(/(value=")[^"]*("[^>]*name="form_token")/g, '$1…$2');

let different = 0;
const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].sort();
for (const name of names) {
  let one;
  let other;
  try {
    one = normalised(readFileSync(path.join(before, name), 'utf8'));
    other = normalised(readFileSync(path.join(after, name), 'utf8'));
  } catch {
    different++;
    console.log(`${decodeURIComponent(name)}: missing on one side`);
    continue;
  }
  if (one === other) {
    console.log(`${decodeURIComponent(name)}: same (${Buffer.byteLength(one)} B)`);
    continue;
  }
  different++;
  let at = 0;
  while (at < one.length && one[at] === other[at]) at++;
  console.log(
    `${decodeURIComponent(name)}: different at character ${at}:\n  before …${one.slice(Math.max(0, at - 80), at + 80)}…\n  after  …${other.slice(Math.max(0, at - 80), at + 80)}…`,
  );
}
console.log(`\n${names.length - different} of ${names.length} the same`);
process.exit(different ? 1 : 0);
