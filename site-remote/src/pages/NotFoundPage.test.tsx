import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, setTestLanguage } from '../test/render';
import NotFoundPage from './NotFoundPage';

async function renderWithHistory(entries: string[]) {
  await setTestLanguage('en');
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/about', element: <p>about page</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <I18nextProvider i18n={i18next}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('NotFoundPage', () => {
  it('says the page was not found and links back home', async () => {
    await renderPage(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('goes back in history with Go Back', async () => {
    const user = userEvent.setup();
    const router = await renderWithHistory(['/about', '/no-such-page']);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('about page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('goes home when there is no page to go back to', async () => {
    const user = userEvent.setup();
    await renderWithHistory(['/no-such-page']);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await renderPage(<NotFoundPage />, { url: '/finns-inte', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sidan hittades inte');
    expect(screen.getByRole('button', { name: 'Gå tillbaka' })).toBeInTheDocument();
  });
});
