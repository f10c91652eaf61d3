import type { Language } from '@app/domain';
import { useLanguage } from '@app/platform';
import { MemoryRouter, Route, Routes, useLocation } from '@app/platform/router';
import { createAppTheme } from '@app/shared-ui';
import { ThemeProvider } from '@app/shared-ui/mui';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

const missingKeys: string[] = [];

/** The keys rendered since the last call that no loaded string part had; forgets them. */
export function takeMissingKeys(): string[] {
  return missingKeys.splice(0);
}

// The component project runs without globals, so Testing Library cannot clean up by itself.
// A key no loaded part has renders as the raw key: the test that rendered it fails.
afterEach(() => {
  cleanup();
  const missing = takeMissingKeys();
  if (missing.length) {
    throw new Error(
      `rendered keys no loaded string part has (pass their part to useSiteStrings): ${missing.join(', ')}`,
    );
  }
});

let ready: Promise<unknown> | null = null;

/**
 * An i18next instance set up as the shell sets it up, but with no site strings at all: a page or
 * feature under test has exactly the string parts it loads itself (through useSiteStrings).
 */
export function initTestI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['site'],
    defaultNS: 'site',
    resources: { en: { site: {} }, sv: { site: {} } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missingKeys.push(`${namespace}:${key}`);
    },
  });
  return ready;
}

export async function setTestLanguage(language: Language): Promise<void> {
  await initTestI18n();
  await i18next.changeLanguage(language);
  useLanguage.setState({ language });
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The address the router is at after the last render (path and query). */
export const currentLocation = () => lastLocation;

export interface RenderPageOptions {
  /** Address to start at, e.g. '/blog?q=ai'. */
  url?: string;
  /** Route pattern the element is mounted at, e.g. '/blog/:slug'. */
  path?: string;
  language?: Language;
}

/** Renders a page or feature with theme, i18n, language store and router, like inside the shell. */
export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}): Promise<RenderResult> {
  const { url = '/', path = '*', language = 'en' } = options;
  await setTestLanguage(language);
  return render(
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={<p>other page</p>} />}
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
