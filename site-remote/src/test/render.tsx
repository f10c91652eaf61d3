import type { Language } from '@app/domain';
import { BOOKING_DIALOG_ID, createQueryClient } from '@app/platform';
import {
  currentLocation,
  type RenderInAppOptions,
  renderInApp,
  setTestLanguage as setAppTestLanguage,
  startTestI18n,
} from '@app/shared-ui/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
function initTestI18n(): Promise<unknown> {
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

export interface RenderPageOptions extends RenderInAppOptions {
  /** The pages' data cache; by default a new testQueryClient() for each render. */
  queryClient?: QueryClient;
}

/**
 * The product's data cache (createQueryClient), with the delay between retries cut to nothing so
 * a read that keeps failing settles at once; how many retries there are stays the product's.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

/** Renders a page or feature with theme, i18n, language store, router and data cache, like inside the shell. */
export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}): Promise<RenderResult> {
  const { queryClient = testQueryClient(), ...rest } = options;
  await initTestI18n();
  return renderInApp(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, rest);
}

/** The button opens the shell's booking dialog: the browser does it, by its invoker command. */
export function expectOpensBooking(button: HTMLElement | undefined): void {
  expect(button).toHaveAttribute('commandfor', BOOKING_DIALOG_ID);
  expect(button).toHaveAttribute('command', 'show-modal');
}
