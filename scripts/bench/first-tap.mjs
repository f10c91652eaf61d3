#!/usr/bin/env node
// The first tap on the public site's controls, from the production builds: a measurement, not a
// test. As a visitor on a phone would (Lighthouse's mobile profile: its Moto G Power screen and
// user agent, a 4× slower CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, applied through
// the DevTools protocol), each run opens a page in a fresh browser context, waits until it has
// settled (load, then no request for 500 ms), taps one control with a real pointer and times from
// that `pointerdown` (the event's own timestamp) to the first animation frame in which the answer
// is on screen. Then, where it means something, the same tap once the apps run. Median of N runs.
//
// The answer is what the visitor sees, found by the English labels, so the bench measures today's
// controls (MUI components that React drives once the held click is played again) and native ones
// alike (<dialog>, popover, <details name>, links, a plain form post): the part the control names
// (aria-controls, popovertarget, commandfor, its <details>) or a named element becoming visible in
// the viewport's width, the testimonial on show changing, the page turning Swedish. An answer the
// page has meanwhile scrolled away from is counted when it appears, and flagged. When the answer
// is a new document (a link, a form post's redirect), it is timed to that document's first
// contentful paint. "JS downloaded by the tap" is every script requested between the tap and the
// answer, counted as js-bytes.mjs counts (gzip level 9 of the body).
//
//   node scripts/bench/first-tap.mjs [--runs N]      builds, brings up the emulators, seeds, serves
//   node scripts/bench/first-tap.mjs --base URL      measures a server that is already running
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { EMULATOR_HOST, EMULATOR_PORTS, FUNCTIONS_REGION, PROJECT_ID } from '../local-stack/ports.mjs';
import {
  BENCH_EMULATORS,
  kb,
  launchPlaywrightChromium,
  markdownTable,
  rerunUnderEmulators,
  seedDemoContent,
  serveProductionBuilds,
  underEmulators,
} from './common.mjs';

const DEFAULT_RUNS = 3;
/** How long one tap may take to answer before the run counts as failed. */
const ANSWER_TIMEOUT_MS = Number(process.env.FIRST_TAP_TIMEOUT_MS ?? 60_000);
/** How long the apps may take to run once `app:start` (as in the e2e tests) has started them. */
const APPS_TIMEOUT_MS = 60_000;

/**
 * Lighthouse's mobile profile (its mobileSlow4G: 150 ms round trip, 1.6 Mbit/s, CPU ×4), applied
 * as DevTools throttling; upload 750 kbit/s.
 */
