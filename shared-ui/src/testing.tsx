// Component-test support shared by the apps' tests (never imported by app code): the one i18next
// instance started as the shell starts it, and a render inside the providers a page has in the
// shell — theme, i18n, language store and a router.
import { type Dictionaries, useLanguage } from '@app/platform';
import { MemoryRouter, Route, Routes, useLocation } from '@app/platform/router';
import { act, cleanup, type RenderResult, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type InitOptions } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, expect } from 'vitest';
import { ThemeProvider } from './mui';
import { createAppTheme } from './theme';

// The component project runs without globals, so Testing Library cannot clean up by itself.
afterEach(() => cleanup());

/** The interface languages, as the language store holds them. */
type Language = ReturnType<typeof useLanguage.getState>['language'];

let ready: Promise<unknown> | null = null;

/** Starts i18next once per test file with `strings` as `namespace` (English first, no fallback). */
export function startTestI18n(namespace: string, strings: Dictionaries, options: InitOptions = {}): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: strings.en }, sv: { [namespace]: strings.sv } },
    interpolation: { escapeValue: false },
    ...options,
  });
  return ready;
}

/** Switches the test's interface language, in i18next and the language store alike. */
export async function setTestLanguage(language: Language): Promise<void> {
  await ready;
  await i18next.changeLanguage(language);
  useLanguage.setState({ language });
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/** The address the router is at after the last render (path, query and fragment). */
export const currentLocation = () => lastLocation;

export interface RenderInAppOptions {
  /** Address to start at, e.g. '/blog?q=ai'. */
  url?: string;
  /** Route pattern the element is mounted at, e.g. '/blog/:slug'; other addresses show "other page". */
  path?: string;
  language?: Language;
}

/** Renders `ui` with theme, i18n, language store and router, as inside the shell (start i18n first). */
export async function renderInApp(ui: ReactElement, options: RenderInAppOptions = {}): Promise<RenderResult> {
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

/**
 * What a browser does to `button` focused as it is disabled (the focus fixup rule): its focus goes
 * to the page. jsdom and happy-dom keep it there, and blur no disabled button: done here as a
 * browser does, so a test sees where the app then puts the focus.
 */
export function dropFocusOfDisabled(button: HTMLButtonElement): void {
  act(() => {
    button.disabled = false;
    button.blur();
    button.disabled = true;
  });
}

/**
 * Presses a form's submit `button` and, while its request is in flight (the button disabled), lets
 * its focus go to the page as a browser does; the test then answers the request and checks where
 * the focus comes back.
 */
export async function pressWhileSending(button: HTMLButtonElement): Promise<void> {
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  dropFocusOfDisabled(button);
  expect(document.body).toHaveFocus();
}
