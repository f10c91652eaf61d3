import type { Language } from '@app/domain';
import { useLanguage } from '@app/platform';
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

/** The admin console's real dictionaries in an i18next instance, as the shell sets it up. */
function initTestI18n(): Promise<unknown> {
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

/** Renders an admin component with theme and i18n in the given interface language, like inside the shell. */
export async function renderAdmin(ui: ReactElement, language: Language = 'en'): Promise<RenderResult> {
  await initTestI18n();
  await i18next.changeLanguage(language);
  useLanguage.setState({ language });
  return render(
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={createAppTheme()}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}
