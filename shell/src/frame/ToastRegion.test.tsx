import { notify, useToasts } from '@app/platform';
import { useLocation, useNavigate } from '@app/platform/router';
import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
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
  vi.restoreAllMocks();
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

  it.each([
    [
      'en',
      'Invited first.last@some-long-company-domain.se',
      'The lead from first.last@some-long-company-domain.se reached the automation.',
    ],
    [
      'sv',
      'Bjöd in first.last@some-long-company-domain.se',
      'Leadet från first.last@some-long-company-domain.se nådde automationen.',
    ],
  ] as const)(
    'lets an e-mail address in a toast wrap after its @ and before its dots, not mid-word (%s)',
    async (language, title, description) => {
      await startTestI18n('shell', shellStrings);
      await renderInApp(<ToastRegion />, { url: language === 'sv' ? '/sv/' : '/', language });
      act(() => void notify({ kind: 'success', title, description }));
      const toast = screen.getByTestId('toast');
      const address = 'first<wbr>.last@<wbr>some-long-company-domain<wbr>.se';
      // The sentence's own full stop stays with the address: no break before it.
      expect(toast.innerHTML).toContain(`${address}</`);
      expect(toast.innerHTML).toContain(`${address} `);
      expect(toast.innerHTML).not.toContain('<wbr>. ');
      expect(toast.innerHTML).not.toMatch(/<wbr>\.<\//);
      // Read as the text it is.
      expect(toast).toHaveTextContent(title);
      expect(toast).toHaveTextContent(description);
    },
  );

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

  it.each([
    ['left', -20],
    ['right', 36],
  ])('closes a toast swiped %s at least 20 px, and puts back one swiped less', async (_way, distance) => {
    const { toast } = await showSuccess();
    const swipe = (by: number) => {
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + by / 2 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + by });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 + by });
    };
    swipe(Math.sign(distance) * 19);
    expect(toast).toBeInTheDocument();
    expect(toast.style.transform).toBe('');
    swipe(distance);
    expect(toast).not.toBeInTheDocument();
  });

  it('leaves a toast where it is when the swipe starts on its close button, which closes it with a tap', async () => {
    const { toast } = await showSuccess();
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    fireEvent.pointerDown(close, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerUp(close, { pointerId: 1, clientX: 160 });
    expect(toast).toBeInTheDocument();
    fireEvent.click(close);
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

/** The window and the page at 360 × 740, as a phone shows them; jsdom lays nothing out. */
const WINDOW = { width: 360, height: 740 };
/** Each toast 74 px high, 14 px apart, the stack 16 px above the window's foot and from its sides. */
const TOAST_HEIGHT = 74;

/**
 * Lays out the notifications as the browser does (bottom-aligned stack, full width on a phone)
 * and the page's `controls` where given (px from the window's top, across its whole width unless
 * `left`/`right` say otherwise), and records the window's scrolls.
 */
type Box = { top: number; bottom: number; left?: number; right?: number };
function layOut(controls: Map<Element, Box> | ((element: Element) => Box | undefined)) {
  const boxOf = typeof controls === 'function' ? controls : (element: Element) => controls.get(element);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW.height);
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(WINDOW.width);
  const scrollBy = vi.fn();
  window.scrollBy = scrollBy;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    // The region and what is in it (a toast's close button too) lie where the stack is.
    if (this.closest('[aria-live="polite"]')) {
      const count = useToasts.getState().toasts.length;
      const height = count * TOAST_HEIGHT + Math.max(0, count - 1) * 14;
      const bottom = WINDOW.height - 16;
      return new DOMRect(16, bottom - height, WINDOW.width - 32, height);
    }
    const box = boxOf(this);
    return box
      ? new DOMRect(box.left ?? 16, box.top, (box.right ?? WINDOW.width - 16) - (box.left ?? 16), box.bottom - box.top)
      : new DOMRect(0, 0, 0, 0);
  });
  return scrollBy;
}

/** A list's rows, which come a moment after its page opens. */
function Rows() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), 20);
    return () => window.clearTimeout(timer);
  }, []);
  return loaded ? <button type="button">Edit</button> : null;
}
/** An editor whose Save opens the list, and the list's pages. */
function Pages() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate(pathname === '/list' ? '/other' : '/list')}>
        Save
      </button>
      {pathname !== '/editor' && <Rows key={pathname} />}
      <ToastRegion />
    </>
  );
}
const inset = () => document.documentElement.style.getPropertyValue('--toast-inset');
/**
 * Once the list's rows are in the page, and the frame in which the region looks at what its rows
 * brought has run (its callback was asked for as they came, so it runs before this one's). Waiting
 * for the rows, not a fixed time: on a loaded machine the timer that shows them can run after it.
 */
