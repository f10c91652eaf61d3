import { notify, useToasts } from '@app/platform';
import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.useRealTimers();
  useToasts.setState({ toasts: [] });
});

async function showSuccess() {
  await startTestI18n('shell', shellStrings);
  await renderInApp(<ToastRegion />, { url: '/', language: 'en' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  act(() => void notify({ kind: 'success', title: 'Successfully Subscribed!' }));
  return { region: screen.getByRole('region', { name: 'Notifications' }), toast: screen.getByTestId('toast') };
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

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

  it('closes a success toast after the 4 seconds the specification gives when nothing holds it', async () => {
    const { toast } = await showSuccess();
    await wait(3900);
    expect(toast).toBeInTheDocument();
    await wait(200);
    expect(toast).not.toBeInTheDocument();
  });

  it('holds a toast while the pointer rests on the notifications, then gives it the rest of its time', async () => {
    const { region, toast } = await showSuccess();
    await wait(3000);
    fireEvent.mouseEnter(region);
    await wait(60_000);
    expect(toast).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    await wait(900);
    expect(toast).toBeInTheDocument();
    await wait(200);
    expect(toast).not.toBeInTheDocument();
  });

  it('holds a toast while focus is in the notifications (Alt+T, or its close button)', async () => {
    const { region, toast } = await showSuccess();
    fireEvent.keyDown(window, { key: 't', altKey: true });
    expect(region).toHaveFocus();
    await wait(60_000);
    expect(toast).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    await wait(60_000);
    expect(toast).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    await wait(4100);
    expect(toast).not.toBeInTheDocument();
  });

  it('holds a toast while the page is hidden (another tab or window in front)', async () => {
    const { toast } = await showSuccess();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    await wait(60_000);
    expect(toast).toBeInTheDocument();
    hidden.mockRestore();
    fireEvent(document, new Event('visibilitychange'));
    await wait(4100);
    expect(toast).not.toBeInTheDocument();
  });
});
