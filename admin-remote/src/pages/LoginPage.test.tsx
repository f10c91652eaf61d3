import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import LoginPage from './LoginPage';

vi.mock('@app/platform/auth', () => ({ auth: () => ({}) }));

describe('LoginPage', () => {
  it('waits until Auth knows whether a session exists before it shows the form', async () => {
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'loading' } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the sign-in form to a visitor without a session', async () => {
    await renderAdmin(<LoginPage />, { url: '/auth', session: { status: 'signed-out' } });
    expect(screen.getByRole('textbox', { name: /e-?mail/i })).toBeInTheDocument();
  });
});
