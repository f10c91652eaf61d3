/**
 * App Check on the lead forms. With a reCAPTCHA site key in app-config.json (as production has),
 * the form loads App Check and reCAPTCHA only when it is submitted, and the apps' post of the form
 * (to its own page) carries a limited-use App Check token; without one (the local stack) nothing of
 * it loads and no token is sent. reCAPTCHA
 * and App Check's token exchange are Google services, unreachable here: the tests answer them
 * with stand-ins (a `grecaptcha` that hands out a fixed token, an exchange that returns a fixed
 * App Check token). The emulated functions do not enforce App Check, so both leads are stored.
 */
import type { Page, Request } from '@playwright/test';
import { effectiveAppConfig, type PolicyConfig, shellContentSecurityPolicy } from '../../scripts/hosting/headers.mjs';
import { closeLeadStore, storedLeads, uniqueEmail } from '../support/leads';
import { asOwnVisitor, isLeadPost, warmUpLeadFunctions } from '../support/network';
import { appsRunning } from '../support/page';
import { SHELL_URL } from '../support/ports';
import { expect, test } from '../support/test';
import { TEXT } from '../support/text';

test.beforeAll(warmUpLeadFunctions);

// The shell's page is answered by the test (with the policy for a configuration with a site key),
// and Chromium counts an answer that did not come from a socket as a public address: its requests
// to the local stack (loopback) would then be refused as local network access. Hosting serves the
// shell and the remotes from public addresses, so that check has nothing to say here.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] }),
    { scope: 'worker' },
  ],
});
test.afterAll(closeLeadStore);

const t = TEXT.en;
const SITE_KEY = 'e2e-recaptcha-site-key';
const RECAPTCHA_TOKEN = 'e2e-recaptcha-token';
const APP_CHECK_TOKEN = 'e2e-app-check-token';
const FUNCTION_ANSWER = { timeout: 30_000 };

/** reCAPTCHA v3 as the App Check SDK uses it: ready, an invisible widget, execute. */
const FAKE_RECAPTCHA = `
window.grecaptcha = {
  ready: (callback) => callback(),
  render: (container, params) => {
    window.__e2eRecaptcha = params;
    return 1;
  },
  execute: () => {
    window.__e2eRecaptcha.callback();
    return Promise.resolve(${JSON.stringify(RECAPTCHA_TOKEN)});
  },
};`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const APP_CHECK = { provider: 'recaptcha-v3', siteKey: SITE_KEY };

/**
 * The served app-config.json with an App Check site key added, and the shell's page with the
 * Content-Security-Policy Hosting would send for that configuration (scripts/hosting/headers.mjs).
 */
/** `policy` plus the hash sources (and 'unsafe-hashes') `rendered` adds to its directives. */
function withPageHashes(policy: string, rendered: string): string {
  const added = new Map(
    rendered.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.filter((source) => /^'(sha256-.+|unsafe-hashes)'$/.test(source))] as const;
    }),
  );
  return policy
    .split('; ')
    .map((part) => [part, ...(added.get(part.split(' ')[0] ?? '') ?? [])].join(' '))
    .join('; ');
}

async function withAppCheckSiteKey(page: Page): Promise<void> {
  let served: PolicyConfig | undefined;
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    served = (await response.json()) as PolicyConfig;
    await route.fulfill({ response, json: { ...served, appCheck: APP_CHECK } });
  });
  await page.route(
    (url) => url.origin === new URL(SHELL_URL).origin && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      served ??= (await (await page.request.get(`${SHELL_URL}/app-config.json`)).json()) as PolicyConfig;
      const base = shellContentSecurityPolicy(effectiveAppConfig({ ...served, appCheck: APP_CHECK }));
      // The server-rendered page's own inline styles and scripts stay allowed by their hashes.
      const policy = withPageHashes(base, response.headers()['content-security-policy'] ?? '');
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
}

/** Stand-ins for reCAPTCHA and App Check's exchange; returns the exchange requests' bodies. */
async function fakeGoogleAttestation(page: Page): Promise<string[]> {
  const exchanges: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }),
  );
  await page.route('https://content-firebaseappcheck.googleapis.com/**', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    exchanges.push(`${new URL(route.request().url()).pathname} ${route.request().postData() ?? ''}`);
    return route.fulfill({ headers: CORS, json: { token: APP_CHECK_TOKEN, ttl: '3600s' } });
  });
  return exchanges;
}

/** Every request the page makes, as it makes it. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const isRecaptcha = (request: Request) => request.url().startsWith('https://www.google.com/recaptcha/');
const isNewsletterCall = (request: Request) => isLeadPost(request, 'newsletter');

/** Types the address (which starts the apps), then sends it through the app once it runs. */
async function subscribe(page: Page, address: string, beforeSubmit?: () => void): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: t.newsletter.label }).fill(address);
  await appsRunning(page);
  beforeSubmit?.();
  await footer.getByRole('button', { name: t.newsletter.subscribe }).click();
  await expect(page.getByTestId('toast').filter({ hasText: t.newsletter.successTitle })).toBeVisible(FUNCTION_ANSWER);
}

test('with a site key, App Check loads on submit and the lead post carries its token', async ({ page }, testInfo) => {
  await asOwnVisitor(page, testInfo);
  await withAppCheckSiteKey(page);
  const exchanges = await fakeGoogleAttestation(page);
  const requests = recordRequests(page);

  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isRecaptcha), 'reCAPTCHA is not loaded with the page').toEqual([]);

  const address = uniqueEmail('app-check');
  await subscribe(page, address, () =>
    expect(requests.filter(isRecaptcha), 'reCAPTCHA is not loaded when the apps start').toEqual([]),
  );

  expect(requests.filter(isRecaptcha).length).toBeGreaterThan(0);
  expect(exchanges.length).toBeGreaterThan(0);
  for (const exchange of exchanges) {
    expect(exchange).toMatch(new RegExp(`:exchangeRecaptchaV3Token .*"${RECAPTCHA_TOKEN}"`));
  }
  const calls = requests.filter(isNewsletterCall);
  expect(calls).toHaveLength(1);
  expect(await calls[0]?.headerValue('x-firebase-appcheck')).toBe(APP_CHECK_TOKEN);
  expect(await storedLeads('newsletter', address)).toHaveLength(1);
});

test('without a site key (the local stack), nothing of App Check loads and no token is sent', async ({
  page,
}, testInfo) => {
  await asOwnVisitor(page, testInfo);
  const requests = recordRequests(page);
  await page.goto('/about');
  const address = uniqueEmail('no-app-check');
  await subscribe(page, address);

  expect(requests.filter(isRecaptcha)).toEqual([]);
  const calls = requests.filter(isNewsletterCall);
  expect(calls).toHaveLength(1);
  expect(await calls[0]?.headerValue('x-firebase-appcheck')).toBeNull();
  expect(await storedLeads('newsletter', address)).toHaveLength(1);
});
