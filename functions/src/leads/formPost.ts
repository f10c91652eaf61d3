/**
 * The one way a lead arrives: a lead form posted to its page's own address, which Hosting hands to
 * renderPage (../render/functions.ts). The browser posts it itself without JavaScript; with the
 * apps running, `<LeadForm>` (platform/src/leadForm) posts the same fields with `fetch`, asking for
 * JSON (`Accept: application/json`) and adding its App Check token. Both go through:
 *
 * 1. POST, `application/x-www-form-urlencoded` (UTF-8), at most FORM_POST_MAX_BYTES; else refused
 *    (FormPostRefused: 405, 415, 413 or 400) with a plain answer.
 * 2. `Origin` one of the configured site origins (browsers send it with every form POST, and with
 *    a `fetch` POST) and `Sec-Fetch-Site`, when sent, not `cross-site`; or `Origin: null` with
 *    `Sec-Fetch-Site: same-origin` (a page of ours sent without a referrer); else 403.
 * 3. A `form` field naming a lead form; else 400.
 * 4. The page's signed form token (formToken.ts): a post from a page we did not serve within
 *    its lifetime is answered like a bad field ('invalid' or 'expired'), with what was typed.
 * 5. The apps' post only: App Check when enforced ('unattested', 401, without a genuine, unused
 *    token). A post without JavaScript cannot carry one: it is held to the plain posts' own share
 *    of the global limit instead.
 * 6. The lead core (intake.ts): validation with the honeypot, the limits, storing with its page.
 *
 * Every refusal is a FormFailureReason; FORM_FAILURE_STATUS (domain) gives its HTTP status, and
 * the apps show the same message for it as the page rendered again does.
 * Why the token stands in for App Check, and what it does not prove: functions/README.md,
 * "The browser's own post".
 */
import { HttpsError, type Request, type Response } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { requireAppCheck, verifyWithFirebase } from '../appCheck';
import { leadIntakeSettings, leadSettings } from '../config';
import {
  FORM_ANCHORS,
  FORM_FAILURE_STATUS,
  FORM_FIELD,
  FORM_SENT_PARAM,
  FORM_TOKEN_FIELD,
  type FormFailure,
  type FormOutcome,
  formatCount,
  HONEYPOT_FIELD,
  isLeadFieldProblem,
  type Language,
  LEAD_LIMITS,
  LEAD_SCHEMAS,
  LEAD_TYPES,
  type LeadFieldProblem,
  type LeadType,
  languageOfPath,
  localizedPath,
  matchPreviewPath,
  requestAddress,
  safeSitePath,
} from '../domain';
import { db } from '../firebase';
import { sendText } from '../http';
import { issueFormToken, verifyFormToken } from './formToken';
import { type LeadCore, takeLead } from './intake';

/**
 * The largest form post taken. Percent-encoding writes each byte of a non-ASCII character as three
 * (`å` is `%C3%A5`, a line break `%0D%0A`), so fields of LEAD_LIMITS.requestBytes in UTF-8 can take
 * three times as many bytes: a contact form with every field at its limit in three-byte characters
 * (`東`) fits (formPost.test.ts).
 */
export const FORM_POST_MAX_BYTES = 3 * LEAD_LIMITS.requestBytes;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The `detail` of a refusal for the form token (its `reason` is `invalid` or `expired`). */
export const FORM_TOKEN_DETAIL = 'form-token';

/** The `event` field of every refused plain post that is logged. */
export const FORM_POST_REFUSED_EVENT = 'lead_form_post_refused';

/**
 * A post that is not a lead form from one of our pages: answered with `status` and its text in the
 * address's language as plain text (`message` is the English one).
 */
export class FormPostRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 405 | 413 | 415,
    readonly texts: Record<Language, string>,
  ) {
    super(texts.en);
    this.name = 'FormPostRefused';
  }
}

const isLeadType = (value: unknown): value is LeadType =>
  typeof value === 'string' && (LEAD_TYPES as readonly string[]).includes(value);

/** `value` cut to at most `max` characters, counted as the schemas count them (code points). */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const characters = Array.from(value);
  return characters.length <= max ? value : characters.slice(0, max).join('');
}

/** A browser sends a textarea's line breaks as CRLF; the apps send LF, and so is the lead stored. */
const normalized = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value);

/**
 * What was typed into `form`'s fields, for the page rendered again: only the form's own text
 * fields (never the honeypot or the token), each cut to its limit.
 */
