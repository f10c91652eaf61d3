import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and links back home', async () => {
    await renderPage(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('has a Go Back button the boot script takes back in history (shell/src/enhance/forms.ts)', async () => {
    await renderPage(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('button', { name: 'Go Back' })).toHaveAttribute('data-history-back');
  });

  it('speaks Swedish', async () => {
    await renderPage(<NotFoundPage />, { url: '/finns-inte', language: 'sv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sidan hittades inte');
    expect(screen.getByRole('button', { name: 'Gå tillbaka' })).toBeInTheDocument();
  });
});
