import type { Language } from '@app/domain';
import { BOOKING_DIALOG_ID } from '@app/platform';
import {
  currentLocation,
  type RenderInAppOptions,
  renderInApp,
  setTestLanguage as setAppTestLanguage,
  startTestI18n,
} from '@app/shared-ui/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, expect } from 'vitest';

const missingKeys: string[] = [];

/** The keys rendered since the last call that no loaded string part had; forgets them. */
export function takeMissingKeys(): string[] {
  return missingKeys.splice(0);
}

// A key no loaded part has renders as the raw key: the test that rendered it fails.
afterEach(() => {
  const missing = takeMissingKeys();
  if (missing.length) {
    throw new Error(
      `rendered keys no loaded string part has (pass their part to useSiteStrings): ${missing.join(', ')}`,
    );
  }
});

/**
 * The i18next instance set up as the shell sets it up, but with no site strings at all: a page or
 * feature under test has exactly the string parts it loads itself (through useSiteStrings).
 */
export function initTestI18n(): Promise<unknown> {
  return startTestI18n(
    'site',
    { en: {}, sv: {} },
    {
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) => {
        missingKeys.push(`${namespace}:${key}`);
      },
    },
  );
}

export async function setTestLanguage(language: Language): Promise<void> {
  await initTestI18n();
  await setAppTestLanguage(language);
}

export { currentLocation };

export type RenderPageOptions = RenderInAppOptions;

/** Renders a page or feature with theme, i18n, language store and router, like inside the shell. */
export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}): Promise<RenderResult> {
  await initTestI18n();
  return renderInApp(ui, options);
}

/** The button opens the shell's booking dialog: the browser does it, by its invoker command. */
export function expectOpensBooking(button: HTMLElement | undefined): void {
  expect(button).toHaveAttribute('commandfor', BOOKING_DIALOG_ID);
  expect(button).toHaveAttribute('command', 'show-modal');
}
