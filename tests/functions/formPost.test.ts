/**
 * The lead forms without JavaScript, as a browser sends them: a form-encoded POST to the page's
 * own address on the Hosting emulator, which hands it to renderPage in the Functions emulator.
 * The form token is the one the served page carries (read from its server data, as the page's
 * hidden field holds the same). Needs the production builds (pnpm build): scripts/test-backend.mjs
 * starts Hosting only when they exist.
 */
import { HONEYPOT_FIELD } from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_SITES, localOrigin } from '../../scripts/local-stack/ports.mjs';
import { contact, demoParameter, eventually, settledLeads, storedLeads, useWebhookReceiver } from './support/leads';

const receiver = useWebhookReceiver();

/** The local shell site, as Hosting serves it: the pages' own origin. */
const SHELL = localOrigin(HOSTING_SITES.shell.port);
/** links.quizForm of the local configuration (the platform's default). */
const QUIZ_FORM = 'https://forms.example.com/ai-readiness-quiz';

interface ServerData {
  language: string;
  formToken?: string;
  formFailure?: { form: string; reason: string; field?: string; values: Record<string, string> } | null;
}

function serverData(html: string): ServerData {
  const json = /<script type="application\/json" id="server-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The page carries no server data');
  return JSON.parse(json) as ServerData;
}

/** The form token of the page at `path`, as served. */
async function pageToken(path: string): Promise<string> {
  const response = await fetch(`${SHELL}${path}`);
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  const token = serverData(html).formToken;
  expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
  return token ?? '';
}

/** A form-encoded POST to the page at `path`, as a browser sends the page's form. */
async function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${SHELL}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: SHELL,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What the receiver took at `path` once the new-lead trigger sent something (at most 30 s, as `eventually`). */
function waitForDelivery(path: string) {
  const accepted = () => receiver.accepted(path);
  return eventually(accepted, (list) => list.length > 0).catch(accepted);
}

beforeAll(async () => {
  const up = await fetch(`${SHELL}/app-config.json`).then(
    (response) => response.ok,
    () => false,
  );
  if (!up) throw new Error(`Hosting does not answer on ${SHELL}: build the apps (pnpm build) and run again`);
});

describe('a lead form posted without JavaScript', () => {
  it('stores and forwards a contact message and sends the browser back to the form with ?sent=', async () => {
    const token = await pageToken('/contact');
    const response = await postForm('/contact', {
      form: 'contact',
      form_token: token,
      ...contact,
      message: 'Line one\r\nline two',
      [HONEYPOT_FIELD]: '',
    });
    expect(response.status, await response.clone().text()).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=contact#contact-form');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const delivered = await waitForDelivery('/webhooks/contact');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.body).toMatchObject({ ...contact, message: 'Line one\nline two', type: 'contact' });
    expect(delivered[0]?.body).not.toHaveProperty('form_token');
    // The trigger records the delivery once the webhook has answered: after the receiver took it.
    const leads = await settledLeads(1);
    expect(leads[0]?.forwarding.state).toBe('delivered');
  });

  it('keeps the page’s language in the address it sends the browser back to', async () => {
    const token = await pageToken('/sv/');
    const response = await postForm('/sv/', { form: 'newsletter', form_token: token, email: 'anna@example.se' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sv/?sent=newsletter#newsletter');
    expect(await waitForDelivery('/webhooks/newsletter')).toHaveLength(1);
  });

  it('sends a quiz lead back to its page, which says it was received and links on to the quiz form', async () => {
    const token = await pageToken('/');
    const response = await postForm('/', { form: 'quiz', form_token: token, email: 'anna@example.se' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?sent=quiz#quiz');
    expect(await waitForDelivery('/webhooks/quiz')).toHaveLength(1);
    const page = await fetch(`${SHELL}/?sent=quiz`);
    const html = await page.text();
    expect(html).toContain('We&#x27;ve received your information. Opening the quiz...');
    expect(html).toMatch(new RegExp(`<a [^>]*href="${QUIZ_FORM}"[^>]*>`));
  });

  it('sends the browser back to a path on this site, whatever address the form was posted to', async () => {
    const token = await pageToken('/sv/');
    for (const [path, location] of [
      ['/sv//evil.example', '/sv/evil.example?sent=newsletter#newsletter'],
      ['/sv/%2F%2Fevil.example?x=1', '/sv/evil.example?x=1&sent=newsletter#newsletter'],
    ] as const) {
      const response = await postForm(path, { form: 'newsletter', form_token: token, email: 'anna@example.se' });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('renders the page again with 400, the bad field and what was typed, and stores nothing', async () => {
    const token = await pageToken('/contact');
    const typed = { ...contact, email: 'anna at example', message: 'Hej <b>där</b>' };
    const response = await postForm('/contact', { form: 'contact', form_token: token, ...typed, [HONEYPOT_FIELD]: '' });
    const html = await response.text();
    expect(response.status, html.slice(0, 300)).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self';");
    const data = serverData(html);
    expect(data.formFailure).toEqual({
      form: 'contact',
      reason: 'invalid',
      field: 'email',
      problem: 'email',
      values: typed,
    });
    // A fresh token, so the corrected form can be sent again from this page.
    expect(data.formToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await storedLeads()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
  });

  it('refuses a forged token with 400 and the page again, and a filled honeypot the same way', async () => {
    const forged = await postForm('/contact', {
      form: 'newsletter',
      form_token: `${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`,
      email: 'anna@example.se',
    });
    expect(forged.status).toBe(400);
    expect(serverData(await forged.text()).formFailure).toEqual({
      form: 'newsletter',
      reason: 'invalid',
      detail: 'form-token',
      values: { email: 'anna@example.se' },
    });

    const bot = await postForm('/', {
      form: 'newsletter',
      form_token: await pageToken('/'),
      email: 'bot@example.se',
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(bot.status).toBe(400);
    expect(serverData(await bot.text()).formFailure).toMatchObject({ reason: 'invalid', field: HONEYPOT_FIELD });
    expect(await storedLeads()).toEqual([]);
  });

  it('renders the page again with 429 once the client has used up its quota', async () => {
    const limit = Number(demoParameter('LEAD_RATE_LIMIT_MAX'));
    const token = await pageToken('/');
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const response = await postForm('/', { form: 'newsletter', form_token: token, email: `n${i}@example.se` });
      statuses.push(response.status);
      if (i === limit) {
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(serverData(await response.text()).formFailure).toEqual({
          form: 'newsletter',
          reason: 'limited',
          values: { email: `n${i}@example.se` },
        });
      }
    }
    expect(statuses).toEqual([...Array.from({ length: limit }, () => 303), 429]);
  });

  it('refuses a post from another site with a plain 403, and a post that is no form with a plain 4xx', async () => {
    const token = await pageToken('/contact');
    const fields = { form: 'newsletter', form_token: token, email: 'anna@example.se' };
    const foreign = await postForm('/contact', fields, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await foreign.text()).toMatch(/only be sent from a page of this site/);

    const json = await fetch(`${SHELL}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SHELL },
      body: JSON.stringify(fields),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/application\/x-www-form-urlencoded/);
    // A body the runtime's own parser refuses (not JSON, sent as JSON) gets the platform's 4xx.
    const broken = await postForm('/contact', fields, { 'Content-Type': 'application/json' });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);

    const unnamed = await postForm('/contact', { form_token: token, email: 'anna@example.se' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toMatch(/names no form/);
    expect(await storedLeads()).toEqual([]);
  });
});