const NETWORK = Object.freeze({
  offline: false,
  latency: throttling.mobileSlow4G.rttMs,
  downloadThroughput: (throttling.mobileSlow4G.throughputKbps * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

const { mobile: MOBILE_SCREEN, desktop: DESKTOP_SCREEN } = screenEmulationMetrics;
if (!MOBILE_SCREEN || !DESKTOP_SCREEN) throw new Error("Lighthouse's constants name no mobile or desktop screen");
/** The browser contexts: Lighthouse's mobile screen, or its desktop one for desktop-only controls. */
const DEVICES = Object.freeze({
  mobile: {
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  },
  desktop: {
    viewport: { width: DESKTOP_SCREEN.width, height: DESKTOP_SCREEN.height },
    deviceScaleFactor: DESKTOP_SCREEN.deviceScaleFactor,
    isMobile: false,
    hasTouch: false,
    userAgent: userAgents.desktop,
  },
});

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {{ kind: 'controlled' }
 *   | { kind: 'text', text: string, within?: string }
 *   | { kind: 'label', label: string, within?: string }
 *   | { kind: 'carousel' }
 *   | { kind: 'language', lang: string }
 *   | { kind: 'theme' }} Answer
 *   controlled: what the control names (aria-controls, popovertarget, commandfor, its <details>)
 *   shows text in the viewport; text: an element holding `text` appears; label: an element named
 *   `label` (aria-label or its whole text) appears; carousel: the slide on show changes;
 *   language: the page is in `lang` and its heading changed; theme: the page's colours changed
 * @typedef {object} Control
 * @property {string} id
 * @property {string} label the table's first column
 * @property {string} route
 * @property {'mobile' | 'desktop'} device
 * @property {(page: Page) => Locator} find the control, by its English role and name
 * @property {Answer[]} answer any of these is the answer
 * @property {'escape' | 'toggle' | 'none' | false} again how the answer is put away before the
 *   second tap (Escape, else the control again; toggle: the control again), or false: no second tap
 * @property {(page: Page) => Promise<void>} [prepare] before each tap (the newsletter's address)
 * @property {'pointerdown' | 'attempt'} [from] attempt: timed from the moment the tap is tried,
 *   before Playwright waits for the control to accept it (the newsletter's Subscribe is disabled
 *   until the apps have the address)
 */

const banner = (/** @type {Page} */ page) => page.getByRole('banner');
const footer = (/** @type {Page} */ page) => page.getByRole('contentinfo');
let emails = 0;
const uniqueEmail = () => `first-tap-${Date.now()}-${++emails}@example.com`;

/** @type {Control[]} */
const CONTROLS = [
  {
    id: 'menu',
    label: '`/` Open menu (drawer)',
    route: '/',
    device: 'mobile',
    find: (page) => page.getByRole('button', { name: 'Open menu', exact: true }),
    answer: [{ kind: 'label', label: 'Close menu' }, { kind: 'controlled' }],
    again: 'escape',
  },
  {
    id: 'faq',
    label: '`/` first FAQ question',
    route: '/',
    device: 'mobile',
    find: (page) => {
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions', exact: true });
      return faq.getByRole('button').or(faq.locator('summary'));
    },
    answer: [{ kind: 'controlled' }],
    again: 'toggle',
  },
  {
    id: 'testimonial',
    label: '`/` Next testimonial',
    route: '/',
    device: 'mobile',
    find: (page) =>
      page
        .getByRole('button', { name: 'Next testimonial', exact: true })
        .or(page.locator('[aria-label="Next testimonial"]')),
    answer: [{ kind: 'carousel' }],
    again: 'none',
  },
  {
    id: 'language',
    label: '`/about` language switch (desktop)',
    route: '/about',
    device: 'desktop',
    find: (page) =>
      banner(page)
        .getByRole('button', { name: /Byt till svenska/ })
        .or(banner(page).getByRole('link', { name: /Byt till svenska/ })),
    answer: [{ kind: 'language', lang: 'sv' }],
    again: false,
  },
  {
    id: 'services',
    label: '`/` Services menu (desktop)',
    route: '/',
    device: 'desktop',
    find: (page) =>
      banner(page)
        .getByRole('button', { name: 'Services', exact: true })
        .or(
          banner(page)
            .locator('summary')
            .filter({ hasText: /^\s*Services\s*$/ }),
        ),
    answer: [
      { kind: 'controlled' },
      {
        kind: 'text',
        text: 'AI Strategy Advisory',
        within: 'header, [role="menu"], [popover], details, dialog, [role="dialog"]',
      },
    ],
    again: 'escape',
  },
  {
    id: 'booking',
    label: '`/contact` View Calendar (booking dialog)',
    route: '/contact',
    device: 'mobile',
    find: (page) =>
      page
        .getByRole('button', { name: 'View Calendar', exact: true })
        .or(page.getByRole('link', { name: 'View Calendar', exact: true })),
    answer: [
      { kind: 'text', text: 'Schedule Your Consultation', within: 'dialog, [role="dialog"], [popover]' },
      { kind: 'controlled' },
    ],
    again: 'escape',
  },
  {
    id: 'portfolio',
    label: "`/products` first 'View Portfolio'",
    route: '/products',
    device: 'mobile',
    find: (page) =>
      page
        .getByRole('button', { name: /^View Portfolio/ })
        .or(page.locator('summary').filter({ hasText: 'View Portfolio' })),
    answer: [{ kind: 'controlled' }],
    again: 'toggle',
  },
  {
    id: 'theme',
    label: '`/` theme choice',
    route: '/',
    device: 'mobile',
    find: (page) =>
      banner(page)
        .getByRole('button', { name: /colour theme/i })
        .or(banner(page).locator('[aria-label*="colour theme" i]')),
    answer: [
      { kind: 'controlled' },
      {
        kind: 'label',
        label: 'Dark',
        within: '[role="menu"], [popover], details, dialog, [role="dialog"], [role="radiogroup"], fieldset, header',
      },
      { kind: 'theme' },
    ],
    again: 'escape',
  },
  {
    id: 'newsletter',
    label: '`/` newsletter Subscribe (footer)',
    route: '/',
    device: 'mobile',
    prepare: async (page) => {
      await resetLeadRateLimits();
      await footer(page).getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail());
    },
    find: (page) => footer(page).getByRole('button', { name: 'Subscribe', exact: true }),
    answer: [
      { kind: 'text', text: 'Successfully Subscribed!' },
      { kind: 'text', text: 'Thank you for subscribing' },
    ],
    again: 'none',
    from: 'attempt',
  },
];

const HELP = `usage: node scripts/bench/first-tap.mjs [--runs N] [--only id,…] [--json [FILE]] [--base URL] [--no-build]

Times the first tap on each public control (from the real pointerdown to the first frame that
shows the answer) on Lighthouse's mobile profile (CPU ×${CPU_SLOWDOWN}, ${NETWORK.latency} ms, 1.6 Mbit/s down,
750 kbit/s up; a 412×823 phone, or a 1350×940 desktop for the header's language switch and
Services menu), each run in a fresh browser context after the page has settled, then the same tap
once the apps run, with the JavaScript each first tap downloads (gzip KB, as js-bytes.mjs counts
it). Prints one markdown table of medians.

  --runs N      runs per control; the median is reported (default ${DEFAULT_RUNS})
  --only ids    measure these controls only: ${CONTROLS.map((control) => control.id).join(', ')}
  --json [FILE] print the results as JSON instead of the table (into FILE if given: under the
                emulators their log shares standard output)
  --base URL    the shell's origin of a stack that is already running with the demo content
                seeded; nothing is built, started or seeded
  --no-build    without --base: skip \`pnpm build\` (the builds in the work tree are measured)
  --help        this text

Without --base the script runs \`pnpm build\`, then itself again under
\`with-emulators.mjs --only ${BENCH_EMULATORS}\`, where it seeds the demo content and measures the
production builds as the Hosting emulator serves them. The newsletter runs subscribe made-up
addresses; before each one the bench empties the lead functions' rate-limit counters in the
Firestore emulator (local stacks only). The emulators use fixed ports: stop \`pnpm start\` first.
CHROMIUM_PATH (or CHROME_PATH) names the browser; Debian's Chromium is the default.
FIRST_TAP_TIMEOUT_MS (default ${ANSWER_TIMEOUT_MS}) is how long a tap may wait for its answer;
FIRST_TAP_DEBUG=1 prints what the probe saw when one does not come.`;

/**
 * @param {string[]} argv
 * @returns {{ runs: number, base: string | undefined, build: boolean, help: boolean, only: string[] | undefined,
 *   json: string | boolean }}
 */
function parseArgs(argv) {
  const options = {
    runs: DEFAULT_RUNS,
    base: /** @type {string | undefined} */ (undefined),
    build: true,
    help: false,
    only: /** @type {string[] | undefined} */ (undefined),
    json: /** @type {string | boolean} */ (false),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--no-build') options.build = false;
    else if (name === '--json') {
      const next = argv[i + 1];
      options.json = inline ?? (next && !next.startsWith('-') ? (argv[++i] ?? true) : true);
    } else if (name === '--runs') {
      const runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
      options.runs = runs;
    } else if (name === '--only') {
      const ids = (value() ?? '').split(',').filter(Boolean);
      const unknown = ids.filter((id) => !CONTROLS.some((control) => control.id === id));
      if (!ids.length || unknown.length)
        throw new Error(`--only takes ids of: ${CONTROLS.map((c) => c.id).join(', ')}`);
      options.only = ids;
    } else if (name === '--base') {
      const base = value() ?? '';
      if (!/^https?:\/\/[^/]+/.test(base)) throw new Error(`--base needs an origin such as http://127.0.0.1:4300`);
      options.base = base.replace(/\/+$/, '');
    } else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/**
 * The probe, an init script of every document of a run's page (the top frame only). The bench
 * arms it on the control just before the tap; the next trusted pointerdown gives the start (its
 * event timestamp), and from then on every animation frame checks whether the answer is on screen.
 * What it needs across a page load (the redirect of a form post, a language link) is kept in
 * sessionStorage: in the new document the answer is timed to its first contentful paint at the
 * earliest. Times are absolute (timeOrigin + now) so two documents compare. The result goes to the
 * bench through the `binding` function.
 * @param {{ answer: Answer[], binding: string }} options
 */
function installProbe({ answer, binding }) {
  if (window.top !== window) return;
  const KEY = '__firstTap';
  const now = () => performance.timeOrigin + performance.now();
  /**
   * Rendered, not transparent, not hidden, with a size, and across the viewport's width (a drawer
   * that has not slid in yet is not): whether it is scrolled into view is told apart (inView).
   * @param {Element} element
   */
  const visible = (element) => {
    if (!element.isConnected) return false;
    const options = { opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true };
    if (!element.checkVisibility(options)) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth;
  };
  /** @param {Element} element */
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight;
  };
  /** @param {string} text */
  const literal = (text) => (text.includes('"') ? `'${text}'` : `"${text}"`);
  /** @param {string} xpath @returns {Element[]} */
  const elements = (xpath) => {
    const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    const out = [];
    for (let i = 0; i < found.snapshotLength; i++) {
      const node = found.snapshotItem(i);
      const element = node instanceof Element ? node : node?.parentElement;
      if (element) out.push(element);
    }
    return out;
  };
  /** The elements an alternative looks for, visible or not. @param {Answer} alternative */
  const candidates = (alternative) => {
    /** @type {Element[]} */
    let found = [];
    if (alternative.kind === 'text') found = elements(`//body//text()[contains(., ${literal(alternative.text)})]`);
    else if (alternative.kind === 'label') {
      const name = literal(alternative.label);
      found = elements(`//body//*[@aria-label=${name}] | //body//text()[normalize-space(.)=${name}]`);
    }
    return 'within' in alternative && alternative.within
      ? found.filter((element) => element.closest(/** @type {string} */ (alternative.within)))
      : found;
  };
  /** The first visible text inside `root` (its element), or null. @param {Element} root */
  const shownText = (root) => {
    if (!root.checkVisibility()) return null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let seen = 0;
    for (let node = walker.nextNode(); node && seen < 500; node = walker.nextNode(), seen++) {
      const parent = node.parentElement;
      if (node.nodeValue?.trim() && parent && visible(parent)) return parent;
    }
    return null;
  };
  /** @param {Element} control */
  const controlledText = (control) => {
    for (const target of controlled(control)) {
      const text = shownText(target);
      if (text) return text;
    }
    return null;
  };
  /** What the control names: aria-controls, popovertarget, commandfor, its <details>. @param {Element} control */
  const controlled = (control) => {
    const ids = ['aria-controls', 'popovertarget', 'commandfor']
      .map((attribute) => control.getAttribute(attribute) ?? '')
      .join(' ')
      .split(/\s+/)
      .filter(Boolean);
    /** @type {Element[]} */
    const targets = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
    const summary = control.closest('summary');
    const details = summary?.parentElement;
    if (summary && details instanceof HTMLDetailsElement) {
      for (const child of details.children) if (child !== summary) targets.push(child);
    }
    return targets;
  };
  const heading = () => document.querySelector('h1')?.textContent?.trim() ?? '';
  const colours = () =>
    [document.documentElement, document.body]
      .map((element) => (element ? getComputedStyle(element).backgroundColor : ''))
      .join(' ');
  /**
   * The slide(s) on show in `carousel`: their text, and the first of them.
   * @param {Element | null} carousel
   * @returns {{ text: string, element: Element | null }}
   */
  const slideOnShow = (carousel) => {
    if (!carousel) return { text: '', element: null };
    const box = carousel.getBoundingClientRect();
    const quotes = [...carousel.querySelectorAll('blockquote')];
    const slides = (
      quotes.length ? quotes : [...carousel.querySelectorAll('[aria-roledescription="slide"], figure')]
    ).filter((slide) => {
      const rect = slide.getBoundingClientRect();
      const middle = rect.left + rect.width / 2;
      return visible(slide) && middle > box.left && middle < box.right;
    });
    return { text: slides.map((slide) => slide.textContent?.trim() ?? '').join(' | '), element: slides[0] ?? null };
  };

  /**
   * @type {{ control: Element | null, carousel: Element | null, seen: Map<Answer, Set<Element>>,
   *   controlledShown: boolean }}
   */
  const armed = { control: null, carousel: null, seen: new Map(), controlledShown: false };
  /**
   * @typedef {{ armedAt: number, pointerAt: number | null, answered: boolean, scrollY: number,
   *   baseline: { slide: string, heading: string, colours: string } }} Stored
   */
  /** @returns {Stored | null} */
  const load = () => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    } catch {
      return null;
    }
  };
  /** @param {Stored} state */
  const save = (state) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Blocked storage: only an answer in the same document is seen.
    }
  };
  const pending = load();
  /** Whether this document came after the tap (a link, a form post's redirect): all of it is new. */
  let newDocument = Boolean(pending && !pending.answered && pending.pointerAt !== null);
  /** @type {Stored | null} */
  let state = newDocument ? pending : null;

  /**
   * Which alternative shows, and where, or null.
   * @param {boolean} fresh only what was not on screen at the arming
   * @returns {{ how: string, element: Element | null } | null}
   */
  const shown = (fresh) => {
    for (const alternative of answer) {
      switch (alternative.kind) {
        case 'text':
        case 'label': {
          const before = fresh && !newDocument ? armed.seen.get(alternative) : undefined;
          const element = candidates(alternative).find((found) => visible(found) && !before?.has(found));
          if (element) return { how: alternative.kind, element };
          break;
        }
        case 'controlled': {
          const control = newDocument ? null : armed.control;
          const element = control && !(fresh && armed.controlledShown) ? controlledText(control) : null;
          if (element) return { how: 'controlled', element };
          break;
        }
        case 'carousel': {
          if (!fresh || !state) break;
          const carousel = newDocument
            ? document.querySelector('[aria-roledescription="carousel"], [aria-label="Client testimonials"]')
            : armed.carousel;
          const slide = slideOnShow(carousel);
          if (slide.text && slide.text !== state.baseline.slide) return { how: 'carousel', element: slide.element };
          break;
        }
        case 'language': {
          if (!fresh || !state) break;
          const title = heading();
          if (document.documentElement.lang === alternative.lang && title && title !== state.baseline.heading) {
            return { how: 'language', element: document.querySelector('h1') };
          }
          break;
        }
        case 'theme':
          if (fresh && state && document.body && colours() !== state.baseline.colours) {
            return { how: 'theme', element: null };
          }
          break;
      }
    }
    return null;
  };

  /** @param {Record<string, unknown>} result */
  const report = (result) => {
    const send = () => {
      const call = /** @type {((value: unknown) => void) | undefined} */ (Reflect.get(window, binding));
      if (typeof call === 'function') call(result);
      else setTimeout(send, 20);
    };
    send();
  };

  /** In a new document the answer is on screen at its first contentful paint at the earliest. */
  const firstPaint = new Promise((resolve) => {
    if (!newDocument) return resolve(null);
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) resolve(performance.timeOrigin + entry.startTime);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve(null), 30_000);
  });

  let looking = false;
  const look = () => {
    if (looking) return;
    looking = true;
    const frame = () => {
      if (!state || state.answered) return;
      const seen = shown(true);
      if (!seen) {
        requestAnimationFrame(frame);
        return;
      }
      const found = now();
      const afterLoad = newDocument;
      const current = state;
      current.answered = true;
      save(current);
      void firstPaint.then((paint) => {
        const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
          performance.getEntriesByType('navigation')[0]
        );
        report({
          how: seen.how,
          inView: seen.element ? inView(seen.element) : true,
          scrollY: [current.scrollY, scrollY],
          newDocument: afterLoad,
          armedAt: current.armedAt,
          pointerAt: current.pointerAt,
          foundAt: found,
          firstContentfulPaintAt: paint,
          domContentLoadedAt: navigation ? performance.timeOrigin + navigation.domContentLoadedEventStart : null,
          at: afterLoad && typeof paint === 'number' ? Math.max(found, paint) : found,
          url: location.href,
          appsRunning: document.documentElement.dataset.app === 'running',
        });
      });
    };
    requestAnimationFrame(frame);
  };

  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!state || state.answered || state.pointerAt !== null || !event.isTrusted) return;
      state.pointerAt = performance.timeOrigin + event.timeStamp;
      save(state);
      look();
    },
    { capture: true, passive: true },
  );

  Object.defineProperty(window, KEY, {
    value: {
      /** Arms the probe on `element` (the control); returns what was already on screen, if anything. */
      arm(/** @type {Element} */ element) {
        const control = element.closest('button, summary, a, label, [role="button"], [tabindex]') ?? element;
        armed.control = control;
        newDocument = false;
        armed.carousel = control.closest('[aria-roledescription="carousel"], section, [role="region"]');
        armed.seen = new Map(
          answer
            .filter((alternative) => alternative.kind === 'text' || alternative.kind === 'label')
            .map((alternative) => [alternative, new Set(candidates(alternative).filter(visible))]),
        );
        armed.controlledShown = controlledText(control) !== null;
        looking = false;
        state = {
          armedAt: now(),
          pointerAt: null,
          answered: false,
          scrollY,
          baseline: { slide: slideOnShow(armed.carousel).text, heading: heading(), colours: colours() },
        };
        save(state);
        return {
          appsRunning: document.documentElement.dataset.app === 'running',
          alreadyShown: armed.controlledShown && answer.length === 1 ? 'controlled' : null,
        };
      },
      /** What the probe sees (FIRST_TAP_DEBUG=1 prints it when a tap has no answer). */
      debug: () => ({
        control: armed.control?.outerHTML.slice(0, 300),
        connected: armed.control?.isConnected,
        targets: armed.control
          ? controlled(armed.control).map((t) => [t.id, t.isConnected, t.checkVisibility(), Boolean(shownText(t))])
          : [],
        carousel: armed.carousel?.isConnected,
        slide: slideOnShow(armed.carousel).text,
        scrollY,
        state,
        app: document.documentElement.dataset.app,
      }),
      /** Whether an answer of the last arming is on screen at all (before the second tap). */
      shown: () => shown(false) !== null,
    },
  });

  if (newDocument) look();
}

