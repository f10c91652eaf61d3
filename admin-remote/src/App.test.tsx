import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminApp from './App';
import { renderAdmin } from './test/render';

vi.mock('@app/platform/auth', () => ({ auth: () => ({}) }));
// The session as the test sets it (renderAdmin), without Firebase's subscription.
vi.mock('./features/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./features/auth/session')>()),
  followSession: () => () => {},
}));
// A page whose code is still on its way.
vi.mock('./pages/LeadsPage', () => ({
  default: () => {
    throw new Promise(() => {});
  },
}));

describe('AdminApp', () => {
  it("titles the document as the page at the address while that page's code loads", async () => {
    await renderAdmin(<AdminApp />, { url: '/admin/leads', language: 'sv' });
    expect(await screen.findByRole('progressbar', { name: 'Laddar…' })).toBeInTheDocument();
    expect(document.title).toBe('Leads · Admin · Northwind AI');
  });
});
