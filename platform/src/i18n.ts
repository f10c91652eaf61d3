import { type Language, languageOfPath } from '@app/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createStore } from 'zustand/vanilla';

/** Each app's strings: one namespace, an English and a Swedish dictionary with the same keys. */
export interface Dictionaries<T = Record<string, unknown>> {
  en: T;
  sv: T;
}

/** The language of the page's address: Swedish under /sv, English elsewhere (see @app/domain routes). */
export function initialLanguage(): Language {
  return languageOfPath(window.location.pathname).language;
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
  if (typeof document !== 'undefined') document.documentElement.lang = language;
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
 * Adds a part of `namespace`'s strings (deep-merged into it) unless it is there already. A part
 * added before i18next starts joins it then.
 */
export function registerStrings(namespace: string, strings: Dictionaries): void {
  if (!i18next.isInitialized) {
    if (!waiting.some(([name, part]) => name === namespace && part === strings)) waiting.push([namespace, strings]);
    return;
  }
  const present = Object.keys(strings.en).every((key) => i18next.getResource('en', namespace, key) !== undefined);
  if (!present) addBundles(namespace, strings);
}

/**
 * The `t` of `namespace`, with the parts of its strings that the calling page or feature renders.
 * Each page and feature names its own parts, so its strings ship in its chunk and are there before
 * its first render; a part that is already loaded costs one lookup per key group.
 */
export function useStrings(namespace: string, parts: readonly Dictionaries[]) {
  for (const part of parts) registerStrings(namespace, part);
  return useTranslation(namespace);
}

/** The page's language: its address's, fixed for the document (the language link loads the other page). */
interface LanguageState {
  language: Language;
}

const languageStore = createStore<LanguageState>(() => ({ language: 'en' }));

/**
 * The language a server render is in (one per request, so concurrent requests in different
 * languages never share it); absent in the browser, where the store leads.
 */
export const RenderLanguageContext = createContext<Language | null>(null);

function useLanguageState<T>(selector: (state: LanguageState) => T): T {
  const rendering = useContext(RenderLanguageContext);
  // The store's current state also while hydrating: the browser starts it with the language the
  // server rendered in (startLanguage), so the first render matches the server's HTML.
  const state = useSyncExternalStore(languageStore.subscribe, languageStore.getState, languageStore.getState);
  return selector(rendering ? { ...state, language: rendering } : state);
}

/** The page's language (`useLanguage((s) => s.language)`). */
export const useLanguage = Object.assign(
  <T = LanguageState>(selector: (state: LanguageState) => T = (state) => state as T): T => useLanguageState(selector),
  { getState: languageStore.getState, setState: languageStore.setState },
);

export function startLanguage(language: Language): void {
  languageStore.setState({ language });
}
