/**
 * A minimal client for an OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI's v1
 * endpoint, Gemini's OpenAI-compatible endpoint, Ollama, the local fake): POST
 * {baseUrl}/chat/completions with a model and messages, read choices[0].message.content.
 */

export class TranslationProviderError extends Error {
  override name = 'TranslationProviderError';
  /**
   * The provider refused the site's own setup (HTTP 401, 403 or 404: the key, the access to the
   * model, the model or the address): no retry helps until someone changes the configuration.
   */
  readonly refused: boolean;
  /**
   * The account's quota or credit at the provider is used up (HTTP 402, or OpenAI's
   * `insufficient_quota`, which comes as HTTP 429): no retry helps until someone who manages the
   * account settles it.
   */
  readonly quota: boolean;
  constructor(message: string, { refused = false, quota = false }: { refused?: boolean; quota?: boolean } = {}) {
    super(message);
    this.refused = refused;
    this.quota = quota;
  }
}

/** The answers that mean the key, the model or the address is wrong, not that the provider is busy. */
const REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * Whether an error answer says the account's quota or credit is used up: HTTP 402 (Payment
 * Required), or an OpenAI-style error whose `code` or `type` is `insufficient_quota` (OpenAI
 * answers it as HTTP 429, the status of a plain "too many requests for now" too).
 */
function isQuotaExhausted(status: number, body: string): boolean {
  if (status === 402) return true;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; type?: unknown } | string };
    const error = parsed.error;
    return typeof error === 'object' && error !== null && [error.code, error.type].includes('insufficient_quota');
  } catch {
    return false;
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? undefined);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return body.trim().slice(0, 300) || 'no details';
}

/** Why a request (or the reading of its answer) failed: the timeout, or the network's error code. */
function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${Math.round(timeoutMs / 1000)} seconds`;
  if (error instanceof Error) return (error as Error & { cause?: { code?: string } }).cause?.code ?? error.message;
  return String(error);
}

interface CompletionBody {
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
}

export async function chatCompletion(settings: ChatSettings, messages: ChatMessage[]): Promise<string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${settings.apiKey}`,
  };
  // Azure OpenAI takes its key in its own header.
  if (/\.azure\.com$/i.test(new URL(settings.baseUrl).hostname)) headers['api-key'] = settings.apiKey;

  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: settings.model, messages }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new TranslationProviderError(
      `the translation provider could not be reached (${failureReason(error, settings.timeoutMs)})`,
    );
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The timeout covers the body too, and a connection can break off half-way through it.
    throw new TranslationProviderError(
      `the translation provider's answer broke off (${failureReason(error, settings.timeoutMs)})`,
    );
  }
  if (!response.ok) {
    throw new TranslationProviderError(
      `the translation provider answered HTTP ${response.status}: ${providerMessage(text)}`,
      { refused: REFUSED_STATUSES.has(response.status), quota: isQuotaExhausted(response.status, text) },
    );
  }
  let body: CompletionBody;
  try {
    body = JSON.parse(text) as CompletionBody;
  } catch {
    throw new TranslationProviderError('the translation provider answered with something other than JSON');
  }
  const choice = body.choices?.[0];
  if (choice?.finish_reason === 'length') {
    throw new TranslationProviderError("the translation was cut off by the provider's output limit");
  }
  const content = choice?.message?.content;
  if (typeof content !== 'string' || !content.trim()) {
    throw new TranslationProviderError('the translation provider answered without any text');
  }
  return content;
}
