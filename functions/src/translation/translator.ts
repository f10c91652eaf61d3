/**
 * Translating fields of markdown between English and Swedish through a chat model, with the
 * markdown guard around every piece (see markdown.ts).
 */
import pMap from 'p-map';
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

export function systemPrompt(target: Language): string {
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

export interface TranslatorSettings extends ChatSettings {
  chunkCharacters: number;
}

async function translatePiece(piece: string, target: Language, settings: TranslatorSettings): Promise<string> {
  if (!hasTranslatableText(piece)) return piece;
  const [, leading = '', core = '', trailing = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(piece) ?? [];
  const answer = await chatCompletion(settings, [
    { role: 'system', content: systemPrompt(target) },
    { role: 'user', content: core },
  ]);
  return leading + unwrapAnswer(answer, core) + trailing;
}

/** One field: protected, split, translated piece by piece, restored and checked. */
export async function translateMarkdown(text: string, target: Language, settings: TranslatorSettings): Promise<string> {
  if (!text.trim()) return text;
  const { text: guarded, originals } = protectMarkdown(text);
  const { pieces, separators } = splitIntoChunks(guarded, settings.chunkCharacters);
  const translated = await pMap(pieces, (piece) => translatePiece(piece, target, settings), { concurrency: 2 });
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
  const values = await pMap(names, (name) => translateMarkdown(fields[name], target, settings), { concurrency: 4 });
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
  const translated = await pMap(parts, (part) => translateMarkdown(part, target, settings), { concurrency: 4 });
  return metrics.map((_, index) => ({
    metric: translated[2 * index] ?? '',
    value: translated[2 * index + 1] ?? '',
  }));
}
