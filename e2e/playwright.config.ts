import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './support/ports';

/**
 * Debian's headless shell (package chromium-headless-shell, which .ci/run installs), else its
 * Chromium; CHROMIUM_PATH points elsewhere (e.g. Playwright's own browser). The headless shell is
 * the browser Playwright itself runs headless tests in: without the full browser's UI layers.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) =>
    existsSync(p),
  );

/**
 * The specs that add content at size run after the others, one after the other (`--no-deps` runs
 * one alone): blog-pages adds thirty published posts and case-study-pages twenty published case
 * studies, which would change the lists other specs expect; long-lists a thousand leads, and the
 * Firestore emulator reads a whole collection for each query (which slows the specs reading leads
 * past their timeouts), while each new lead starts
 * deliverLead in the Functions emulator (which delays blog-pages' blog trigger past its own).
 */
const AT_SIZE = /(blog-pages|case-study-pages|long-lists)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Generous on purpose: the suite runs on 2-core machines beside the emulators, where a console
  // page takes seconds to start. Speed is measured by scripts/bench on a production build, never here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  projects: [
    { name: 'main', testIgnore: AT_SIZE },
    { name: 'blog-pages', testMatch: /blog-pages\.spec\.ts$/, dependencies: ['main'] },
    { name: 'case-study-pages', testMatch: /case-study-pages\.spec\.ts$/, dependencies: ['blog-pages'] },
    { name: 'long-lists', testMatch: /long-lists\.spec\.ts$/, dependencies: ['case-study-pages'] },
  ],
  use: {
    baseURL: SHELL_URL,
    // Recording a trace snapshots the page at every action: on a 2-core machine that doubled the
    // time of the admin specs (12 s → 25 s for the shortest) and pushed the heaviest past their
    // timeouts. A failing test is run again (retries) and that run is the one recorded.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        // The browser never reaches the internet: a host outside the local stack does not resolve. Not
        // a Playwright route for every address: a routed context has no HTTP cache, so every page load
        // fetched and compiled the apps' scripts again.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