/**
 * The script responses of a page, counted while a window is open (from just before a tap to its
 * answer), and whether the network is quiet.
 * @param {Page} page
 */
function trackTraffic(page) {
  /** @type {{ url: string, started: number, body: Promise<Buffer>, transfer: Promise<number> }[] | null} */
  let counting = null;
  let inFlight = 0;
  let lastActivity = Date.now();
  const busy = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    busy();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    busy();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (!counting || response.request().resourceType() !== 'script') return;
    counting.push({
      url: response.url(),
      started: response.request().timing().startTime,
      body: response.body().catch(() => Buffer.alloc(0)),
      transfer: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
        .catch(() => 0),
    });
  });
  return {
    open() {
      counting = [];
    },
    /**
     * Closes the window and counts its scripts requested until `until` (epoch ms, the answer):
     * gzip -9 of the bodies, and the bytes on the wire.
     */
    async close(until = Number.POSITIVE_INFINITY) {
      const responses = (counting ?? []).filter((response) => !(response.started > until));
      counting = null;
      const files = await Promise.all(
        responses.map(async ({ url, body, transfer }) => ({
          url,
          gzip: gzipSync(await body, { level: 9 }).length,
          transfer: await transfer,
        })),
      );
      return {
        files: files.length,
        gzip: files.reduce((sum, file) => sum + file.gzip, 0),
        transfer: files.reduce((sum, file) => sum + file.transfer, 0),
      };
    },
    /** Closes the window without counting (a failed tap). */
    stop() {
      counting = null;
    },
    /** Resolves once no request has been in flight for `quietMs` (at most `timeoutMs`). */
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Lets the page render a frame (after a scroll, before the arming). @param {Page} page */
const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The lead functions allow a visitor a few submissions per window (5 per 10 minutes locally), and
 * the newsletter runs are one visitor: their counters are emptied before each submission, in the
 * Firestore emulator of the local stack. A stack that has none is left alone.
 */
let rateLimitWarning = false;
async function resetLeadRateLimits() {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`;
  const headers = { authorization: 'Bearer owner' };
  try {
    const listed = await fetch(
      `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/rate_limits?pageSize=1000`,
      { headers },
    );
    if (!listed.ok) throw new Error(`HTTP ${listed.status}`);
    const { documents = [] } = /** @type {{ documents?: { name: string }[] }} */ (await listed.json());
    for (const document of documents) {
      await fetch(`http://${host}/v1/${document.name}`, { method: 'DELETE', headers });
    }
  } catch (error) {
    if (!rateLimitWarning) {
      rateLimitWarning = true;
      console.error(
        `first-tap: the lead rate limits could not be reset (${error instanceof Error ? error.message : error})`,
      );
    }
  }
}

