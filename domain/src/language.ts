export const LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the visitor's chosen language, saved on every change. */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'sv';
}

export interface LanguageSignals {
  /** The stored `preferred-language`, if any. */
  stored?: string | null;
  /** navigator.languages (or [navigator.language]). */
  browser?: readonly string[];
}

/**
 * The language a visitor would choose: the stored preference, then Swedish when a browser
 * language contains "sv" or "se", else English. (The address names the page's language, `/sv/…`
 * or not; `languageToFollow` in the shell moves a visitor whose choice differs.)
 */
export function detectLanguage({ stored, browser = [] }: LanguageSignals): Language {
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

/** Each language's number format, made once: making one costs far more than formatting with it. */
const COUNT_FORMATS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US'),
  sv: new Intl.NumberFormat('sv-SE'),
};

/** A count as `language` writes it: 49,152 in English, 49 152 (a no-break space) in Swedish. */
export function formatCount(value: number, language: Language): string {
  return COUNT_FORMATS[language].format(value);
}
