import { EMAIL_INPUT_PATTERN, LANGUAGE_STORAGE_KEY } from '@app/domain';
import { ENHANCE, TestimonialCarousel, THEME_MODE_ATTRIBUTE, THEME_STORAGE_KEY } from '@app/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_ELEMENT_ID, START_APPS_EVENT } from '../hydration';
import { installEnhancements } from '.';
import { FOLLOW_DELAY_MS, installForms, REPEAT_SEND_MS } from './forms';
import { languageToFollow } from './language';

// The listeners are installed once per document (as the boot script does); each test renders anew.
beforeAll(() => {
  window.matchMedia ??= vi.fn().mockReturnValue({ matches: false, addEventListener: () => {} });
  installEnhancements(document);
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const labels = {
  carousel: 'Testimonials',
  previous: 'Previous',
  next: 'Next',
  goTo: (n: number) => `Go to ${n}`,
  position: (n: number, total: number) => `${n} of ${total}`,
};
const items = ['A', 'B', 'C'].map((id) => ({ id, quote: `Quote ${id}`, author: id, role: 'r', company: 'c' }));

describe('carousel steps', () => {
  // Which slide CSS shows for the checked radio: HomePage.test.tsx and the e2e specs.
  it('moves the checked radio (the slide shown) by one, wrapping around both ways', () => {
    render(<TestimonialCarousel items={items} labels={labels} />);
    const checked = () => screen.getAllByRole('radio').findIndex((radio) => (radio as HTMLInputElement).checked);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(checked()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(checked()).toBe(1);
  });
});

describe('theme choice', () => {
  it('stores the mode where the colour-scheme script reads it, sets the scheme class and marks the button', () => {
    document.body.innerHTML = `<div popover id="p"><button ${ENHANCE.themeChoice}="dark">Dark</button><button ${ENHANCE.themeChoice}="light">Light</button></div>`;
    fireEvent.click(screen.getByText('Dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute(THEME_MODE_ATTRIBUTE)).toBe('dark');
    expect(screen.getByText('Dark')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Light')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByText('Light'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('shows a choice made in another tab', () => {
    document.body.innerHTML = `<button ${ENHANCE.themeChoice}="dark">Dark</button><button ${ENHANCE.themeChoice}="light">Light</button>`;
    fireEvent.click(screen.getByText('Light'));
    // What the other tab's choice does here: the stored mode changes and a storage event tells this tab.
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute(THEME_MODE_ATTRIBUTE)).toBe('dark');
    expect(screen.getByText('Dark')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('language', () => {
  const at = (pathname: string) => ({ pathname, search: '?q=ai', hash: '#top' });

  it('sends a visitor whose stored choice is the other language to the same page in it', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv');
    expect(languageToFollow(at('/blog'), 'en', ['en-GB'])).toBe('/sv/blog?q=ai#top');
    expect(languageToFollow(at('/sv/blog'), 'sv', ['en-GB'])).toBeNull();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(languageToFollow(at('/sv/blog'), 'sv', ['sv-SE'])).toBe('/blog?q=ai#top');
  });

  it('moves within the site whatever the address holds', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const hostile = (pathname: string) => ({ pathname, search: '', hash: '' });
    expect(languageToFollow(hostile('/sv//evil.example'), 'sv', ['en-GB'])).toBe('/evil.example');
    expect(languageToFollow(hostile('/sv/\\evil.example'), 'sv', ['en-GB'])).toBe('/evil.example');
    expect(languageToFollow(hostile('/sv/%2F%2Fevil.example'), 'sv', ['en-GB'])).toBe('/evil.example');
    expect(languageToFollow(hostile('/sv/%0A/evil.example'), 'sv', ['en-GB'])).toBe('/');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv');
    expect(languageToFollow(hostile('//evil.example'), 'en', ['en-GB'])).toBe('/sv/evil.example');
  });

  it('without a stored choice, a Swedish browser moves English addresses only', () => {
    expect(languageToFollow(at('/'), 'en', ['sv-SE'])).toBe('/sv/?q=ai#top');
    expect(languageToFollow(at('/sv/'), 'sv', ['en-GB'])).toBeNull();
    expect(languageToFollow(at('/about'), 'en', ['en-GB'])).toBeNull();
  });

  it('stores the choice of a language link', () => {
    document.body.innerHTML = `<a href="/sv/about" ${ENHANCE.languageChoice}="sv">SV</a>`;
    const link = screen.getByText('SV');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
  });
});

describe('dialogs and popovers', () => {
  it('closes an open dialog when a link inside it is followed', () => {
    document.body.innerHTML = '<dialog open><a href="#x">Home</a></dialog>';
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    dialog.close = vi.fn(() => dialog.removeAttribute('open'));
    fireEvent.click(screen.getByText('Home'));
    expect(dialog.close).toHaveBeenCalled();
  });

  it('opens and closes a dialog by its invoker command where the browser has none', () => {
    document.body.innerHTML =
      '<button commandfor="d" command="show-modal">Open</button><dialog id="d"><button commandfor="d" command="close">Close</button></dialog>';
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
    dialog.close = vi.fn(() => dialog.removeAttribute('open'));
    fireEvent.click(screen.getByText('Open'));
    expect(dialog.showModal).toHaveBeenCalled();
    fireEvent.click(screen.getByText('Close'));
    expect(dialog.close).toHaveBeenCalled();
  });

  it("loads a dialog's frame only once the dialog opens, and keeps it", async () => {
    document.body.innerHTML = `<dialog id="d"><iframe title="Booking" ${ENHANCE.frameSrc}="about:blank#booking"></iframe></dialog>`;
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    await Promise.resolve();
    expect(frame).not.toHaveAttribute('src');
    dialog.setAttribute('open', '');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'about:blank#booking'));
    dialog.removeAttribute('open');
    await Promise.resolve();
    expect(frame).toHaveAttribute('src', 'about:blank#booking');
  });
});

describe('forms', () => {
  it('marks a plain post busy, but not one sent to another tab or one the app took over', () => {
    document.body.innerHTML = '<form id="plain"></form><form id="tab" target="_blank"></form><form id="app"></form>';
    const [plain, tab, app] = Array.from(document.forms) as HTMLFormElement[];
    app?.addEventListener('submit', (event) => event.preventDefault());
    for (const form of [plain, tab, app]) fireEvent.submit(form as HTMLFormElement);
    expect(plain).toHaveAttribute('aria-busy', 'true');
    expect(tab).not.toHaveAttribute('aria-busy');
    expect(app).not.toHaveAttribute('aria-busy');
  });

  it('sends a form meant for another tab once on a double click, and again after a moment', () => {
    document.body.innerHTML = '<form target="_blank"></form>';
    const quiz = document.forms[0] as HTMLFormElement;
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const send = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      quiz.dispatchEvent(event);
      return !event.defaultPrevented;
    };
    expect(send()).toBe(true);
    now.mockReturnValue(1_000_000 + 300);
    expect(send()).toBe(false);
    expect(quiz).not.toHaveAttribute('aria-busy');
    now.mockReturnValue(1_000_000 + REPEAT_SEND_MS);
    expect(send()).toBe(true);
    now.mockRestore();
  });

  it('keeps a submit button disabled while its form is invalid or being sent, by what it waits for', async () => {
    document.body.innerHTML = `<form>
        <input type="email" name="email" required pattern="${EMAIL_INPUT_PATTERN}">
        <button ${ENHANCE.submitWhen}="valid">Subscribe</button>
      </form>
      <form><input name="message" required><button ${ENHANCE.submitWhen}="idle">Send</button></form>`;
    const [newsletter, contact] = Array.from(document.forms) as HTMLFormElement[];
    const email = document.querySelector('input[name="email"]') as HTMLInputElement;
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    const send = screen.getByRole('button', { name: 'Send' });
    const type = (value: string) => fireEvent.input(email, { target: { value } });

    type('');
    expect(subscribe).toBeDisabled();
    for (const invalid of ['anna', 'anna@example', 'anna@example.', 'anna @example.se']) {
      type(invalid);
      expect(subscribe, invalid).toBeDisabled();
    }
    type('anna@example.se');
    expect(subscribe).toBeEnabled();

    // The apps mark the form busy while they send it.
    newsletter?.setAttribute('aria-busy', 'true');
    await waitFor(() => expect(subscribe).toBeDisabled());
    newsletter?.setAttribute('aria-busy', 'false');
    await waitFor(() => expect(subscribe).toBeEnabled());

    // Cleared after success: held again.
    newsletter?.reset();
    await waitFor(() => expect(subscribe).toBeDisabled());

    // Send Message only waits for its form not to be busy: pressing it shows what is missing.
    fireEvent.input(contact?.querySelector('input') as HTMLInputElement, { target: { value: '' } });
    expect(send).toBeEnabled();
    fireEvent.submit(contact as HTMLFormElement);
    await waitFor(() => expect(send).toBeDisabled());
  });

  it("answers Enter in a held form's field with the browser's message, unless the app answered it", () => {
    document.body.innerHTML = `<form><input type="email" name="email" required><button ${ENHANCE.submitWhen}="valid">Go</button></form>`;
    const form = document.forms[0] as HTMLFormElement;
    const email = form.querySelector('input') as HTMLInputElement;
    const report = vi.spyOn(form, 'reportValidity');
    fireEvent.input(email, { target: { value: 'anna' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    expect(report).toHaveBeenCalledTimes(1);
    email.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    fireEvent.keyDown(email, { key: 'Enter' });
    expect(report).toHaveBeenCalledTimes(1);
    fireEvent.input(email, { target: { value: 'anna@example.se' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('goes back in history from a Go Back button, or home when there is no history', () => {
    document.body.innerHTML = `<button ${ENHANCE.historyBack}>Go back</button>`;
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    Object.defineProperty(window.history, 'length', { value: 2, configurable: true });
    fireEvent.click(screen.getByText('Go back'));
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });
});

describe('history', () => {
  it('loads the page of an address the apps had pushed when going back to it without them', () => {
    const reload = vi.fn();
    const original = window.location;
    // jsdom's location cannot reload: a stand-in with the address moved by a history entry.
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { pathname: '/contact', search: '', hash: '', reload },
    });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalled();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});

describe('theme marks on load', () => {
  it('marks the stored choice of buttons parsed after the boot script ran', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { installTheme } = await import('./theme');
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    installTheme(document);
    document.body.innerHTML = `<button ${ENHANCE.themeChoice}="dark">Dark</button>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(screen.getByText('Dark')).toHaveAttribute('aria-pressed', 'true');
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
  });
});

describe('starting the apps', () => {
  it('loads the app scripts once, on focus in a field of a form that wants them, or on app:start', () => {
    document.body.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">["/a.js","/b.js"]</script>
      <form><input name="q"></form><form ${ENHANCE.startsApps}><input name="email"></form>`;
    const scripts = () => Array.from(document.head.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));
    const [plain, wanting] = Array.from(document.querySelectorAll('input'));
    fireEvent.focusIn(plain as HTMLElement);
    expect(scripts()).toEqual([]);
    fireEvent.focusIn(wanting as HTMLElement);
    expect(scripts()).toEqual(['/a.js', '/b.js']);
    window.dispatchEvent(new Event(START_APPS_EVENT));
    expect(scripts()).toEqual(['/a.js', '/b.js']);
    for (const script of document.head.querySelectorAll('script[src]')) script.remove();
  });
});

// Installed again on a document that is still loading, as the boot script runs in <head>; last,
// as its listeners now answer twice.
describe('forms on load', () => {
  it('holds the submit buttons the moment the page is parsed, and follows a link marked for it', () => {
    vi.useFakeTimers();
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, replace } });
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    installForms(document);
    document.body.innerHTML = `<form><input type="email" required><button ${ENHANCE.submitWhen}="valid">Go</button>
      <a href="https://forms.example.com/quiz" ${ENHANCE.followOnLoad}>Open the quiz</a></form>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    vi.advanceTimersByTime(FOLLOW_DELAY_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledWith('https://forms.example.com/quiz');
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    vi.useRealTimers();
  });
});
