import type { TFunction } from 'i18next';
import type { SiteListKey } from './keys';

/** A list of strings from the dictionary (e.g. the paragraphs of a privacy section). */
export function textList(t: TFunction<'site'>, key: SiteListKey, values?: Record<string, string>): string[] {
  const value: unknown = t(key, { returnObjects: true, ...values });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** "a, b, c" → ['a', 'b', 'c'], for the keywords of page metadata. */
export function keywordList(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}