export function typedValues(form: LeadType, body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.keys(LEAD_SCHEMAS[form].shape)) {
    if (field === HONEYPOT_FIELD) continue;
    const value = normalized(body[field]);
    if (typeof value !== 'string') continue;
    const limit = (LEAD_LIMITS as Record<string, number>)[field];
    values[field] = limit === undefined ? value : cut(value, limit);
  }
  return values;
}

function mediaType(request: Request): string {
  return (request.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** One name or value of a form-encoded body, decoded strictly: broken UTF-8 (a lone surrogate included) throws. */
const decodeFormPart = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));

/**
 * The fields of a form-encoded body, read from its raw bytes, strictly: bytes or percent-escapes
 * that are not UTF-8 (which a lenient parser would turn into U+FFFD) are refused, and a name sent
 * twice keeps every value (an array, which no lead field accepts), so nothing is silently dropped.
 */
function parseForm(raw: Buffer): Record<string, unknown> {
  const fields = new Map<string, string | string[]>();
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    for (const pair of text.split('&')) {
      if (pair === '') continue;
      const at = pair.indexOf('=');
      const name = decodeFormPart(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? '' : decodeFormPart(pair.slice(at + 1));
      const earlier = fields.get(name);
      if (earlier === undefined) fields.set(name, value);
      else fields.set(name, Array.isArray(earlier) ? [...earlier, value] : [earlier, value]);
    }
  } catch {
    throw new FormPostRefused(400, {
      en: 'The form could not be read (it is not UTF-8, or its encoding is broken).',
      sv: 'Formuläret kunde inte läsas (det är inte UTF-8, eller dess kodning är trasig).',
    });
  }
  // Own properties whatever the names (`__proto__` included), so the schema sees and refuses them.
  return Object.fromEntries(fields);
}

/** Refuses what is not a readable form-encoded POST of a sane size; returns its fields. */
function formFields(request: Request): Record<string, unknown> {
  if (request.method !== 'POST') {
    throw new FormPostRefused(405, {
      en: `A form is sent with POST, not ${request.method}.`,
      sv: `Ett formulär skickas med POST, inte ${request.method}.`,
    });
  }
  const type = mediaType(request);
  if (type !== FORM_CONTENT_TYPE) {
    throw new FormPostRefused(415, {
      en: `A form must be sent as ${FORM_CONTENT_TYPE}, not ${type || 'without a content type'}.`,
      sv: `Ett formulär måste skickas som ${FORM_CONTENT_TYPE}, inte ${type || 'utan innehållstyp'}.`,
    });
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.header('content-type') ?? '')?.[1]?.toLowerCase();
  const encoding = (request.header('content-encoding') ?? 'identity').trim().toLowerCase();
  if ((charset !== undefined && charset !== 'utf-8') || encoding !== 'identity') {
    throw new FormPostRefused(415, {
      en: 'A form must be sent as UTF-8 without a content encoding.',
      sv: 'Ett formulär måste skickas som UTF-8 utan innehållskodning.',
    });
  }
  const raw = request.rawBody ?? Buffer.alloc(0);
  if (raw.length > FORM_POST_MAX_BYTES) {
    throw new FormPostRefused(413, {
      en: `The form is ${formatCount(raw.length, 'en')} bytes; at most ${formatCount(FORM_POST_MAX_BYTES, 'en')} bytes are accepted.`,
      sv: `Formuläret är ${formatCount(raw.length, 'sv')} byte; högst ${formatCount(FORM_POST_MAX_BYTES, 'sv')} byte tas emot.`,
    });
  }
  return parseForm(raw);
}

/**
 * A post from a page of ours sent with `Referrer-Policy: no-referrer` (the unsubscribe and preview
 * pages: their addresses carry a token): the browser then sends `Origin: null` with the page's plain
 * form post, and says where it comes from in `Sec-Fetch-Site`, which no page can set. Any other
 * `null` (a sandboxed frame, a `data:` page, a browser that does not say) is refused.
 */
const isOwnPageWithoutReferrer = (request: Request) =>
  request.header('origin') === 'null' && request.header('sec-fetch-site') === 'same-origin';

