/**
 * Translating fields of markdown between English and Swedish through a chat model, with the
 * markdown guard around every piece (see markdown.ts).
 */
import pLimit from 'p-limit';
import type { Language, Metric } from '../domain';
import { type ChatSettings, chatCompletion } from './chatCompletions';
import {
  assertNothingAdded,
  assertSameStructure,
  hasTranslatableText,
  joinChunks,
  protectMarkdown,
  restoreMarkdown,
  splitIntoChunks,
  unwrapAnswer,
} from './markdown';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sv: 'Swedish' };

function systemPrompt(target: Language): string {
  const source: Language = target === 'sv' ? 'en' : 'sv';
  return [
    'You are a professional translator for the website of an AI consultancy.',
    `Translate the user's text from ${LANGUAGE_NAMES[source]} into ${LANGUAGE_NAMES[target]}.`,
    `Target language: ${LANGUAGE_NAMES[target]} (${target}).`,
    'Rules:',
    '- Reply with the translation only: no explanations, no quotes, no code fence around the answer.',
    '- Keep the Markdown exactly: the same headings, list items and numbering, tables (same rows and columns;',
    '  keep the | and --- lines), blockquotes, emphasis and line breaks.',
    '- Copy every placeholder such as %%MD0%% exactly as it is, where it is. Placeholders stand for code and',
    '  link addresses, which must not change.',
    '- Keep names of people, companies and products as they are.',
  ].join('\n');
}

/**
 * At most this many requests of one translation are open at the provider at once, whatever its
 * fields: a 100,000-character post (some 17 pieces of 6,000 characters) takes three or four rounds
 * of requests, not nine (timeout.test.ts: at the fields' limits seven rounds fit the callable's timeout even
 * when every request takes its full 120 seconds); and the five instances together
 * keep at most 30 open, within a provider's usual limits.
 */
export const TRANSLATION_CONCURRENT_REQUESTS = 6;

/** Runs a request when one of the bound's places is free. */
type RequestLimit = <T>(request: () => Promise<T>) => Promise<T>;

/**
 * A bound of `concurrency` open requests (p-limit). Once one has failed, the translation fails
 * whatever the others answer: those waiting, and any asked for later, fail with it and are never sent.
 */
function requestLimit(concurrency: number): RequestLimit {
  const limit = pLimit(concurrency);
  let failed: { error: unknown } | null = null;
  return (request) =>
    limit(async () => {
      if (failed) throw failed.error;
      try {
        return await request();
      } catch (error) {
        failed ??= { error };
        throw error;
      }
    });
}

export interface TranslatorSettings extends ChatSettings {
  chunkCharacters: number;
  /** The bound on open requests the translations given these settings share (see {@link sharedRequestLimit}). */
  limit?: RequestLimit;
}

/**
 * `settings` with one bound of {@link TRANSLATION_CONCURRENT_REQUESTS} open requests, for every
 * translation given them: one call's fields, its text and its metrics alike. Settings without one
 * get their own for each translateFields, translateMetrics or translateMarkdown.
 */
export function sharedRequestLimit(settings: TranslatorSettings): TranslatorSettings {
  return { ...settings, limit: requestLimit(TRANSLATION_CONCURRENT_REQUESTS) };
}

const limited = (settings: TranslatorSettings): TranslatorSettings & { limit: RequestLimit } =>
  settings.limit
    ? { ...settings, limit: settings.limit }
    : { ...settings, limit: requestLimit(TRANSLATION_CONCURRENT_REQUESTS) };

async function translatePiece(
  piece: string,
  target: Language,
  settings: TranslatorSettings & { limit: RequestLimit },
): Promise<string> {
  if (!hasTranslatableText(piece)) return piece;
  const [, leading = '', core = '', trailing = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(piece) ?? [];
  const answer = await settings.limit(() =>
    chatCompletion(settings, [
      { role: 'system', content: systemPrompt(target) },
      { role: 'user', content: core },
    ]),
  );
  return leading + unwrapAnswer(answer, core) + trailing;
}

/**
 * One field: protected, split, translated piece by piece (side by side, within the bound on open
 * requests), restored and checked.
 */
export async function translateMarkdown(text: string, target: Language, settings: TranslatorSettings): Promise<string> {
  if (!text.trim()) return text;
  const bounded = limited(settings);
  const { text: guarded, originals } = protectMarkdown(text);
  const { pieces, separators } = splitIntoChunks(guarded, settings.chunkCharacters);
  const translated = await Promise.all(pieces.map((piece) => translatePiece(piece, target, bounded)));
  const joined = joinChunks(translated, separators);
  assertSameStructure(guarded, joined);
  assertNothingAdded(guarded, joined);
  return restoreMarkdown(joined, originals);
}

/** Every field of a record, translated; empty fields stay empty. */
export async function translateFields<Field extends string>(
  fields: Record<Field, string>,
  target: Language,
  settings: TranslatorSettings,
): Promise<Record<Field, string>> {
  const names = Object.keys(fields) as Field[];
  const bounded = limited(settings);
  const values = await Promise.all(names.map((name) => translateMarkdown(fields[name], target, bounded)));
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])) as Record<Field, string>;
}

/**
 * Case-study metrics: each name and each value translated on its own ("3 weeks" → "3 veckor"; a
 * value without words, "40%", is kept without asking the model), so every name stays paired with
 * its value and the list keeps its order and length whatever the model does.
 */
export async function translateMetrics(
  metrics: readonly Metric[],
  target: Language,
  settings: TranslatorSettings,
): Promise<Metric[]> {
  const parts = metrics.flatMap(({ metric, value }) => [metric, value]);
  const bounded = limited(settings);
  const translated = await Promise.all(parts.map((part) => translateMarkdown(part, target, bounded)));
  return metrics.map((_, index) => ({
    metric: translated[2 * index] ?? '',
    value: translated[2 * index + 1] ?? '',
  }));
}
