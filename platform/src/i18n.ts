import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@app/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';

/** Each app's strings: one namespace, an English and a Swedish dictionary with the same keys. */
export interface Dictionaries<T = Record<string, unknown>> {
  en: T;
  sv: T;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or blocked storage: the choice lasts for this visit only.
  }
}

export function initialLanguage(): Language {
  const query = new URLSearchParams(window.location.search).get('lang');
  const language = detectLanguage({
    query,
    stored: readStored(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (isLanguage(query)) store(language);
  return language;
}

/** The one i18next instance (a shared singleton) that the shell and both remotes use. */
export async function initI18n(language: Language, namespace: string, strings: Dictionaries): Promise<I18n> {
  const resources: Resource = { en: { [namespace]: strings.en }, sv: { [namespace]: strings.sv } };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'sv'],
    ns: [namespace],
    defaultNS: namespace,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

function addBundles(namespace: string, strings: Dictionaries): void {
  i18next.addResourceBundle('en', namespace, strings.en, true, true);
  i18next.addResourceBundle('sv', namespace, strings.sv, true, true);
}

const waiting: [string, Dictionaries][] = [];
i18next.on('initialized', () => {
  for (const [namespace, strings] of waiting.splice(0)) addBundles(namespace, strings);
});

/**
 * A remote adds its strings when the module that uses them loads, so they ship with its code
 * (deep-merged into the namespace). Strings registered before i18next starts join it then.
 */
export function registerStrings(namespace: string, strings: Dictionaries): void {
  if (i18next.isInitialized) addBundles(namespace, strings);
  else waiting.push([namespace, strings]);
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguage = create<LanguageState>((set) => ({
  language: 'en',
  setLanguage: (language) => {
    store(language);
    document.documentElement.lang = language;
    void i18next.changeLanguage(language);
    set({ language });
  },
}));

export function startLanguage(language: Language): void {
  useLanguage.setState({ language });
}
