/**
 * Why a lead's delivery to its webhook failed: what the functions store in the lead's
 * `forwarding.last_error` (functions/src/leads/webhook.ts) and what the console reads back from it,
 * so the inbox says it in its own language. The stored words stay the English the functions always
 * wrote (older leads and the logs read the same); text this does not know is kept as it is.
 */
export type DeliveryError =
  /** The webhook answered with a status that is not 2xx (a 3xx is not followed: `redirect`). */
  | { kind: 'http'; status: number; redirect: boolean }
  /** No answer before the delivery's timeout. */
  | { kind: 'timeout' }
  /** The request failed before an answer: the network's code (ECONNREFUSED, ENOTFOUND …) or message. */
  | { kind: 'unreachable'; cause: string }
  /** No webhook address is configured for the lead's type. */
  | { kind: 'noUrl' }
  /** No signing key is configured. */
  | { kind: 'noKey' }
  /** Any other text (a retry that failed for another reason, a lead stored before these words). */
  | { kind: 'other'; text: string };

const NO_URL = 'no webhook URL is configured for this lead type';
const NO_KEY = 'no webhook signing key is configured';
const UNREACHABLE = 'webhook unreachable: ';
const TIMEOUT_CAUSE = 'no answer before the timeout';
const REDIRECT = ' (a redirect)';
const HTTP = /^webhook answered HTTP (\d{3})( \(a redirect\))?$/;

/** The words stored for `error` (never for `other`, whose text is already the words). */
export function deliveryErrorText(error: DeliveryError): string {
  switch (error.kind) {
    case 'http':
      return `webhook answered HTTP ${error.status}${error.redirect ? REDIRECT : ''}`;
    case 'timeout':
      return `${UNREACHABLE}${TIMEOUT_CAUSE}`;
    case 'unreachable':
      return `${UNREACHABLE}${error.cause}`;
    case 'noUrl':
      return NO_URL;
    case 'noKey':
      return NO_KEY;
    case 'other':
      return error.text;
  }
}

/** What stored words say, for the console to put in its own language. */
export function readDeliveryError(text: string): DeliveryError {
  const http = HTTP.exec(text);
  if (http) return { kind: 'http', status: Number(http[1]), redirect: Boolean(http[2]) };
  if (text === NO_URL) return { kind: 'noUrl' };
  if (text === NO_KEY) return { kind: 'noKey' };
  if (text.startsWith(UNREACHABLE)) {
    const cause = text.slice(UNREACHABLE.length);
    if (cause === TIMEOUT_CAUSE) return { kind: 'timeout' };
    if (cause) return { kind: 'unreachable', cause };
  }
  return { kind: 'other', text };
}