/** Refuses a post that does not come from a page of one of the configured site origins. */
function requireOwnPage(request: Request, allowedOrigins: readonly string[]): void {
  const origin = request.header('origin');
  if (isOwnPageWithoutReferrer(request)) return;
  if (origin === undefined || !allowedOrigins.includes(origin)) {
    logger.warn('Refused a plain form post from another origin', {
      event: FORM_POST_REFUSED_EVENT,
      reason: 'origin',
      origin: origin ?? null,
    });
    throw new FormPostRefused(
      403,
      origin === undefined
        ? {
            en: 'This form can only be sent from a page of this site (the request has no Origin header).',
            sv: 'Formuläret kan bara skickas från en sida på den här webbplatsen (begäran saknar Origin-huvud).',
          }
        : {
            en: 'This form can only be sent from a page of this site.',
            sv: 'Formuläret kan bara skickas från en sida på den här webbplatsen.',
          },
    );
  }
  if (request.header('sec-fetch-site') === 'cross-site') {
    logger.warn('Refused a cross-site plain form post', { event: FORM_POST_REFUSED_EVENT, reason: 'cross-site' });
    throw new FormPostRefused(403, {
      en: 'This form can only be sent from a page of this site (the browser says cross-site).',
      sv: 'Formuläret kan bara skickas från en sida på den här webbplatsen (webbläsaren säger att det kommer från en annan webbplats).',
    });
  }
}

function failure(
  form: LeadType,
  reason: FormFailure['reason'],
  values: Record<string, string>,
  extra: { field?: string | undefined; problem?: LeadFieldProblem | undefined; detail?: string | undefined } = {},
): FormOutcome {
  return {
    sent: false as const,
    form,
    reason,
    values,
    ...(extra.field ? { field: extra.field } : {}),
    ...(extra.problem ? { problem: extra.problem } : {}),
    ...(extra.detail ? { detail: extra.detail } : {}),
  };
}

/**
 * The page a post was sent from: its own address (the path only), when it is an on-site path. A
 * preview page is kept as `/preview` (`/sv/preview`), without its link's token: the lead is read
 * in the inbox and exported, and the token would open the draft (the audit log never names it either).
 */
export function postedFromPage(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const page = safeSitePath(path || '/');
  if (page === null) return undefined;
  const { language, path: withoutLanguage } = languageOfPath(page);
  return matchPreviewPath(withoutLanguage) ? localizedPath('/preview', language) : page;
}

/** Whether the apps sent this post (`fetch` asking for a JSON answer), not the browser itself. */
export function sentByTheApps(request: Request): boolean {
  return (request.header('accept') ?? '').toLowerCase().includes('application/json');
}

/**
 * Takes a lead form's post: a stored lead (`sent: true`), or why not with what was typed
 * (`sent: false`, to render the page again with, or to answer the apps with), or FormPostRefused
 * for a post that is no lead form of one of our pages at all.
 */
