import { BrowserRouter, Link, MemoryRouter, useLocation } from '@app/platform/router';
import { createAppTheme } from '@app/shared-ui';
import { ThemeProvider } from '@app/shared-ui/mui';
import { setTestLanguage } from '@app/shared-ui/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/render';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** An editor with something unsaved, a link of the console's and the header's language link. */
function Editor() {
  const guard = useUnsavedChangesGuard(true);
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="at">{pathname}</p>
      <Link to="/admin/leads">Leads</Link>
      {/* The shell's LanguageToggle: a plain link to the page in the other language. */}
      <a href="/admin/blog/new" hrefLang="en" data-language-choice="en">
        EN
      </a>
      {guard.dialog}
    </>
  );
}

/** The Swedish console, as the shell mounts it: its router below /sv/. */
async function renderSwedishEditor() {
  await initTestI18n();
  await setTestLanguage('sv');
  render(
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter basename="/sv/" initialEntries={['/sv/admin/blog/new']}>
          <Editor />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

/** The clicks that reach the document's own listeners (the shell's language choice is one). */
let reached: string[] = [];
const reach = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link) reached.push(link.getAttribute('href') ?? '');
  // The DOM emulator would try to load the page.
  event.preventDefault();
};
beforeEach(() => {
  reached = [];
  document.addEventListener('click', reach);
});
afterEach(() => document.removeEventListener('click', reach));

describe('useUnsavedChangesGuard in the Swedish console', () => {
  it('follows a confirmed in-app link to its page, not to it under /sv/ twice', async () => {
    await renderSwedishEditor();
    fireEvent.click(screen.getByRole('link', { name: 'Leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
    expect(screen.getByTestId('at')).toHaveTextContent('/admin/blog/new');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lämna' }));
    // The router's path below /sv/: the address /sv/admin/leads (it was /sv/sv/admin/leads).
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/admin\/leads$/);
  });

  it('lets a confirmed switch to English load the English page, the choice stored, without asking twice', async () => {
    await renderSwedishEditor();
    fireEvent.click(screen.getByRole('link', { name: 'EN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
    expect(reached).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lämna' }));
    // The link's own click, which the shell's language listener and the browser take.
    expect(reached).toEqual(['/admin/blog/new']);
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/admin\/blog\/new$/);
    // The person said Leave: the tab's own prompt does not ask again.
    const unload = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(unload));
    expect(unload.defaultPrevented).toBe(false);
  });
});

/** An editor with something unsaved whose item has just been created: its address becomes the item's. */
function CreatedEditor() {
  const guard = useUnsavedChangesGuard(true);
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="at">{pathname}</p>
      <button type="button" onClick={() => guard.stayAt('/admin/blog/post-9/edit', { createdHere: true })}>
        Saved
      </button>
      {guard.dialog}
    </>
  );
}

describe('useUnsavedChangesGuard staying at a new address', () => {
  it("takes the item's address for the editor's history entry and its copy: Back asks, then leaves to the list", async () => {
    await initTestI18n();
    await setTestLanguage('en');
    // The tab's history as the console leaves it: the list, then New.
    window.history.replaceState(null, '', '/admin/blog');
    window.history.pushState(null, '', '/admin/blog/new');
    render(
      <I18nextProvider i18n={i18next}>
        <ThemeProvider theme={createAppTheme()}>
          <BrowserRouter>
            <CreatedEditor />
          </BrowserRouter>
        </ThemeProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/blog/post-9/edit'));
    expect(screen.getByTestId('at')).toHaveTextContent('/admin/blog/post-9/edit');
    expect(window.history.state).toMatchObject({ usr: { createdHere: true } });

    // Back: the editor stays at the item's address (not /admin/blog/new) and asks.
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(window.location.pathname).toBe('/admin/blog/post-9/edit');
    expect(screen.getByTestId('at')).toHaveTextContent('/admin/blog/post-9/edit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(/^\/admin\/blog$/));
  });
});
