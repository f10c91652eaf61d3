import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './support/ports';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere (e.g. Playwright's own browser). */
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  // blog-pages adds thirty published posts, which would change the lists other specs expect: it
  // runs after them (`--no-deps` runs it alone).
  projects: [
    { name: 'main', testIgnore: /blog-pages\.spec\.ts$/ },
    { name: 'blog-pages', testMatch: /blog-pages\.spec\.ts$/, dependencies: ['main'] },
  ],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
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
