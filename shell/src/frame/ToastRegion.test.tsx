import { notify, useToasts } from '@app/platform';
import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellStrings } from '../i18n';
import { ToastRegion } from './ToastRegion';

/** The live regions `element` is in: a screen reader reads its text once for each. */
function liveRegionsAround(element: HTMLElement): HTMLElement[] {
  const regions: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const live = node.getAttribute('aria-live');
    const role = node.getAttribute('role');
    if ((live !== null && live !== 'off') || role === 'alert' || role === 'status' || role === 'log')
      regions.push(node);
  }
  return regions;
}

afterEach(() => useToasts.setState({ toasts: [] }));

describe('ToastRegion', () => {
  it.each([
    ['en', 'Notifications'],
    ['sv', 'Notifieringar'],
  ] as const)('has each toast read once, by the one live region of the notifications (%s)', async (language, name) => {
    await startTestI18n('shell', shellStrings);
    await renderInApp(<ToastRegion />, { url: language === 'sv' ? '/sv/' : '/', language });
    const region = screen.getByRole('region', { name });
    act(() => void notify({ kind: 'error', title: 'Could not save', description: 'Title: required' }));
    act(() => void notify({ kind: 'success', title: 'Saved' }));
    for (const text of ['Could not save', 'Title: required', 'Saved']) {
      expect(liveRegionsAround(screen.getByText(text))).toEqual([region]);
    }
  });
});
