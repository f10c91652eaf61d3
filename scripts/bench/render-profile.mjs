#!/usr/bin/env node
// Where a warm render's CPU goes: reads the CPU profiles cold-warm.mjs writes with --cpu-prof and
// sorts every sample into one part of the render, by the functions on its stack (the bundles keep
// their function names). A sample belongs to the first part in PARTS whose function is anywhere on
// its stack, so the parts nested in the React render (Emotion, i18next …) are counted apart from it.
//
//   node scripts/bench/cold-warm.mjs --no-build --cpu-prof /tmp/prof && node scripts/bench/render-profile.mjs /tmp/prof/*.cpuprofile
//
// Prints a table per profile: each part's share of the process's CPU and, with --requests N (the
// requests the process answered: cold-warm.mjs prints the load's count; add 1 + --warm), its time
// per request. The process's start and its cold first request are in the profile too (module
// loading under "other"). Asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from './common.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { requests: { type: 'string' } },
});

/** @typedef {(name: string, url: string) => boolean} FrameTest */
/** @type {[string, FrameTest][]} */
const PARTS = [
  [
    'i18next: an instance per request (creating, cloning, adding dictionaries)',
    (name) => ['createI18n', 'cloneInstance', 'addResourceBundle', 'addBundles'].includes(name),
  ],
  ['i18next: registerStrings', (name) => name === 'registerStrings'],
  ['i18next: t()', (name) => ['fixedT', 'translate'].includes(name)],
  ["Emotion's serializeStyles (MUI's style functions, objects to CSS, hashing)", (name) => name === 'serializeStyles'],
  ["Emotion's insertion into the request's cache", (name) => ['Insertion', 'insertStyles'].includes(name)],
  ["MUI's theme provider (theme variables, their style sheet)", (name) => name === 'CssVarsProvider'],
  ['Intl.DateTimeFormat (dates)', (name, url) => name === 'format' && url.includes('remoteEntry')],
  ["a post's markdown", (name) => name === 'Markdown'],
  ["the site's loadPage (Firestore reads, head tags)", (name) => name === 'loadPage'],
  ['the colour-scheme script', (name) => name === 'renderToStaticMarkup' || name === 'exports.renderToStaticMarkup'],
  ['critical CSS (extractCriticalToChunks)', (name) => name === 'critical'],
  ['Content-Security-Policy (hashes, style attributes)', (name) => name === 'pagePolicy'],
  ['buildDocument', (name) => name === 'buildDocument'],
  ['dehydrate', (name) => name === 'dehydrate'],
  ['reading a Web stream', (name, url) => url.includes('webstreams') || name === 'readAllBytes'],
  [
    'React: the rest of the render (components, MUI bodies, the router, writing HTML)',
    (name) => ['performWork', 'startFlowing', 'flushCompletedQueues', 'renderToText'].includes(name),
  ],
  ['garbage collection', (name) => name === '(garbage collector)'],
];
const OTHER = 'other (HTTP, Express, the Functions Framework, module loading, idle)';

/** @param {string} file */
function breakdown(file) {
  /** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string }, children?: number[] }[], samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** @type {Map<number, number>} µs per node */
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  /** @type {Map<string, number>} */
  const parts = new Map();
  let total = 0;
  for (const [id, us] of self) {
    total += us;
    /** @type {[string, string][]} */
    const stack = [];
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (frame) stack.push([frame.functionName, frame.url]);
    }
    const part = PARTS.find(([, test]) => stack.some(([name, url]) => test(name, url)))?.[0] ?? OTHER;
    parts.set(part, (parts.get(part) ?? 0) + us);
  }
  return { parts, total };
}

const requests = values.requests ? Number(values.requests) : null;
for (const file of positionals) {
  const { parts, total } = breakdown(file);
  const rows = [['part', 'share', ...(requests ? ['per request'] : [])]];
  for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1])) {
    rows.push([
      part,
      `${((100 * us) / total).toFixed(1)} %`,
      ...(requests ? [`${(us / 1000 / requests).toFixed(2)} ms`] : []),
    ]);
  }
  rows.push(['total', '100 %', ...(requests ? [`${(total / 1000 / requests).toFixed(2)} ms`] : [])]);
  console.log(`\n${path.basename(file)}: ${(total / 1e6).toFixed(1)} s of CPU\n`);
  console.log(markdownTable(rows));
}
