export const LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the visitor's chosen language, saved on every change. */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'sv';
}

export interface LanguageSignals {
  /** `?lang=` from the address, if any. */
  query?: string | null;
  /** The stored `preferred-language`, if any. */
  stored?: string | null;
  /** navigator.languages (or [navigator.language]). */
  browser?: readonly string[];
}

/**
 * The visitor's language: an explicit `?lang=` wins (so hreflang addresses are real), then the
 * stored preference, then Swedish when a browser language contains "sv" or "se", else English.
 */
export function detectLanguage({ query, stored, browser = [] }: LanguageSignals): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(stored)) return stored;
  const prefersSwedish = browser.some((tag) => {
    const lower = tag.toLowerCase();
    return lower.includes('sv') || lower.includes('se');
  });
  return prefersSwedish ? 'sv' : 'en';
}

/** Open Graph locale for a language. */
export function ogLocale(language: Language): 'sv_SE' | 'en_US' {
  return language === 'sv' ? 'sv_SE' : 'en_US';
}
