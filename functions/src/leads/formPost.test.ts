import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadSettings } from '../config';
import { LEAD_LIMITS } from '../domain';
import { FORM_POST_MAX_BYTES, FORM_POST_REFUSED_EVENT, FormPostRefused, receiveFormPost } from './formPost';
import { FORM_TOKEN_LIFETIME_SECONDS, issueFormToken } from './formToken';
import type { LeadCore } from './intake';
import {
  FORM_POST_RATE_LIMIT_DOC,
  GLOBAL_RATE_LIMIT_DOC,
  LEADS_COLLECTION,
  type LeadDocument,
  RATE_LIMITS_COLLECTION,
} from './leadDocument';
import { formPostRequest, testLeadSettings } from './testRequest';

const SALT = 'salt';
const SITE = 'https://site.example';
const NOW = new Date('2026-03-01T12:00:00.000Z');

const settings: LeadSettings = testLeadSettings();

/**
 * Just enough of Firestore for the lead core: documents by path, transactions that run once
 * (there is no concurrency here), create refusing an existing document.
 */
class MemoryFirestore {
  readonly documents = new Map<string, Record<string, unknown>>();
  private nextId = 0;

  collection(name: string) {
    return {
      doc: (id?: string) => this.ref(`${name}/${id ?? `auto-${++this.nextId}`}`),
      // An equality query (a newsletter sign-up looks for the address's ended subscriptions).
      where: (field: string, _op: '==', value: unknown) => ({ query: { name, field, value } }),
    };
  }

  ids(collection: string): string[] {
    return [...this.documents.keys()].filter((path) => path.startsWith(`${collection}/`));
  }

  private ref(path: string) {
    const documents = this.documents;
    return {
      path,
      id: path.split('/').at(-1) ?? '',
      async create(data: Record<string, unknown>) {
        if (documents.has(path)) throw new Error(`${path} exists`);
        documents.set(path, data);
      },
    };
  }

  private snapshot(ref: { path: string }) {
    const data = this.documents.get(ref.path);
    return { exists: data !== undefined, get: (field: string) => data?.[field], data: () => data };
  }

  private queried({ name, field, value }: { name: string; field: string; value: unknown }) {
    const docs = this.ids(name)
      .filter((path) => this.documents.get(path)?.[field] === value)
      .map((path) => ({ ...this.snapshot({ path }), id: path.split('/').at(-1), ref: this.ref(path) }));
    return { docs, size: docs.length };
  }

  async runTransaction<T>(run: (transaction: unknown) => Promise<T>): Promise<T> {
    const transaction = {
      get: async (ref: { path: string } | { query: { name: string; field: string; value: unknown } }) =>
        'query' in ref ? this.queried(ref.query) : this.snapshot(ref),
      getAll: async (...refs: { path: string }[]) => refs.map((ref) => this.snapshot(ref)),
      set: (ref: { path: string }, data: Record<string, unknown>) => this.documents.set(ref.path, data),
      create: (ref: { path: string }, data: Record<string, unknown>) => {
        if (this.documents.has(ref.path)) throw new Error(`${ref.path} exists`);
        this.documents.set(ref.path, data);
      },
      update: (ref: { path: string }, data: Record<string, unknown>) =>
        this.documents.set(ref.path, { ...this.documents.get(ref.path), ...data }),
    };
    return run(transaction);
  }
}

let store: MemoryFirestore;
let verifyAppCheck: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

function deps(overrides: Partial<LeadCore> = {}): LeadCore {
  return {
    firestore: store as unknown as Firestore,
    settings,
    intake: { allowedOrigins: [SITE], clientSalt: SALT, appCheckEnforced: true },
    now: NOW,
    verifyAppCheck: verifyAppCheck as unknown as LeadCore['verifyAppCheck'],
    ...overrides,
  };
}

const token = () => issueFormToken(SALT, new Date(NOW.getTime() - 10 * 60 * 1000));

const CONTACT = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.se',
  company: 'Berg AB',
  message: 'Hej!\r\nVi vill veta mer.',
  website: '',
};

function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  options: Parameters<typeof formPostRequest>[2] = {},
) {
  return formPostRequest(
    { form_token: token(), ...fields },
    { origin: SITE, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.9, 151.101.1.1', ...headers },
    options,
  );
}

/** The leads stored so far (the Firestore trigger delivers them, off the visitor's request). */
function storedLeads(): LeadDocument[] {
  return store.ids(LEADS_COLLECTION).map((path) => store.documents.get(path) as unknown as LeadDocument);
}

async function refusal(outcome: Promise<unknown>): Promise<FormPostRefused> {
  const error = await outcome.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FormPostRefused);
  return error as FormPostRefused;
}