export async function receiveFormPost(request: Request, deps: LeadCore): Promise<FormOutcome> {
  const fields = formFields(request);
  requireOwnPage(request, deps.intake.allowedOrigins);
  const form = fields[FORM_FIELD];
  if (!isLeadType(form)) {
    throw new FormPostRefused(
      400,
      form === undefined
        ? {
            en: `The post names no form (the "${FORM_FIELD}" field is missing).`,
            sv: `Begäran anger inget formulär (fältet ”${FORM_FIELD}” saknas).`,
          }
        : {
            en: `The post names no known form (the "${FORM_FIELD}" field must be one of ${LEAD_TYPES.join(', ')}).`,
            sv: `Begäran anger inget känt formulär (fältet ”${FORM_FIELD}” måste vara ett av ${LEAD_TYPES.join(', ')}).`,
          },
    );
  }
  const values = typedValues(form, fields);

  const token = verifyFormToken(fields[FORM_TOKEN_FIELD], deps.intake.clientSalt, deps.now);
  if (token !== 'ok') {
    logger.warn('Refused a plain form post with an unusable form token', {
      event: FORM_POST_REFUSED_EVENT,
      reason: `token-${token}`,
      type: form,
    });
    return failure(form, token, values, { detail: FORM_TOKEN_DETAIL });
  }

  const byTheApps = sentByTheApps(request);
  if (byTheApps) {
    // Before anything is validated or counted: an unattested post uses up nobody's quota.
    try {
      await requireAppCheck(request, { enforced: deps.intake.appCheckEnforced, verify: deps.verifyAppCheck });
    } catch (error) {
      if (!(error instanceof HttpsError)) throw error;
      const detail = (error.details as { reason?: string } | undefined)?.reason;
      return failure(form, 'unattested', values, { detail });
    }
  }

  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== FORM_FIELD && name !== FORM_TOKEN_FIELD)
      .map(([name, value]) => [name, normalized(value)]),
  );
  try {
    await takeLead(form, data, request, deps, byTheApps ? 'app' : 'form-post', postedFromPage(request.url || '/'));
    return { form, sent: true };
  } catch (error) {
    if (error instanceof HttpsError) {
      if (error.code === 'invalid-argument') {
        const details = error.details as { field?: unknown; problem?: unknown } | undefined;
        return failure(form, 'invalid', values, {
          field: typeof details?.field === 'string' ? details.field : undefined,
          problem: isLeadFieldProblem(details?.problem) ? details.problem : undefined,
        });
      }
      if (error.code === 'resource-exhausted') return failure(form, 'limited', values);
      if (error.code === 'unavailable') return failure(form, 'unavailable', values);
    }
    logger.error('A lead form post failed unexpectedly', {
      type: form,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return failure(form, 'unavailable', values);
  }
}

/**
 * Where the browser goes after a stored plain post from `url` (the page's path and query): the same
 * page with `?sent=<form>` (its other query parameters kept) and the form's anchor, so its success
 * message is in view. The quiz's page shows its success message with the link on to the quiz,
 * in the new tab the form posts in (the boot script follows the link; without JavaScript the
 * visitor does). Always a path on this site, whatever `url` holds (localizedPath).
 */
export function sentLocation(url: string, form: LeadType): string {
  const address = requestAddress(url);
  address.searchParams.delete(FORM_SENT_PARAM);
  address.searchParams.append(FORM_SENT_PARAM, form);
  const { language, path } = languageOfPath(address.pathname);
  // A path that names no page (control characters): the language's home page says it was sent.
  const page = safeSitePath(path) === null ? '/' : path;
  return `${localizedPath(`${page}${address.search}`, language)}#${FORM_ANCHORS[form]}`;
}

/** What the deployed function takes a lead form's post with. */
export function deployedLeadCore(): LeadCore {
  const now = new Date();
  return {
    firestore: db(),
    settings: leadSettings(),
    intake: leadIntakeSettings(),
    now,
    verifyAppCheck: verifyWithFirebase,
  };
}

/** The page rendered again with a refusal: the shell's server's answer (`handle`). */
export type RenderAgain = (failure: FormFailure) => Promise<globalThis.Response>;

/**
 * Answers a lead form's post, every answer `no-store`. To the apps, JSON: `{ "sent": true }` (200)
 * or `{ "sent": false, form, reason, field?, problem?, detail? }` with the reason's status. To the browser
 * itself: a 303 back to the page with `?sent=`, or the page rendered again with the refusal and
 * what was typed, with the reason's status. A post that is no lead form of ours: plain text 4xx, in
 * the address's language.
 */
export async function answerLeadPost(
  request: Request,
  response: Response,
  deps: LeadCore,
  renderAgain: RenderAgain,
): Promise<void> {
  response.set('Cache-Control', 'no-store');
  let outcome: FormOutcome;
  try {
    outcome = await receiveFormPost(request, deps);
  } catch (error) {
    if (!(error instanceof FormPostRefused)) throw error;
    const { language } = languageOfPath((request.url || '/').split('?')[0] ?? '/');
    sendText(
      response,
      error.status,
      `${error.texts[language]}\n`,
      error.status === 405 ? { Allow: 'GET, HEAD, POST' } : {},
    );
    return;
  }
  if (sentByTheApps(request)) {
    if (outcome.sent) {
      response.status(200).json({ sent: true, form: outcome.form });
      return;
    }
    const { values: _values, ...refusal } = outcome;
    // A page the browser rendered itself (or one left open for hours) has no usable token: the
    // apps get a fresh one to send the form again with, as the page rendered again would carry.
    // No weaker than before: any page of the site hands one out to whoever fetches it.
    const fresh =
      outcome.detail === FORM_TOKEN_DETAIL && deps.intake.clientSalt
        ? { formToken: issueFormToken(deps.intake.clientSalt, deps.now) }
        : {};
    response.status(FORM_FAILURE_STATUS[outcome.reason]).json({ ...refusal, ...fresh });
    return;
  }
  if (outcome.sent) {
    const location = sentLocation(request.url || '/', outcome.form);
    sendText(response, 303, `Sent. See ${location}\n`, { Location: location });
    return;
  }
  const { sent: _sent, ...formFailure } = outcome;
  const answer = await renderAgain(formFailure);
  // A page that moved stays a redirect, a page that failed a 503; every other page says why.
  const status =
    answer.status === 503 || (answer.status >= 300 && answer.status < 400)
      ? answer.status
      : FORM_FAILURE_STATUS[formFailure.reason];
  response.status(status).set({ ...Object.fromEntries(answer.headers), 'Cache-Control': 'no-store' });
  response.send(await answer.text());
}
