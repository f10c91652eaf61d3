/**
 * A lead form sent by the browser itself, without JavaScript: `<form method="post">` to the
 * page's own address, which Hosting hands to renderPage (../render/functions.ts). The same lead
 * core as the apps' JSON calls (intake.ts: validation with the honeypot, the per-client and
 * global limits, storing, delivery), behind checks of its own in place of CORS and App Check:
 *
 * 1. POST, `application/x-www-form-urlencoded`, at most FORM_POST_MAX_BYTES, a body the runtime
 *    could parse; else refused (FormPostRefused: 405, 415, 413 or 400) with a plain answer.
 * 2. `Origin` one of the configured site origins (browsers send it with every form POST) and
 *    `Sec-Fetch-Site`, when sent, not `cross-site`; else 403.
 * 3. A `form` field naming a lead form; else 400.
 * 4. The page's signed form token (formToken.ts): a post from a page we did not serve within
 *    two hours is answered like a bad field ('invalid' or 'expired'), with what was typed.
 * 5. The lead core, with the plain posts' own global budget on top of the shared one.
 *
 * Why this holds in place of App Check, and what it does not prove: functions/README.md,
 * "Plain form posts".
 */
import { HttpsError, type Request } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { bodyProblem } from '../bodyParsers';
import {
  FORM_FIELD,
  FORM_TOKEN_FIELD,
  type FormFailure,
  type FormOutcome,
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  LEAD_SCHEMAS,
  LEAD_TYPES,
  type LeadType,
} from '../domain';
import { verifyFormToken } from './formToken';
import { type LeadCore, takeLead } from './intake';

/**
 * The largest plain post taken. Percent-encoding writes each byte of a non-ASCII character as
 * three (`å` is `%C3%A5`, a line break `%0D%0A`), so a form the JSON path takes in
 * LEAD_LIMITS.requestBytes can take up to three times as many bytes form-encoded.
 */
export const FORM_POST_MAX_BYTES = 3 * LEAD_LIMITS.requestBytes;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The `event` field of every refused plain post that is logged. */
export const FORM_POST_REFUSED_EVENT = 'lead_form_post_refused';

/** A post that is not a lead form from one of our pages: answered with `status` and `message` as plain text. */
export class FormPostRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 405 | 413 | 415,
    message: string,
  ) {
    super(message);
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

/** Refuses what is not a readable form-encoded POST of a sane size; returns its fields. */
function formFields(request: Request): Record<string, unknown> {
  if (request.method !== 'POST') throw new FormPostRefused(405, `A form is sent with POST, not ${request.method}.`);
  const type = mediaType(request);
  if (type !== FORM_CONTENT_TYPE) {
    throw new FormPostRefused(
      415,
      `A form must be sent as ${FORM_CONTENT_TYPE}, not ${type || 'without a content type'}.`,
    );
  }
  const size = request.rawBody?.length ?? 0;
  if (size > FORM_POST_MAX_BYTES) {
    throw new FormPostRefused(413, `The form is ${size} bytes; at most ${FORM_POST_MAX_BYTES} bytes are accepted.`);
  }
  const refused = bodyProblem(request);
  if (refused) {
    if (refused.type === 'entity.too.large' || refused.type === 'parameters.too.many') {
      throw new FormPostRefused(413, `The form is too large; at most ${FORM_POST_MAX_BYTES} bytes are accepted.`);
    }
    if (refused.type === 'charset.unsupported' || refused.type === 'encoding.unsupported') {
      throw new FormPostRefused(415, 'A form must be sent as UTF-8 without a content encoding.');
    }
    throw new FormPostRefused(400, 'The form could not be read.');
  }
  const body: unknown = request.body;
  // An empty body parses to {} (or is left undefined by a runtime that skips it).
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new FormPostRefused(400, 'The form could not be read.');
  }
  return body as Record<string, unknown>;
}

/** Refuses a post that does not come from a page of one of the configured site origins. */
function requireOwnPage(request: Request, allowedOrigins: readonly string[]): void {
  const origin = request.header('origin');
  if (origin === undefined || !allowedOrigins.includes(origin)) {
    logger.warn('Refused a plain form post from another origin', {
      event: FORM_POST_REFUSED_EVENT,
      reason: 'origin',
      origin: origin ?? null,
    });
    throw new FormPostRefused(
      403,
      origin === undefined
        ? 'This form can only be sent from a page of this site (the request has no Origin header).'
        : 'This form can only be sent from a page of this site.',
    );
  }
  if (request.header('sec-fetch-site') === 'cross-site') {
    logger.warn('Refused a cross-site plain form post', { event: FORM_POST_REFUSED_EVENT, reason: 'cross-site' });
    throw new FormPostRefused(
      403,
      'This form can only be sent from a page of this site (the browser says cross-site).',
    );
  }
}

function failure(form: LeadType, reason: FormFailure['reason'], values: Record<string, string>, field?: string) {
  return { sent: false as const, form, reason, values, ...(field ? { field } : {}) };
}

/**
 * Takes a plain form post: a stored lead (`sent: true`), or why not with what was typed
 * (`sent: false`, to render the page again with), or FormPostRefused for a post that is no lead
 * form of one of our pages at all.
 */
export async function receiveFormPost(request: Request, deps: LeadCore): Promise<FormOutcome> {
  const fields = formFields(request);
  requireOwnPage(request, deps.intake.allowedOrigins);
  const form = fields[FORM_FIELD];
  if (!isLeadType(form)) {
    throw new FormPostRefused(
      400,
      form === undefined
        ? `The post names no form (the "${FORM_FIELD}" field is missing).`
        : `The post names no known form (the "${FORM_FIELD}" field must be one of ${LEAD_TYPES.join(', ')}).`,
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
    return failure(form, token, values);
  }

  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== FORM_FIELD && name !== FORM_TOKEN_FIELD) data[name] = normalized(value);
  }
  try {
    await takeLead(form, data, request, deps, 'form-post');
    return { form, sent: true };
  } catch (error) {
    if (error instanceof HttpsError) {
      if (error.code === 'invalid-argument') {
        const details = error.details as { field?: unknown } | undefined;
        return failure(form, 'invalid', values, typeof details?.field === 'string' ? details.field : undefined);
      }
      if (error.code === 'resource-exhausted') return failure(form, 'limited', values);
      if (error.code === 'unavailable') return failure(form, 'unavailable', values);
    }
    logger.error('A plain form post failed unexpectedly', {
      type: form,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return failure(form, 'unavailable', values);
  }
}