/**
 * The Functions emulator starts a function's worker on its first call, which takes seconds: one
 * refused lead post (no form token: nothing stored or counted) first, so the newsletter runs time
 * the site, not the emulator's start.
 */
async function warmUpNewsletterFunction() {
  const url = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/renderPage/`;
  await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'x-forwarded-for': '10.255.255.254',
    },
    body: 'form=newsletter&form_token=&email=warm-up',
  }).then(
    (response) => response.body?.cancel(),
    () => undefined,
  );
}

const REPORT_BINDING = '__firstTapReport';

/**
 * @typedef {object} TapResult
 * @property {number} ms from the pointerdown (or the attempt) to the first frame showing the answer
 * @property {number} waitedMs from the attempt to the pointerdown (Playwright waiting for the control)
 * @property {boolean} newDocument the answer was a new document (timed to its first contentful paint)
 * @property {string} how which kind of answer was seen
 * @property {boolean} inView whether the answer was in the viewport (the page may have scrolled away)
 * @property {number[]} scrollY the page's scroll position at the arming and at the answer
 * @property {boolean} appsRunningAtTap
 * @property {{ files: number, gzip: number, transfer: number }} js scripts downloaded meanwhile
 */

/**
 * One tap: the control found, scrolled into view, the probe armed, the tap (a touch on the phone,
 * a mouse click on the desktop), the answer awaited.
 * @param {Page} page
 * @param {Control} control
 * @param {ReturnType<typeof trackTraffic>} traffic
 * @param {{ next: Promise<Record<string, unknown>> }} reports
 * @returns {Promise<TapResult>}
 */
async function tap(page, control, traffic, reports) {
  traffic.open();
  try {
    if (control.prepare) await control.prepare(page);
    const target = control.find(page).filter({ visible: true }).first();
    await target.scrollIntoViewIfNeeded();
    await nextFrame(page);
    const answered = reports.next;
    const armed = await target.evaluate((element) => Reflect.get(window, '__firstTap').arm(element));
    if (armed.alreadyShown) throw new Error(`the answer is on screen before the tap (${armed.alreadyShown})`);
    if (DEVICES[control.device].hasTouch) await target.tap({ timeout: ANSWER_TIMEOUT_MS });
    else await target.click({ timeout: ANSWER_TIMEOUT_MS });
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const report = await Promise.race([
      answered,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)),
          ANSWER_TIMEOUT_MS,
        );
      }),
    ])
      .catch(async (error) => {
        if (process.env.FIRST_TAP_DEBUG) {
          const seen = await page.evaluate(() => Reflect.get(window, '__firstTap').debug()).catch(String);
          console.error(JSON.stringify(seen, null, 2));
        }
        throw error;
      })
      .finally(() => clearTimeout(timer));
    const js = await traffic.close(Number(report.at));
    const pointerAt = Number(report.pointerAt);
    const start = control.from === 'attempt' ? Number(report.armedAt) : pointerAt;
    return {
      ms: Number(report.at) - start,
      waitedMs: pointerAt - Number(report.armedAt),
      newDocument: Boolean(report.newDocument),
      how: String(report.how),
      inView: report.inView !== false,
      scrollY: Array.isArray(report.scrollY) ? report.scrollY.map(Number) : [],
      appsRunningAtTap: Boolean(armed.appsRunning),
      js,
    };
  } finally {
    traffic.stop();
  }
}

/**
 * Puts the first answer away before the second tap: Escape, else the control again (a menu that
 * Escape does not close), or the control again for toggles; true when nothing of it is left.
 * @param {Page} page
 * @param {Control} control
 */
async function putAway(page, control) {
  if (control.again === 'none') return true;
  const gone = () =>
    page
      .waitForFunction(() => !Reflect.get(window, '__firstTap').shown(), null, { timeout: 5_000, polling: 100 })
      .then(
        () => true,
        () => false,
      );
  if (control.again === 'escape') {
    await page.keyboard.press('Escape');
    if (await gone()) return true;
  }
  const target = control.find(page).filter({ visible: true }).first();
  if (DEVICES[control.device].hasTouch) await target.tap();
  else await target.click();
  return gone();
}

/**
 * Waits until the apps run (`data-app="running"` on <html>); if the first tap did not start them
 * (they are not running once the network is quiet), the `app:start` event does, as in the e2e tests.
 * Returns how they came to run, or null.
 * @param {Page} page
 * @param {ReturnType<typeof trackTraffic>} traffic
 */
async function appsRunning(page, traffic) {
  const running = (/** @type {number} */ timeout) =>
    page
      .waitForFunction(() => document.documentElement.dataset.app === 'running', null, { timeout, polling: 100 })
      .then(
        () => true,
        () => false,
      );
  await traffic.quiet();
  if (await running(2_000)) return 'after the tap';
  await page.evaluate(() => window.dispatchEvent(new Event('app:start')));
  return (await running(APPS_TIMEOUT_MS)) ? 'after app:start' : null;
}

/**
 * One run of one control in a fresh context: the first tap, then (where it means something) the
 * same tap once the apps run.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Control} control
 */
async function measureRun(browser, origin, control) {
  const context = await browser.newContext({ ...DEVICES[control.device] });
  try {
    /** @type {(value: Record<string, unknown>) => void} */
    let deliver = () => {};
    const reports = {
      get next() {
        return new Promise((resolve) => {
          deliver = resolve;
        });
      },
    };
    await context.exposeBinding(REPORT_BINDING, (_source, /** @type {Record<string, unknown>} */ result) =>
      deliver(result),
    );
    await context.addInitScript(installProbe, { answer: control.answer, binding: REPORT_BINDING });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const traffic = trackTraffic(page);
    await page.goto(origin + control.route, { waitUntil: 'networkidle', timeout: 120_000 });
    const first = await tap(page, control, traffic, reports);
    /** @type {TapResult | null} */
    let again = null;
    /** @type {string | null} */
    let againNote = null;
    if (control.again !== false) {
      const how = await appsRunning(page, traffic);
      if (!how) againNote = 'the apps did not run';
      else {
        if (how !== 'after the tap') againNote = `apps started ${how}`;
        await traffic.quiet();
        if (await putAway(page, control)) {
          await traffic.quiet();
          again = await tap(page, control, traffic, reports);
        } else againNote = 'the first answer could not be put away';
      }
    }
    return { first, again, againNote };
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return NaN;
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @param {string} origin
 * @param {Control[]} controls
 * @param {number} runs
 */
async function measure(origin, controls, runs) {
  if (controls.some((control) => control.id === 'newsletter')) await warmUpNewsletterFunction();
  const browser = await launchPlaywrightChromium();
  try {
    const results = [];
    for (const control of controls) {
      /** @type {TapResult[]} */
      const first = [];
      /** @type {TapResult[]} */
      const again = [];
      /** @type {string[]} */
      const notes = [];
      for (let run = 1; run <= runs; run++) {
        const prefix = `first-tap: ${control.id} run ${run}/${runs}`;
        try {
          const result = await measureRun(browser, origin, control);
          first.push(result.first);
          if (result.again) again.push(result.again);
          if (result.againNote) notes.push(`run ${run}: ${result.againNote}`);
          process.stderr.write(
            `${prefix}: ${Math.round(result.first.ms)} ms (${result.first.how}${result.first.newDocument ? ', new document' : ''}` +
              `${result.first.inView ? '' : `, out of view: scrolled ${result.first.scrollY.map(Math.round).join(' → ')}`}), ` +
              `JS ${kb(result.first.js.gzip).toFixed(1)} KB; once the apps run: ` +
              `${result.again ? `${Math.round(result.again.ms)} ms` : (result.againNote ?? '—')}\n`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          notes.push(`run ${run} failed: ${message}`);
          process.stderr.write(`${prefix} failed: ${message}\n`);
        }
      }
      results.push({ control, first, again, notes });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** @param {Awaited<ReturnType<typeof measure>>} results @param {number} runs @param {string} origin */
function summary(results, runs, origin) {
  return {
    origin,
    runs,
    profile: {
      cpuSlowdown: CPU_SLOWDOWN,
      network: NETWORK,
      mobile: DEVICES.mobile,
      desktop: DEVICES.desktop,
    },
    controls: results.map(({ control, first, again, notes }) => ({
      id: control.id,
      label: control.label,
      route: control.route,
      device: control.device,
      timedFrom: control.from === 'attempt' ? 'the tap attempt' : 'the pointerdown',
      first: {
        medianMs: first.length ? Math.round(median(first.map((tap) => tap.ms))) : null,
        runsMs: first.map((tap) => Math.round(tap.ms)),
        newDocument: first.some((tap) => tap.newDocument),
        answers: [...new Set(first.map((tap) => tap.how))],
        outOfView: first.filter((tap) => !tap.inView).map((tap) => tap.scrollY.map(Math.round)),
        waitedForControlMs: first.map((tap) => Math.round(tap.waitedMs)),
        appsRunningAtTap: first.map((tap) => tap.appsRunningAtTap),
        jsGzipBytes: first.length ? Math.round(median(first.map((tap) => tap.js.gzip))) : null,
        jsTransferBytes: first.length ? Math.round(median(first.map((tap) => tap.js.transfer))) : null,
        jsFiles: first.map((tap) => tap.js.files),
      },
      again:
        control.again === false || !again.length
          ? null
          : {
              medianMs: Math.round(median(again.map((tap) => tap.ms))),
              runsMs: again.map((tap) => Math.round(tap.ms)),
              jsGzipBytes: Math.round(median(again.map((tap) => tap.js.gzip))),
            },
      notes,
    })),
  };
}

/** @param {ReturnType<typeof summary>} measured */
function printTable(measured) {
  console.log(
    `\nFirst tap, ${measured.runs} run${measured.runs === 1 ? '' : 's'} per control (median), ${measured.origin}: ` +
      `CPU ×${CPU_SLOWDOWN}, ${NETWORK.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up; ` +
      `phone ${DEVICES.mobile.viewport.width}×${DEVICES.mobile.viewport.height}, desktop ${DEVICES.desktop.viewport.width}×${DEVICES.desktop.viewport.height}\n`,
  );
  const rows = [
    ['first tap on', 'answers after (median ms)', 'once the apps run', 'JS downloaded by the tap (gzip KB)'],
  ];
  /** @type {string[]} */
  const footnotes = [];
  for (const control of measured.controls) {
    const marks = [];
    if (control.first.newDocument) marks.push('†');
    if (control.timedFrom !== 'the pointerdown') marks.push('‡');
    if (control.first.outOfView.length) marks.push('§');
    rows.push([
      control.label,
      control.first.medianMs === null ? 'failed' : `${control.first.medianMs}${marks.join('')}`,
      control.again ? String(control.again.medianMs) : '—',
      control.first.jsGzipBytes === null ? '—' : kb(control.first.jsGzipBytes).toFixed(1),
    ]);
    if (control.timedFrom !== 'the pointerdown') {
      footnotes.push(
        `‡ ${control.label}: timed from the tap attempt, just after the address was typed; the control took ` +
          `${control.first.waitedForControlMs.join(', ')} ms to accept the tap (disabled until then).`,
      );
    }
    const early = control.first.appsRunningAtTap.filter(Boolean).length;
    if (early) {
      footnotes.push(
        `  ${control.label}: the apps already ran at the first tap in ${early} of ${control.first.runsMs.length} runs.`,
      );
    }
    if (control.first.answers.includes('language') && !control.first.newDocument) {
      footnotes.push(
        `  ${control.label}: no page load, the same document turned Swedish: timed to the first frame ` +
          'showing the Swedish heading (a link would be timed to the new page’s first contentful paint, †).',
      );
    }
    if (control.first.outOfView.length) {
      footnotes.push(
        `§ ${control.label}: in ${control.first.outOfView.length} of ${control.first.runsMs.length} runs the answer ` +
          `appeared out of view, the page having scrolled (from y → to y: ` +
          `${control.first.outOfView.map(([from, to]) => `${from} → ${to}`).join(', ')}).`,
      );
    }
    for (const note of control.notes) footnotes.push(`  ${control.label}: ${note}`);
  }
  console.log(markdownTable(rows));
  if (measured.controls.some((control) => control.first.newDocument)) {
    footnotes.unshift('† the answer is a new document (a link or a form post): timed to its first contentful paint.');
  }
  if (footnotes.length) console.log(`\n${footnotes.join('\n')}`);
  console.log('\nEvery run (ms, first tap):');
  for (const control of measured.controls) {
    console.log(
      `  ${control.id}: ${control.first.runsMs.join(', ') || '–'}` +
        (control.again ? `; once the apps run: ${control.again.runsMs.join(', ')}` : '') +
        ` (answer seen as: ${control.first.answers.join(', ') || '–'})`,
    );
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${HELP}`);
    return 2;
  }
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  if (!options.base && !underEmulators()) {
    // The script runs again from the repository's root: a JSON file keeps the path meant here.
    const json = typeof options.json === 'string' ? path.resolve(options.json) : undefined;
    const args = process.argv
      .slice(2)
      .filter((arg) => arg !== '--no-build')
      .map((arg) => (json && (arg === options.json || arg === `--json=${options.json}`) ? `--json=${json}` : arg));
    return rerunUnderEmulators(fileURLToPath(import.meta.url), args, { build: options.build });
  }

  const controls = CONTROLS.filter((control) => !options.only || options.only.includes(control.id));
  /** @type {{ origin: string, close: () => Promise<void> } | undefined} */
  let site;
  if (!options.base) {
    await seedDemoContent();
    site = await serveProductionBuilds();
  }
  const origin = options.base ?? site?.origin ?? '';
  let results;
  try {
    results = await measure(origin, controls, options.runs);
  } finally {
    await site?.close();
  }
  const measured = summary(results, options.runs, origin);
  if (typeof options.json === 'string') {
    writeFileSync(path.resolve(options.json), `${JSON.stringify(measured, null, 2)}\n`);
    printTable(measured);
  } else if (options.json) console.log(JSON.stringify(measured, null, 2));
  else printTable(measured);
  return measured.controls.every((control) => control.first.medianMs !== null) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
