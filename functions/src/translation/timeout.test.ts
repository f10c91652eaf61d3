/**
 * Whether a translation at the fields' limits ends within the callable's timeout with a slow model:
 * every request to the model is allowed TRANSLATION_REQUEST_TIMEOUT_MS, and one call keeps at most
 * TRANSLATION_CONCURRENT_REQUESTS open, taking the next when one ends, so n requests end within
 * ceil(n / open) × the request's timeout (requests 1…k·open have all started by the k-th round's
 * start and end within it). The longest call is the one with the most requests: each long field in
 * paragraphs of just over half a piece (no two fit one piece), every metric's name and value.
 * No timing: the requests are counted with the real splitter.
 */
import { describe, expect, it } from 'vitest';
import { TRANSLATION_CHUNK_CHARACTERS, TRANSLATION_REQUEST_TIMEOUT_MS } from '../config';
import { CONTENT_TYPES, type ContentField, TRANSLATION_TIMEOUT_SECONDS, twinnedFields } from '../domain';
import { translateBlog, translateCaseStudy } from './functions';
import { hasTranslatableText, protectMarkdown, splitIntoChunks } from './markdown';
import { TRANSLATION_CONCURRENT_REQUESTS } from './translator';

/** What the callable needs besides the model: the caller, the rate limit, the agreed names. */
const OTHER_WORK_SECONDS = 60;

/** `length` characters of prose in paragraphs of just over half a piece: one piece each. */
function worstText(length: number): string {
  const paragraph = Math.floor(TRANSLATION_CHUNK_CHARACTERS / 2) + 1;
  const paragraphs = Array.from({ length: Math.ceil(length / (paragraph + 2)) }, (_, index) =>
    `Paragraph ${index} of the guide `.padEnd(paragraph, 'word '),
  );
  return paragraphs.join('\n\n').slice(0, length);
}

/** The requests a field at its limit makes. */
function requestsOf(field: ContentField): number {
  // Each metric's name and value on its own (a value without words is kept without asking).
  if (field.kind === 'metrics') return field.max * 2;
  const { text } = protectMarkdown(worstText(field.max));
  return splitIntoChunks(text, TRANSLATION_CHUNK_CHARACTERS).pieces.filter(hasTranslatableText).length;
}

describe('a translation at the limits, with a slow model', () => {
  it('is what both callables are deployed with, within the 3,600 s Cloud Functions allows an HTTPS function', () => {
    for (const callable of [translateBlog, translateCaseStudy]) {
      expect(callable.__endpoint.timeoutSeconds).toBe(TRANSLATION_TIMEOUT_SECONDS);
    }
    expect(TRANSLATION_TIMEOUT_SECONDS).toBeLessThanOrEqual(3_600);
  });

  it.each(CONTENT_TYPES.map((type) => [type.id, type] as const))(
    '%s: every request allowed its full time still ends within the callable timeout',
    (_id, type) => {
      const requests = twinnedFields(type, 'translated').reduce(
        (sum, name) => sum + requestsOf(type.fields[name] as ContentField),
        0,
      );
      const rounds = Math.ceil(requests / TRANSLATION_CONCURRENT_REQUESTS);
      // A post: 100,000 characters of content in 33 pieces and four short fields; a case study:
      // three fields of 20,000 in six pieces each, eight metrics' 16 parts and five short fields.
      expect({ requests, rounds }).toEqual({ requests: type.id === 'blogs' ? 37 : 39, rounds: 7 });
      expect(rounds * TRANSLATION_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(
        (TRANSLATION_TIMEOUT_SECONDS - OTHER_WORK_SECONDS) * 1000,
      );
    },
  );
});
