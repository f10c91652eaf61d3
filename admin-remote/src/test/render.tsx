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
import { adminStrings } from '../i18n';

// The component project runs without globals, so Testing Library cannot clean up by itself.
afterEach(() => cleanup());

let ready: Promise<unknown> | null = null;

/** The console's real dictionaries in an i18next instance, as the shell sets it up. */
export function initTestI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: adminStrings.en }, sv: { admin: adminStrings.sv } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

let lastLocation = '';
function LocationProbe() {
  lastLocation = useLocation().pathname;
  return null;
}

/** The path the router is at after the last render. */
export const currentPath = () => lastLocation;

export interface RenderAdminOptions {
  /** Address the router starts at. */
  url?: string;
  /** The interface language. */
  language?: Language;
}

/** Renders an admin page or component with theme, i18n, language store and a router, like inside the shell. */
export async function renderAdmin(ui: ReactElement, options: RenderAdminOptions = {}): Promise<RenderResult> {
  const { url = '/admin/blog/new', language = 'en' } = options;
  await initTestI18n();
  await i18next.changeLanguage(language);
  useLanguage.setState({ language });
  return render(
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
