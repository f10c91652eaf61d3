/**
 * Posting a lead form as the apps do (`<LeadForm>` in platform/src/leadForm.tsx): the form's own
 * fields and its form token, form-encoded, to a page's own address, asking for JSON. Sent to
 * renderPage in the Functions emulator directly (the part of its address after the function's
 * name is the page's path, as behind Hosting's rewrite), so no app build is needed. The form
 * token is the one the server hands out with a refused one, which is how the apps get a fresh one.
 */
import type { LeadPostAnswer, LeadType } from '@app/domain';
import { freshClientAddress } from './callables';
import { functionUrl } from './stack';

/** An origin of LEAD_ALLOWED_ORIGINS in functions/.env.demo-nordic-ai: the pages' own. */
const SITE_ORIGIN = 'http://localhost:3000';

export interface LeadPostOptions {
  /** The page the form is on (default `/`). */
  page?: string;
  /** Appears to the function as the client's address (X-Forwarded-For); a fresh one by default. */
  clientAddress?: string;
  /** The form token sent; a valid one by default. */
  formToken?: string;
  /** Sent instead of the encoded fields, for malformed or oversized bodies. */
  rawBody?: string | Uint8Array;
  /** Content-Type (default form-encoded); null sends none. */
  contentType?: string | null;
  /** Further headers (X-Firebase-AppCheck, Origin …); a value of null leaves the header out. */
  headers?: Record<string, string | null>;
  /** False posts as the browser itself does without JavaScript (no JSON asked for). */
  asTheApps?: boolean;
  method?: string;
}

export interface LeadPostOutcome {
  httpStatus: number;
  /** The JSON answer, or null when the answer was not JSON (a plain-text refusal). */
  answer: LeadPostAnswer | null;
  text: string;
  headers: Headers;
}

let token: string | undefined;

/** A valid form token, as the server hands one out with a refused one. */
async function formToken(): Promise<string> {
  if (token) return token;
  const refused = await rawLeadPost('newsletter', { email: 'token@example.se' }, { formToken: '' });
  const fresh = refused.answer && !refused.answer.sent ? refused.answer.formToken : undefined;
  if (!fresh) throw new Error(`No fresh form token in ${refused.httpStatus} ${refused.text.slice(0, 300)}`);
  token = fresh;
  return fresh;
}

async function rawLeadPost(
  form: LeadType | string,
  fields: Record<string, string | string[]>,
  options: LeadPostOptions & { formToken: string },
): Promise<LeadPostOutcome> {
  const body = new URLSearchParams();
  if (form) body.append('form', form);
  body.append('form_token', options.formToken);
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const headers: Record<string, string> = {
    origin: SITE_ORIGIN,
    'x-forwarded-for': options.clientAddress ?? freshClientAddress(),
  };
  if (options.asTheApps !== false) headers.accept = 'application/json';
  const contentType = options.contentType === undefined ? 'application/x-www-form-urlencoded' : options.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name.toLowerCase()];
    else headers[name.toLowerCase()] = value;
  }
  const page = options.page ?? '/';
  const response = await fetch(`${functionUrl('renderPage')}${page === '/' ? '/' : page}`, {
    method: options.method ?? 'POST',
    headers,
    redirect: 'manual',
    // A Uint8Array body, unlike a string, makes fetch add no Content-Type of its own.
    body: Buffer.from(
      options.rawBody instanceof Uint8Array
        ? options.rawBody
        : new TextEncoder().encode(options.rawBody ?? body.toString()),
    ),
  });
  const text = await response.text();
  let answer: LeadPostAnswer | null = null;
  try {
    answer = JSON.parse(text) as LeadPostAnswer;
  } catch {
    answer = null;
  }
  return { httpStatus: response.status, answer, text, headers: response.headers };
}

/** Posts `fields` as lead form `form` the way the apps do, with a valid form token unless told otherwise. */
export async function postLead(
  form: LeadType | string,
  fields: Record<string, string | string[]>,
  options: LeadPostOptions = {},
): Promise<LeadPostOutcome> {
  return rawLeadPost(form, fields, { ...options, formToken: options.formToken ?? (await formToken()) });
}