beforeEach(() => {
  store = new MemoryFirestore();
  verifyAppCheck = vi.fn().mockResolvedValue({ appId: 'app', alreadyConsumed: false });
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('receiveFormPost', () => {
  it('stores a contact lead pending delivery, its line breaks as the apps send them', async () => {
    expect(await receiveFormPost(post({ form: 'contact', ...CONTACT }), deps())).toEqual({
      form: 'contact',
      sent: true,
    });
    expect(storedLeads()).toHaveLength(1);
    const [lead] = storedLeads();
    expect(lead).toMatchObject({
      forwarding: { state: 'pending', attempts: 0 },
      type: 'contact',
      payload: {
        firstName: 'Anna',
        lastName: 'Berg',
        email: 'anna@example.se',
        company: 'Berg AB',
        message: 'Hej!\nVi vill veta mer.',
      },
    });
    expect(Object.keys(lead?.payload ?? {})).not.toContain('website');
    expect(Object.keys(lead?.payload ?? {})).not.toContain('form_token');
    expect(store.ids(LEADS_COLLECTION)).toHaveLength(1);
  });

  it('takes a newsletter sign-up without a honeypot field at all', async () => {
    expect(await receiveFormPost(post({ form: 'newsletter', email: ' anna@example.se ' }), deps())).toEqual({
      form: 'newsletter',
      sent: true,
    });
    expect(storedLeads()[0]).toMatchObject({ type: 'newsletter', payload: { email: 'anna@example.se' } });
  });

  it('refuses a filled honeypot: nothing stored, counted or delivered, and the honeypot is not handed back', async () => {
    const outcome = await receiveFormPost(post({ form: 'newsletter', email: 'bot@example.se', website: 'x' }), deps());
    expect(outcome).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'invalid',
      field: 'website',
      problem: 'not-accepted',
      values: { email: 'bot@example.se' },
    });
    expect(store.documents.size).toBe(0);
  });

  it('names an invalid field and hands back what was typed, cut to the limits, never the token', async () => {
    const long = 'x'.repeat(LEAD_LIMITS.message + 10);
    const outcome = await receiveFormPost(
      post({ form: 'contact', ...CONTACT, email: 'anna at example', message: long, website: '' }),
      deps(),
    );
    expect(outcome).toEqual({
      sent: false,
      form: 'contact',
      reason: 'invalid',
      field: 'email',
      problem: 'email',
      values: {
        firstName: 'Anna',
        lastName: 'Berg',
        email: 'anna at example',
        company: 'Berg AB',
        message: 'x'.repeat(LEAD_LIMITS.message),
      },
    });
    expect(store.documents.size).toBe(0);
  });

  it.each([
    ['a zero-width space', { message: 'Hej\u200Bdär' }, 'message', 'invisible'],
    ['a right-to-left override', { company: 'Berg \u202EBA' }, 'company', 'invisible'],
    ['a control character', { lastName: 'Berg\u001B' }, 'lastName', 'control'],
    ['a message over the limit', { message: 'x'.repeat(LEAD_LIMITS.message + 1) }, 'message', 'too-long'],
    ['a name of spaces only', { firstName: '   ' }, 'firstName', 'required'],
    ['an address the browser takes and the server does not', { email: 'an`na@example.se' }, 'email', 'email'],
  ])('says what is wrong with the field as data: %s', async (_case, fields, field, problem) => {
    const outcome = await receiveFormPost(post({ form: 'contact', ...CONTACT, ...fields }), deps());
    expect(outcome).toMatchObject({ sent: false, reason: 'invalid', field, problem });
    // What was typed comes back as typed (the message cut to its limit only).
    const [name, value] = Object.entries(fields)[0] as [string, string];
    expect(outcome.sent === false && outcome.values[name]).toBe(value.slice(0, LEAD_LIMITS.message));
    expect(store.documents.size).toBe(0);
  });

  it('cuts typed values by characters, as the limits count them, never in the middle of one', async () => {
    const name = `${'a'.repeat(LEAD_LIMITS.firstName - 1)}😀😀`;
    const outcome = await receiveFormPost(post({ form: 'contact', ...CONTACT, firstName: name }), deps());
    expect(outcome).toMatchObject({ sent: false, reason: 'invalid', field: 'firstName' });
    expect(outcome.sent === false && outcome.values.firstName).toBe(`${'a'.repeat(LEAD_LIMITS.firstName - 1)}😀`);
  });

  it('answers a field that is not the form’s as invalid, and leaves it out of the typed values', async () => {
    const outcome = await receiveFormPost(post({ form: 'newsletter', email: 'anna@example.se', extra: '1' }), deps());
    expect(outcome).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'invalid',
      field: 'extra',
      problem: 'not-accepted',
      values: { email: 'anna@example.se' },
    });
  });

  it.each(['lead_id', 'type', 'submitted_at', 'page', 'constructor', 'toString'])(
    'never lets a post set the %s of the lead or of its webhook delivery (lead_id is the idempotency key)',
    async (field) => {
      const outcome = await receiveFormPost(
        post({ form: 'newsletter', email: 'anna@example.se', [field]: 'forged' }),
        deps(),
      );
      expect(outcome).toMatchObject({ sent: false, reason: 'invalid', field, problem: 'not-accepted' });
      expect(storedLeads()).toEqual([]);
    },
  );

  it.each([
    ['a fullwidth at sign', 'anna\uFF20example.se'],
    ['a small commercial at', 'anna\uFE6Bexample.se'],
    ['a line break and a Bcc header', 'anna@example.se\r\nBcc: all@example.se'],
  ])('refuses an e-mail address with %s, storing nothing', async (_label, email) => {
    const outcome = await receiveFormPost(post({ form: 'newsletter', email }), deps());
    expect(outcome).toMatchObject({ sent: false, reason: 'invalid', field: 'email' });
    expect(storedLeads()).toEqual([]);
  });

  it('answers a token older than its lifetime (8 hours) as expired, with what was typed', async () => {
    const stale = issueFormToken(SALT, new Date(NOW.getTime() - (FORM_TOKEN_LIFETIME_SECONDS + 60 * 60) * 1000));
    const outcome = await receiveFormPost(
      post({ form: 'newsletter', email: 'anna@example.se', form_token: stale }),
      deps(),
    );
    expect(outcome).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'expired',
      detail: 'form-token',
      values: { email: 'anna@example.se' },
    });
    expect(store.documents.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: FORM_POST_REFUSED_EVENT, reason: 'token-expired' }),
    );
  });

  it('answers a missing, forged or foreign token as invalid, before anything is counted', async () => {
    for (const form_token of [
      '',
      '1772366400.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      issueFormToken('other', NOW),
    ]) {
      const outcome = await receiveFormPost(post({ form: 'newsletter', email: 'anna@example.se', form_token }), deps());
      expect(outcome).toEqual({
        sent: false,
        form: 'newsletter',
        reason: 'invalid',
        detail: 'form-token',
        values: { email: 'anna@example.se' },
      });
    }
    expect(store.documents.size).toBe(0);
  });

  it('refuses a post from another origin, or without one, with 403', async () => {
    const foreign = await refusal(
      receiveFormPost(
        post({ form: 'newsletter', email: 'anna@example.se' }, { origin: 'https://evil.example' }),
        deps(),
      ),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.message).toMatch(/only be sent from a page of this site/);
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: FORM_POST_REFUSED_EVENT, reason: 'origin', origin: 'https://evil.example' }),
    );
    const request = post({ form: 'newsletter', email: 'anna@example.se' });
    delete (request.headers as Record<string, string>).origin;
    const without = await refusal(receiveFormPost(request, deps()));
    expect(without.status).toBe(403);
    expect(without.message).toMatch(/no Origin header/);
    expect(store.documents.size).toBe(0);
  });

  it('refuses a post the browser calls cross-site with 403, whatever its Origin says', async () => {
    const refused = await refusal(
      receiveFormPost(
        post({ form: 'newsletter', email: 'anna@example.se' }, { 'sec-fetch-site': 'cross-site' }),
        deps(),
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/cross-site/);
    // Same-site and requests without the header (older browsers) go on.
    for (const site of ['same-site', 'none']) {
      const outcome = await receiveFormPost(
        post({ form: 'newsletter', email: `${site}@example.se` }, { 'sec-fetch-site': site }),
        deps(),
      );
      expect(outcome.sent).toBe(true);
    }
  });

  it('takes a post from a page of its own sent without a referrer (Origin null, same-origin), and no other null', async () => {
    // The unsubscribe and preview pages are sent with `Referrer-Policy: no-referrer`, and the browser then
    // sends `Origin: null` with their footer's plain newsletter post, saying same-origin in Sec-Fetch-Site.
    const own = await receiveFormPost(
      post(
        { form: 'newsletter', email: 'no-referrer@example.se' },
        { origin: 'null', 'sec-fetch-site': 'same-origin' },
      ),
      deps(),
    );
    expect(own.sent).toBe(true);
    expect(storedLeads()).toHaveLength(1);
    // A sandboxed frame, a data: page or a file also send `null`: another site's, or a browser that does not say.
    for (const site of ['cross-site', 'same-site', 'none', undefined]) {
      const request = post({ form: 'newsletter', email: 'anna@example.se' }, { origin: 'null' });
      const headers = request.headers as Record<string, string>;
      if (site === undefined) delete headers['sec-fetch-site'];
      else headers['sec-fetch-site'] = site;
      const refused = await refusal(receiveFormPost(request, deps()));
      expect(refused.status, String(site)).toBe(403);
    }
    expect(storedLeads()).toHaveLength(1);
  });

  it('refuses other content types with 415 and names the one sent', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const refused = await refusal(
        receiveFormPost(post({ form: 'newsletter', email: 'anna@example.se' }, { 'content-type': type }), deps()),
      );
      expect(refused.status).toBe(415);
      expect(refused.message).toContain(type.split(';')[0]);
    }
    const charset = post(
      { form: 'newsletter', email: 'anna@example.se' },
      { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    );
    expect((await receiveFormPost(charset, deps())).sent).toBe(true);
  });

  it(`refuses a body over ${FORM_POST_MAX_BYTES} bytes with 413, before anything is read`, async () => {
    const refused = await refusal(
      receiveFormPost(
        post({ form: 'newsletter', email: 'anna@example.se' }, {}, { rawBody: Buffer.alloc(FORM_POST_MAX_BYTES + 1) }),
        deps(),
      ),
    );
    expect(refused.status).toBe(413);
    // The sizes as each language writes numbers: 49,153 in English, 49 153 (a no-break space) in Swedish.
    expect(FORM_POST_MAX_BYTES).toBe(49_152);
    expect(refused.texts.en).toBe('The form is 49,153 bytes; at most 49,152 bytes are accepted.');
    expect(refused.texts.sv).toBe('Formuläret är 49\u00a0153 byte; högst 49\u00a0152 byte tas emot.');
  });

  it('takes a maximal contact message in a non-Latin script, percent-encoded', async () => {
    const message = '東'.repeat(LEAD_LIMITS.message);
    const request = post({ form: 'contact', ...CONTACT, message });
    expect(request.rawBody.length).toBeGreaterThan(LEAD_LIMITS.requestBytes);
    expect(await receiveFormPost(request, deps())).toEqual({ form: 'contact', sent: true });
  });

  it('takes a contact form with every field a browser lets through at its limit, in the widest characters', async () => {
    // A character of three UTF-8 bytes is nine percent-encoded, the most per unit a field's
    // maxLength counts; the browser's own e-mail check lets only ASCII through (an IDN domain as punycode).
    const full = (limit: number) => '東'.repeat(limit);
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.se`;
    expect(email).toHaveLength(LEAD_LIMITS.email);
    const request = post({
      form: 'contact',
      ...CONTACT,
      firstName: full(LEAD_LIMITS.firstName),
      lastName: full(LEAD_LIMITS.lastName),
      company: full(LEAD_LIMITS.company),
      email,
      message: full(LEAD_LIMITS.message),
    });
    expect(request.rawBody.length).toBeLessThanOrEqual(FORM_POST_MAX_BYTES);
    expect(await receiveFormPost(request, deps())).toEqual({ form: 'contact', sent: true });
  });

  it('refuses a body that is not UTF-8, or percent-escapes that are not (a lone surrogate), with 400', async () => {
    for (const rawBody of [
      Buffer.from([0x66, 0x6f, 0x72, 0x6d, 0x3d, 0xff]),
      Buffer.from('form=newsletter&email=x%ED%A0%80%40example.se'),
      Buffer.from('form=newsletter&email=anna%4'),
    ]) {
      const refused = await refusal(receiveFormPost(post({}, {}, { rawBody }), deps()));
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/could not be read/);
    }
    expect(store.documents.size).toBe(0);
  });

  it('refuses other methods with 405, and posts that name no lead form with 400', async () => {
    const get = await refusal(receiveFormPost(post({}, {}, { method: 'PUT' }), deps()));
    expect(get.status).toBe(405);
    const none = await refusal(receiveFormPost(post({ email: 'anna@example.se' }), deps()));
    expect(none.status).toBe(400);
    expect(none.message).toMatch(/"form" field is missing/);
    const unknown = await refusal(receiveFormPost(post({ form: 'signup', email: 'anna@example.se' }), deps()));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/newsletter, quiz, contact/);
  });

  it('answers limited once the client has used up its quota', async () => {
    const limited = { ...settings, rateLimitMax: 2 };
    const outcomes = [];
    for (const i of [1, 2, 3]) {
      outcomes.push(
        await receiveFormPost(post({ form: 'quiz', email: `q${i}@example.se` }), deps({ settings: limited })),
      );
    }
    expect(outcomes.map((outcome) => outcome.sent)).toEqual([true, true, false]);
    expect(outcomes[2]).toEqual({ sent: false, form: 'quiz', reason: 'limited', values: { email: 'q3@example.se' } });
  });

  it('counts the client by the address before Hosting’s hop, so forged entries gain nothing', async () => {
    const limited = { ...settings, rateLimitMax: 1 };
    // Hosting's hop: two of its CDN's addresses (Fastly's), the client's entry before them.
    const first = post(
      { form: 'quiz', email: 'a@example.se' },
      { 'x-forwarded-for': '10.0.0.1, 203.0.113.9, 151.101.1.1' },
    );
    const second = post(
      { form: 'quiz', email: 'b@example.se' },
      { 'x-forwarded-for': '10.0.0.2, 203.0.113.9, 151.101.2.2' },
    );
    expect((await receiveFormPost(first, deps({ settings: limited }))).sent).toBe(true);
    expect(await receiveFormPost(second, deps({ settings: limited }))).toMatchObject({ reason: 'limited' });
  });

  it('holds plain posts to their own global budget, which leaves the rest of the global one to the apps', async () => {
    const budget = { ...settings, formPostRateLimitPerMinute: 2, globalRateLimitPerMinute: 3 };
    const outcomes = [];
    for (const i of [1, 2, 3]) {
      const request = post(
        { form: 'newsletter', email: `n${i}@example.se` },
        { 'x-forwarded-for': `203.0.113.${i}, 151.101.1.1` },
      );
      outcomes.push(await receiveFormPost(request, deps({ settings: budget })));
    }
    expect(outcomes.map((outcome) => outcome.sent)).toEqual([true, true, false]);
    expect(outcomes[2]).toMatchObject({ reason: 'limited' });
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'lead_form_post_rate_limit', limitPerMinute: 2 }),
    );
    expect(store.documents.get(`${RATE_LIMITS_COLLECTION}/${FORM_POST_RATE_LIMIT_DOC}`)).toMatchObject({ count: 2 });
    expect(store.documents.get(`${RATE_LIMITS_COLLECTION}/${GLOBAL_RATE_LIMIT_DOC}`)).toMatchObject({ count: 2 });

    // The apps' post (App Check attested) still gets the global budget's last place.
    const app = post(
      { form: 'newsletter', email: 'app@example.se' },
      { 'x-forwarded-for': '203.0.113.50, 151.101.1.1', accept: 'application/json', 'x-firebase-appcheck': 'token' },
    );
    expect(await receiveFormPost(app, deps({ settings: budget }))).toEqual({ form: 'newsletter', sent: true });
    expect(verifyAppCheck).toHaveBeenCalledWith('token');
  });

  it('answers unavailable when Firestore fails, and forwards nothing', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = {
      collection: () => ({ doc: () => ({}) }),
      runTransaction: () => Promise.reject(new Error('14 UNAVAILABLE: no connection')),
    } as unknown as Firestore;
    const outcome = await receiveFormPost(
      post({ form: 'newsletter', email: 'anna@example.se' }),
      deps({ firestore: broken }),
    );
    expect(outcome).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'unavailable',
      values: { email: 'anna@example.se' },
    });
    expect(store.documents.size).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'lead_storage_failed', type: 'newsletter', channel: 'form-post' }),
    );
  });

  it('stores the page the form was sent from, as an on-site path without its query, outside the fingerprint', async () => {
    const from = (url: string, email = 'anna@example.se') => post({ form: 'newsletter', email }, {}, { url });
    expect((await receiveFormPost(from('/sv/contact?utm=x#top'), deps())).sent).toBe(true);
    expect(storedLeads()[0]?.page).toBe('/sv/contact');
    // The same submission from another page is a repeat: acknowledged, not stored again.
    expect((await receiveFormPost(from('/blog'), deps())).sent).toBe(true);
    expect(storedLeads()).toHaveLength(1);
    // An address that is no site path is not kept.
    expect((await receiveFormPost(from('//evil.example/x', 'b@example.se'), deps())).sent).toBe(true);
    expect(storedLeads()[1]?.page).toBe('/evil.example/x');
    expect((await receiveFormPost(from('/a%0Ab', 'c@example.se'), deps())).sent).toBe(true);
    expect(storedLeads()[2]?.page).toBeUndefined();
  });

  it("keeps a preview page as the preview, never its link's token (the inbox and its exports would open the draft)", async () => {
    const token = 'Ab3_-'.repeat(8).concat('xyz');
    const from = (url: string, email: string) => post({ form: 'newsletter', email }, {}, { url });
    // The footer's newsletter form, sent by a client reviewing a draft through its preview link.
    expect((await receiveFormPost(from(`/preview/${token}`, 'a@example.se'), deps())).sent).toBe(true);
    expect((await receiveFormPost(from(`/sv/preview/${token}/?x=1`, 'b@example.se'), deps())).sent).toBe(true);
    expect((await receiveFormPost(from(`/preview/%41${token.slice(1)}`, 'c@example.se'), deps())).sent).toBe(true);
    expect(storedLeads().map((lead) => lead.page)).toEqual(['/preview', '/sv/preview', '/preview']);
    expect(JSON.stringify(storedLeads())).not.toContain(token.slice(1));
  });
});

describe("receiveFormPost, the apps' post (fetch asking for JSON)", () => {
  const appPost = (headers: Record<string, string> = {}) =>
    post({ form: 'newsletter', email: 'app@example.se' }, { accept: 'application/json', ...headers });

  it('is refused as unattested without an App Check token where it is enforced: nothing read or counted', async () => {
    const outcome = await receiveFormPost(appPost(), deps());
    expect(outcome).toEqual({
      sent: false,
      form: 'newsletter',
      reason: 'unattested',
      detail: 'app-check-missing',
      values: { email: 'app@example.se' },
    });
    expect(verifyAppCheck).not.toHaveBeenCalled();
    expect(store.documents.size).toBe(0);
  });

  it('is refused with a forged or replayed token', async () => {
    verifyAppCheck.mockRejectedValueOnce(new Error('bad signature'));
    expect(await receiveFormPost(appPost({ 'x-firebase-appcheck': 'forged' }), deps())).toMatchObject({
      reason: 'unattested',
      detail: 'app-check-invalid',
    });
    verifyAppCheck.mockResolvedValueOnce({ appId: 'app', alreadyConsumed: true });
    expect(await receiveFormPost(appPost({ 'x-firebase-appcheck': 'used' }), deps())).toMatchObject({
      reason: 'unattested',
      detail: 'app-check-replayed',
    });
    expect(store.documents.size).toBe(0);
  });

  it('needs the form token too, like the plain post', async () => {
    const stale = formPostRequest(
      { form: 'newsletter', email: 'app@example.se', form_token: 'x.y' },
      { origin: SITE, accept: 'application/json', 'x-firebase-appcheck': 'token' },
    );
    expect(await receiveFormPost(stale, deps())).toMatchObject({ sent: false, reason: 'invalid' });
    expect(store.documents.size).toBe(0);
  });

  it('is taken without a token where App Check is not enforced (the local stack)', async () => {
    const open = deps({ intake: { allowedOrigins: [SITE], clientSalt: SALT, appCheckEnforced: false } });
    expect(await receiveFormPost(appPost(), open)).toEqual({ form: 'newsletter', sent: true });
  });

  it('a plain post is never asked for App Check (it cannot carry one)', async () => {
    expect((await receiveFormPost(post({ form: 'newsletter', email: 'n@example.se' }), deps())).sent).toBe(true);
    expect(verifyAppCheck).not.toHaveBeenCalled();
  });
});
