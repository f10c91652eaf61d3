import { type Language, languageOfPath } from '@app/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, initReactI18next, useTranslation } from 'react-i18next';
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

function i18nOptions(language: Language, namespace: string, strings: Dictionaries) {
  const resources: Resource = { en: { [namespace]: strings.en }, sv: { [namespace]: strings.sv } };
  return {
    lng: language,
    fallbackLng: false as const,
    supportedLngs: ['en', 'sv'],
    ns: [namespace],
    defaultNS: namespace,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

/** The browser's one i18next instance (a shared singleton) that the shell and both remotes use. */
export async function initI18n(language: Language, namespace: string, strings: Dictionaries): Promise<I18n> {
  await i18next.use(initReactI18next).init(i18nOptions(language, namespace, strings));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

/**
 * A new i18next instance of its own, in `language` with `namespace`'s strings, ready when returned:
 * the server's one per request (handed to the tree by I18nextProvider), so concurrent requests never
 * share a language or a string store, and the strings a site bundle brings live as long as the render.
 */
export function createI18n(language: Language, namespace: string, strings: Dictionaries): I18n {
  const instance = i18next.createInstance({ ...i18nOptions(language, namespace, strings), initAsync: false });
  void instance.init();
  return instance;
}

/**
 * An i18next instance of its own in `language` over `base`'s string store (i18next's
 * cloneInstance, ready when returned): the server's per-request instance where many requests render
 * with the same strings, so they are added to the store once, not on every request. The request's
 * language stays its own; the strings a request adds (registerStrings) join the shared store.
 */
export function cloneI18n(base: I18n, language: Language): I18n {
  return withKeptLookups(base.cloneInstance({ lng: language, initAsync: false }));
}

/** The options react-i18next's `t` passes when its caller gave none (i18next's getFixedT adds them). */
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** Each string store's looked-up strings, by language, namespace and key (emptied when the store changes). */
const lookupsByStore = new WeakMap<object, Map<string, string>>();

function lookupsOf(store: I18n['store']): Map<string, string> {
  let lookups = lookupsByStore.get(store);
  if (!lookups) {
    const created = new Map<string, string>();
    // A request's registerStrings may add (or replace) strings in the shared store.
    store.on('added', () => created.clear());
    store.on('removed', () => created.clear());
    lookupsByStore.set(store, created);
    lookups = created;
  }
  return lookups;
}

/**
 * `instance` with its `t` keeping what it found for calls with no options of their own (a string of the
 * shared store in a language and namespace): a page makes hundreds of them, the same on every page, and
 * i18next resolves each one again (about 6 % of a server render's CPU). Calls with interpolation values,
 * counts, contexts or other options, and answers that are not strings, go to i18next as before.
 */
function withKeptLookups(instance: I18n): I18n {
  const lookups = lookupsOf(instance.store);
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const kept = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== 'string' || !isPlain(options)) return translate(...args);
    const { lng, ns } = options as { lng?: unknown; ns?: unknown };
    if (typeof lng !== 'string') return translate(...args);
    const name = `${lng}\u0000${Array.isArray(ns) ? ns.join(',') : String(ns)}\u0000${key}`;
    const found = lookups.get(name);
    if (found !== undefined) return found;
    const value = translate(...args);
    if (typeof value === 'string') lookups.set(name, value);
    return value;
  };
  instance.t = kept as unknown as I18n['t'];
  return instance;
}

function isPlain(options: unknown): boolean {
  if (typeof options !== 'object' || options === null) return false;
  for (const [name, value] of Object.entries(options)) {
    if (!PLAIN_OPTIONS.has(name)) return false;
    if (name === 'keyPrefix' && value !== undefined) return false;
    if (name === 'ns' && value !== undefined && typeof value !== 'string' && !Array.isArray(value)) return false;
  }
  return true;
}

function addBundles(namespace: string, strings: Dictionaries, instance: I18n): void {
  instance.addResourceBundle('en', namespace, strings.en, true, true);
  instance.addResourceBundle('sv', namespace, strings.sv, true, true);
}

const waiting: [string, Dictionaries][] = [];
i18next.on('initialized', () => {
  for (const [namespace, strings] of waiting.splice(0)) addBundles(namespace, strings, i18next);
});

/**
 * Adds a part of `namespace`'s strings (deep-merged into it) to `instance` (the browser's shared one
 * unless named) unless it is there already. A part added before the shared instance starts joins it then.
 */
export function registerStrings(namespace: string, strings: Dictionaries, instance: I18n = i18next): void {
  if (!instance.isInitialized) {
    if (instance === i18next && !waiting.some(([name, part]) => name === namespace && part === strings)) {
      waiting.push([namespace, strings]);
    }
    return;
  }
  const present = Object.keys(strings.en).every((key) => instance.getResource('en', namespace, key) !== undefined);
  if (!present) addBundles(namespace, strings, instance);
}

/**
 * The `t` of `namespace`, with the parts of its strings that the calling page or feature renders,
 * added to the tree's i18next instance (the request's on the server, see createI18n). Each page and
 * feature names its own parts, so its strings ship in its chunk and are there before its first
 * render; a part that is already loaded costs one lookup per key group.
 */
export function useStrings(namespace: string, parts: readonly Dictionaries[]) {
  const instance = useContext(I18nContext)?.i18n ?? getI18n() ?? i18next;
  for (const part of parts) registerStrings(namespace, part, instance);
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