async function rowsShown() {
  await screen.findByRole('button', { name: 'Edit' });
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

describe('ToastRegion on a phone: what staff need next stays clear of the notifications', () => {
  async function listWithButtons() {
    await startTestI18n('shell', shellStrings);
    await renderInApp(
      <>
        <label>
          Search <input />
        </label>
        <button type="button">Edit</button>
        <button type="button">Delete</button>
        <ToastRegion />
      </>,
      { url: '/', language: 'en' },
    );
    return {
      search: screen.getByRole('textbox', { name: 'Search' }),
      edit: screen.getByRole('button', { name: 'Edit' }),
      remove: screen.getByRole('button', { name: 'Delete' }),
    };
  }

  it('reserves the room the notifications cover at the window’s foot while any shows, and gives it back after', async () => {
    await listWithButtons();
    layOut(new Map());
    act(() => void notify({ kind: 'success', title: 'Blog updated successfully' }));
    // 74 px of toast, 16 px under it, 8 px of clearance.
    expect(inset()).toBe('98px');
    act(() => void notify({ kind: 'error', title: 'Could not save' }));
    expect(inset()).toBe(`${98 + 14 + 74}px`);
    act(() => useToasts.setState({ toasts: [] }));
    expect(inset()).toBe('0px');
  });

  it('moves the page up by the room a toast takes when it lands on a list row’s buttons, and keeps the focus where it was', async () => {
    const { search, edit, remove } = await listWithButtons();
    const scrollBy = layOut(
      new Map([
        [edit, { top: 674, bottom: 714, left: 16, right: 90 }],
        [remove, { top: 674, bottom: 714, left: 100, right: 180 }],
      ]),
    );
    search.focus();
    act(() => void notify({ kind: 'success', title: 'Blog updated successfully' }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: 98, behavior: 'instant' });
    // Not moved to the toast: it is read out by the region, which stays the polite live region.
    expect(search).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
  });

  it('moves it up by the room the toasts take once one lands on a control, and not back when they close', async () => {
    const { edit } = await listWithButtons();
    // Above the first toast (642 px down, with its clearance), under the second.
    const scrollBy = layOut(new Map([[edit, { top: 560, bottom: 600 }]]));
    act(() => void notify({ kind: 'success', title: 'Saved' }));
    expect(scrollBy).not.toHaveBeenCalled();
    act(() => void notify({ kind: 'error', title: 'Could not save' }));
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 98 + 14 + 74, behavior: 'instant' });
    act(() => useToasts.setState({ toasts: [] }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('moves the page a save returns to up, once its rows are there under the toast, and not once staff, or the page itself, have scrolled it', async () => {
    await startTestI18n('shell', shellStrings);
    await renderInApp(<Pages />, { url: '/editor', language: 'en' });
    const save = screen.getByRole('button', { name: 'Save' });
    // Save high on the editor; the list's Edit at the window's foot, where the toast lands.
    const scrollBy = layOut((element) =>
      element === save
        ? { top: 100, bottom: 140 }
        : element.textContent === 'Edit'
          ? { top: 674, bottom: 714 }
          : undefined,
    );
    act(() => void notify({ kind: 'success', title: 'Blog updated successfully' }));
    expect(scrollBy).not.toHaveBeenCalled();
    // The list opens (from its top) and its rows come after the toast: the page moves for them.
    fireEvent.click(save);
    await waitFor(() => expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 98, behavior: 'instant' }));
    // Another page, where staff scroll before its rows come: it stays where they put it.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.wheel(window);
    await rowsShown();
    expect(scrollBy).toHaveBeenCalledTimes(1);
    // Another, which scrolls itself before its rows come (to the item just saved): it stays there.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(326);
    await rowsShown();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('leaves the page where it is when no control is under the toast (text only, or controls beside a desktop’s corner toast)', async () => {
    const { edit, remove } = await listWithButtons();
    const scrollBy = layOut(
      new Map([
        [edit, { top: 600, bottom: 640 }],
        // Beside the stack (16–344 px across), under its height.
        [remove, { top: 680, bottom: 720, left: 346, right: 360 }],
      ]),
    );
    act(() => void notify({ kind: 'success', title: 'Saved' }));
    expect(inset()).toBe('98px');
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('does not count its own close buttons as the page’s controls', async () => {
    await listWithButtons();
    const scrollBy = layOut(new Map());
    act(() => void notify({ kind: 'error', title: 'Could not save' }));
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
